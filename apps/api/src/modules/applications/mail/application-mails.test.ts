import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { applicationReceivedMail } from './application-received.tsx';
import { referredApplicationMail } from './referred-application.tsx';

const job = { jobId: 42, jobTitle: 'Barista' };

describe('the e-mails an application sends', () => {
  it('application received: the employer reads who applied and how, with a button to the applicants', async () => {
    const mail = await applicationReceivedMail({
      to: 'owner@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Grace',
      ...job,
      applicantName: 'Ada Lovelace',
      external: false,
      referred: true,
    });
    expectProductMail(mail, {
      subject: 'Application received: Barista',
      keySentence: 'Ada Lovelace applied through MainWork Instant Apply for Barista.',
    });
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain('They came through a referral share link.');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/my_business/jobs/42/applications"`);

    const external = await applicationReceivedMail({
      to: 'owner@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Grace',
      ...job,
      applicantName: 'Grace Hopper',
      external: true,
      referred: false,
    });
    expect(external.text).toContain('Grace Hopper went on to apply through your own application link for Barista.');
    expect(external.text).not.toContain('referral share link');
  });

  it('referred application: the referrer learns that the share worked, not who applied', async () => {
    const mail = await referredApplicationMail({
      to: 'ref@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Sam',
      jobTitle: 'Barista',
    });
    expectProductMail(mail, {
      subject: 'Someone applied to Barista through your link',
      keySentence: 'Someone you shared Barista with has applied through your share link.',
    });
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/my_share_links`);
  });
});
