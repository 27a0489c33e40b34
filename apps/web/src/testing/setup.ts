import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default: on a two-core machine also running the API's tests, the
// job form (re-validating after typing) took longer in a clean-clone CI run. As with `testTimeout`
// (vitest.config.ts), no test asserts time: a check that holds at once passes at once.
configure({ asyncUtilTimeout: 5_000 });

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
