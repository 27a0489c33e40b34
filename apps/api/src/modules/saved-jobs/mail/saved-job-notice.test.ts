import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { savedJobNoticeMail } from './saved-job-notice.tsx';

const facts = {
  to: 'ada@example.com',
  firstName: 'Ada',
  publicUrl: MAIL_PUBLIC_URL,
  jobId: 7,
  jobTitle: 'Welder',
  businessName: 'Harbor Works',
};

describe('the saved-job notice to the candidate', () => {
  it('says by name when a saved job closes, with a link to the job and the saved jobs', async () => {
    const mail = await savedJobNoticeMail({ ...facts, closesAt: new Date('2026-12-03T15:00:00Z') });
    expectProductMail(mail, {
      subject: 'A job you saved closes soon: Welder',
      keySentence: 'Welder at Harbor Works, a job you saved, closes on December 3, 2026.',
    });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/jobs/7"`);
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/saved_jobs"`);
  });

  it('says that a saved job has closed, with a search for jobs like it, and greets without a name', async () => {
    const mail = await savedJobNoticeMail({ ...facts, firstName: null, closesAt: null });
    expectProductMail(mail, {
      subject: 'A job you saved has closed: Welder',
      keySentence: 'Welder at Harbor Works, a job you saved, has closed: it takes no more applications.',
    });
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/jobs?what_search_text=Welder"`);
  });
});
