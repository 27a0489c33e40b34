import { describe, expect, it } from 'vitest';
import { serverFieldMessage } from './server-field-message.ts';

describe("a field's server messages", () => {
  const errors = { password: ['is too short', '', 'needs a number'], email: [] };

  it("shows the first message, or all of them joined with ' - ' (spec §5)", () => {
    expect(serverFieldMessage(errors, 'password', 'first')).toBe('is too short');
    expect(serverFieldMessage(errors, 'password', 'joined')).toBe('is too short - needs a number');
  });

  it('is undefined when the server sent nothing for the field', () => {
    expect(serverFieldMessage(errors, 'email', 'first')).toBeUndefined();
    expect(serverFieldMessage(errors, 'phone', 'joined')).toBeUndefined();
    expect(serverFieldMessage({ email: ['  '] }, 'email', 'joined')).toBeUndefined();
    expect(serverFieldMessage(undefined, 'email', 'first')).toBeUndefined();
  });
});
