import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { emailChangedNotice } from './email-changed.tsx';

describe('the notice of a changed e-mail address', () => {
  it('goes to the old address, names both, and points to a person for help', async () => {
    const mail = await emailChangedNotice({
      oldEmail: 'old@example.com',
      newEmail: 'new@example.com',
      firstName: 'Ada',
      supportEmail: 'help@mainwork.example',
      publicUrl: MAIL_PUBLIC_URL,
    });
    expect(mail.to).toBe('old@example.com');
    expectProductMail(mail, {
      subject: 'The e-mail address of your MainWork account was changed',
      keySentence: 'was changed from old@example.com to new@example.com.',
    });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('If you did not, write to us at help@mainwork.example from this address');
    expect(mail.html).toContain('href="mailto:help@mainwork.example"');
  });
});
