import { afterEach, beforeEach, expect, vi } from 'vitest';

// A stray console.error means something went wrong that no assertion looked at.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(spy, 'console.error was called during the test').not.toHaveBeenCalled();
  spy.mockRestore();
});
