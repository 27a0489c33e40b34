import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage, fieldMessages, issueMessage } from './field-messages.ts';

describe('field messages', () => {
  it('says what to enter when a field is blank, naming the field', () => {
    expect(fieldMessage('first_name', "can't be blank")).toBe('Enter a first name.');
    expect(fieldMessage('email', "can't be blank")).toBe('Enter an e-mail address.');
    expect(fieldMessage('address.state', "can't be blank")).toBe('Choose a state.');
    expect(fieldMessage('businesses.employer_size', "can't be blank")).toBe('Choose a number of employees.');
    expect(fieldMessage('resume', "can't be blank")).toBe('Choose a resume file.');
  });

  it('says how to write a value that was not accepted', () => {
    expect(fieldMessage('phone', 'is invalid')).toBe('Enter a phone number with 10 digits.');
    expect(fieldMessage('email', 'is invalid')).toBe('Enter an e-mail address like name@example.com.');
    expect(fieldMessage('address.zip', 'is invalid')).toBe('Enter a ZIP code with 5 digits.');
    expect(fieldMessage('address.city', 'is invalid')).toBe('Enter a valid city.');
  });

  it('words length limits with the field and the number', () => {
    expect(fieldMessage('password', 'is too short (minimum is 8 characters)')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(fieldMessage('tagline', 'is too long (maximum is 140 characters)')).toBe(
      'Tagline must be 140 characters or fewer.',
    );
  });

  it('finishes a rule phrase into a sentence about the field', () => {
    expect(fieldMessage('expires_at', 'must be in the future')).toBe('The expiry date must be in the future.');
    expect(fieldMessage('password_confirmation', "doesn't match Password")).toBe(
      'Password confirmation must match the password. Type the same password twice.',
    );
    expect(fieldMessage('name', 'has already been taken')).toBe('The name is already taken. Choose another.');
  });

  it('keeps a message that is already a sentence exactly as written', () => {
    expect(fieldMessage('job', 'This job is closed and can no longer be edited.')).toBe(
      'This job is closed and can no longer be edited.',
    );
  });

  it('words zod issues from their code and limits, and keeps a phrase the contract wrote', () => {
    const schema = z.object({
      email: z.email(),
      tagline: z.string().max(3),
      name: z.string(),
      note: z.string().min(1),
    });
    const parsed = schema.safeParse({ email: 'nope', tagline: 'long', note: '' });
    if (parsed.success) throw new Error('expected the value to be refused');
    const byField = Object.fromEntries(
      parsed.error.issues.map((issue) => [
        issue.path.join('.'),
        issueMessage(String(issue.path[0]), issue, issue.message),
      ]),
    );
    expect(byField).toEqual({
      email: 'Enter an e-mail address like name@example.com.',
      tagline: 'Tagline must be 3 characters or fewer.',
      name: 'Enter a name.',
      note: 'Enter a note.',
    });
    expect(issueMessage('answer', { code: 'custom' }, 'is not one of the choices')).toBe(
      'The answer is not one of the choices.',
    );
  });

  it('words every field of an error body and drops repeats', () => {
    expect(fieldMessages({ phone: ['is invalid', 'is invalid'], base: ['Too many alerts.'] })).toEqual({
      phone: ['Enter a phone number with 10 digits.'],
      base: ['Too many alerts.'],
    });
  });
});
