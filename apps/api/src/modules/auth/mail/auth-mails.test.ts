import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { passwordResetMail } from './password-reset.tsx';
import { welcomeEmployerMail } from './welcome-employer.tsx';
import { welcomeHunterMail } from './welcome-hunter.tsx';

describe('the e-mails of signing up and signing in', () => {
  it('password reset: one button to the single-use link, whose address the text part shows whole', async () => {
    const link = `${MAIL_PUBLIC_URL}/reset_password?id=7&token=abc-DEF_123`;
    const mail = await passwordResetMail({ to: 'ada@example.com', publicUrl: MAIL_PUBLIC_URL, link });
    expectProductMail(mail, {
      subject: 'Reset your MainWork password',
      keySentence: 'Someone (hopefully you) asked to reset the password of your MainWork account.',
    });
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain(`Choose a new password ${link}\n`);
    expect(mail.text).toContain('The link works once and expires in one hour.');
  });

  it('welcome, Hunter: how to apply, how to share, and what a reward takes', async () => {
    const mail = await welcomeHunterMail({ to: 'hunter@example.com', publicUrl: MAIL_PUBLIC_URL });
    expectProductMail(mail, {
      subject: 'Welcome to MainWork',
      keySentence:
        'A referral reward is earned only after a confirmed hire attributed through your referral link and payment by the employer.',
    });
    expect(mail.text).toContain('apply with MainWork Instant Apply');
    expect(mail.text).toContain('they must apply using your link');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/jobs"`);
  });

  it('welcome, Employer: the membership, then posting, then paying only for a hire', async () => {
    const mail = await welcomeEmployerMail({
      to: 'boss@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      businessName: 'Acme',
    });
    expectProductMail(mail, {
      subject: 'Welcome to MainWork',
      keySentence: 'Welcome to MainWork: Acme can now post jobs with referral rewards',
    });
    expect(mail.text).toMatch(
      /1\. Become a member\.[\s\S]*2\. Post a job\.[\s\S]*3\. Close it when the opening is filled\./,
    );
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/membership_signup"`);
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/my_business/jobs/add"`);
  });
});
