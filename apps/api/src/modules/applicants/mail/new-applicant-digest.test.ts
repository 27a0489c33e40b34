import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { newApplicantDigestMail } from './new-applicant-digest.tsx';

const ada = { name: 'Ada Lovelace', external: false, referred: true };

describe("the employer's new-applicant digest", () => {
  it('one job: its applicants by name and a button to its applications screen', async () => {
    const mail = await newApplicantDigestMail({
      to: 'boss@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Grace',
      jobs: [
        { jobId: 7, title: 'Welder', applicants: [ada, { name: 'Alan Turing', external: true, referred: false }] },
      ],
    });
    expectProductMail(mail, {
      subject: '2 new applicants on MainWork today',
      keySentence: '2 new applicants since your last digest, for Welder.',
    });
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain('Ada Lovelace (Instant Apply, through a referral share link)');
    expect(mail.text).toContain('Alan Turing (went to your own application link)');
    expect(mail.text).toContain(`See the applicants ${MAIL_PUBLIC_URL}/employers/my_business/jobs/7/applications`);
  });

  it('several jobs: grouped by job, ten names a job and a count of the rest, a button to the dashboard', async () => {
    const many = Array.from({ length: 12 }, (_, n) => ({
      name: `Candidate ${n + 1}`,
      external: false,
      referred: false,
    }));
    const mail = await newApplicantDigestMail({
      to: 'boss@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Grace',
      jobs: [
        { jobId: 7, title: 'Welder', applicants: many },
        { jobId: 8, title: 'Plumber', applicants: [ada] },
      ],
    });
    expectProductMail(mail, {
      subject: '13 new applicants on MainWork today',
      keySentence: '13 new applicants since your last digest, for 2 of your jobs.',
    });
    expect(mail.text).toContain('Candidate 10');
    expect(mail.text).not.toContain('Candidate 11');
    expect(mail.text).toContain('and 2 more');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/employers/my_business/jobs/8/applications"`);
    expect(mail.text).toContain(`Open your dashboard ${MAIL_PUBLIC_URL}/employers/dashboard`);
  });
});
