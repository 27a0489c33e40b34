import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// The API client checks answers against the contracts, loaded on first use: loaded here once, before
// any test waits on an answer.
await import('@mainwork/contracts');

// A stray console.error (a React warning, a failed render) means something no assertion looked at.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
