import { describe, expect, it } from 'vitest';
import { jobAlertSearchPath } from '@mainwork/contracts';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { sampleJob } from '../../../testing/sample-job.ts';
import { jobAlertConfirmationMail } from './job-alert-confirmation.tsx';
import { jobAlertMail } from './job-alert.tsx';

const job = (id: number, title: string) => sampleJob({ id, title, description: '<p>Shoe horses.</p>' });

const search = { what_search_text: 'Farrier', where_search_text: '', radius: 25, filters: { job_type_id_eq: 3 } };

describe('the job alert e-mails', () => {
  it("the visitor's confirmation: the search in the product's words and the link that starts it", async () => {
    const link = `${MAIL_PUBLIC_URL}/job_alerts/confirm?token=7.abc`;
    const mail = await jobAlertConfirmationMail({
      to: 'v@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      link,
      search: 'Jobs near Boston, MA, Full-time',
    });
    expectProductMail(mail, {
      subject: 'Confirm your MainWork job alert',
      keySentence:
        'Someone, we hope you, asked for MainWork job alerts at this address, for a job search: Jobs near Boston, MA, Full-time.',
    });
    expect(mail.text).toContain(link);
    const unnamed = await jobAlertConfirmationMail({
      to: 'v@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      link,
      search: null,
    });
    expect(unnamed.text).toContain('asked for MainWork job alerts at this address, for a job search.');
  });

  it('the alert: each new job (title, business, place, its page) and the search for the rest', async () => {
    const jobs = Array.from({ length: 10 }, (_, n) => job(100 + n, `Farrier ${n + 1}`));
    const mail = await jobAlertMail({
      to: 'u@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: 'Ada',
      search: 'Farrier',
      searchPath: jobAlertSearchPath(search),
      jobs,
      moreJobs: 1,
      unsubscribeUrl: null,
    });
    expectProductMail(mail, {
      subject: '11 new jobs: Farrier',
      keySentence: '11 new jobs for your job alert "Farrier".',
    });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(`Farrier 1 ${MAIL_PUBLIC_URL}/jobs/100\n`);
    expect(mail.text).toContain('Harbor Stables · Remote');
    expect(mail.text).not.toContain('Farrier 11');
    expect(mail.text).toContain(
      `See 1 more new job ${MAIL_PUBLIC_URL}/jobs?what_search_text=Farrier&sort=date&filters%5Bjob_type_id_eq%5D=3`,
    );
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/job_alerts`);
  });

  it("a visitor's alert has its unsubscribe link in the body too, and no link to a signed-in page", async () => {
    const stop = `${MAIL_PUBLIC_URL}/api/v1/unsubscribe?token=alert-5.job_alerts.abc`;
    const mail = await jobAlertMail({
      to: 'v@example.com',
      publicUrl: MAIL_PUBLIC_URL,
      firstName: null,
      search: 'Farrier',
      searchPath: jobAlertSearchPath(search),
      jobs: [job(5, 'Farrier')],
      moreJobs: 0,
      unsubscribeUrl: stop,
    });
    expectProductMail(mail, { subject: '1 new job: Farrier', keySentence: '1 new job for your job alert "Farrier".' });
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('See this search');
    expect(mail.text).toContain(`Stop this job alert ${stop}`);
    expect(mail.text).not.toContain('/job_alerts');
  });
});
