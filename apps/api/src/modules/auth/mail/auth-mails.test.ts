import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { EMAIL_CONFIRMATION_SUBJECT, emailConfirmationMail } from './email-confirmation.tsx';
import { passwordResetMail } from './password-reset.tsx';
import { welcomeEmployerMail } from './welcome-employer.tsx';
import { welcomeHunterMail } from './welcome-hunter.tsx';

describe('the e-mails of signing up and signing in', () => {
  it('password reset: one button to the single-use link, whose address the text part shows whole', async () => {
    const link = `${MAIL_PUBLIC_URL}/reset_password?id=7&token=abc-DEF_123`;
    const mail = await passwordResetMail({ to: 'ada@example.com', publicUrl: MAIL_PUBLIC_URL, firstName: 'Ada', link });
    expectProductMail(mail, {
      subject: 'Reset your MainWork password',
      keySentence: 'Someone (hopefully you) asked to reset the password of your MainWork account.',
    });
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain(`Choose a new password ${link}\n`);
    expect(mail.text).toContain('The link works once and expires in one hour.');
  });

  const confirmLink = `${MAIL_PUBLIC_URL}/confirm_email?token=abc-DEF_123`;

  it('welcome, Hunter: the link that confirms the address first, then how to apply, share and earn', async () => {
    const mail = await welcomeHunterMail({ to: 'hunter@example.com', publicUrl: MAIL_PUBLIC_URL, confirmLink });
    expectProductMail(mail, {
      subject: 'Welcome to MainWork',
      keySentence:
        'A referral reward is earned only after a confirmed hire attributed through your referral link and payment by the employer.',
    });
    expect(mail.text).toContain('apply with MainWork Instant Apply');
    expect(mail.text).toContain('they must apply using your link');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/jobs"`);
    expect(mail.text).toContain(`Confirm this address ${confirmLink}\n`);
    expect(mail.text).toContain('job alerts and other e-mails start only then');
  });

  it('welcome, Employer: the confirmation link, the membership, then posting, then paying only for a hire', async () => {
    const mail = await welcomeEmployerMail({ to: 'boss@example.com', publicUrl: MAIL_PUBLIC_URL, confirmLink });
    expectProductMail(mail, {
      subject: 'Welcome to MainWork',
      keySentence: 'Welcome to MainWork: your business can now post jobs with referral rewards',
    });
    expect(mail.text).toContain(`Confirm this address ${confirmLink}\n`);
    expect(mail.text).toMatch(
      /1\. Become a member\.[\s\S]*2\. Post a job\.[\s\S]*3\. Close it when the opening is filled\./,
    );
    // Decision 049: the reward is billed only when a referral link led to the hire.
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      'the platform fee appears on your next invoice, with the reward added when a referral link led to the hire',
    );
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/membership_signup"`);
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/my_business/jobs/add"`);
  });

  it('e-mail confirmation: product words only, one button, and what happens if it was not you', async () => {
    for (const purpose of ['change', 'own'] as const) {
      const mail = await emailConfirmationMail({
        to: 'new@example.com',
        publicUrl: MAIL_PUBLIC_URL,
        link: confirmLink,
        purpose,
      });
      expectProductMail(mail, {
        subject: EMAIL_CONFIRMATION_SUBJECT,
        keySentence: 'The link works once and expires in 24 hours.',
      });
      expect(mail.text).toContain(`Confirm this address ${confirmLink}\n`);
      expect(mail.text).toContain('If it was not you, ignore this e-mail: nothing changes and nothing more is sent.');
    }
  });
});
