import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { expiryReminderMail } from './expiry-reminder.tsx';

describe('the expiry reminder to the employer', () => {
  it('says when the posting closes, with the single-use extend link and the applicants', async () => {
    const extendUrl = `${MAIL_PUBLIC_URL}/employers/extend_posting?token=7.1796000000000.abc`;
    const mail = await expiryReminderMail({
      to: 'boss@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Grace',
      jobId: 7,
      jobTitle: 'Welder',
      expiresAt: new Date('2026-12-03T15:00:00Z'),
      extendUrl,
    });
    expectProductMail(mail, {
      subject: 'Your posting expires in 3 days: Welder',
      keySentence: 'Your posting Welder expires on December 3, 2026.',
    });
    expect(mail.text).toContain(`Extend 30 days ${extendUrl}`);
    expect(mail.text).toContain('The link works once.');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/my_business/jobs/7/applications"`);
  });
});
