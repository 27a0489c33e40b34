import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { upload, docxBytes, pdfBytes } from '../../testing/documents.ts';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { filesInStorage } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, newSignedInUser, PNG_BYTES, signedInClient } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

/** A fresh employer with one job, so each case reads its own e-mail. */
async function employerJob(
  options: Omit<Parameters<typeof createJob>[1], 'businessId' | 'title'> & { title?: string } = {},
) {
  const employer = await createUser(t.db, { role: 'Employer' });
  const job = await createJob(t.db, { title: 'Line Cook', ...options, businessId: employer.businessId! });
  return { employer, job };
}

const contact = {
  'application[first_name]': 'Ada',
  'application[last_name]': 'Lovelace',
  'application[email]': 'Ada@Example.com',
  'application[phone]': '(617)-555-0100',
};

const applyPath = (jobId: number | string, key?: string) =>
  `/api/v1/jobs/${jobId}/applications${key ? `?key=${encodeURIComponent(key)}` : ''}`;

/** The mail delivered to `email` once every queued mail has been sent. */
const mailsSentTo = async (email: string) => {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
};

describe('Instant Apply', () => {
  it('applies with the contact fields alone when the job needs no files, and e-mails the employer', async () => {
    const { employer, job } = await employerJob({ title: 'Barista' });
    const { user, client } = await newSignedInUser(t);
    const response = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[comments]': 'Mornings.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      job_id: job.id,
      external: false,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '6175550100',
      comments: 'Mornings.',
      resume_url: null,
      cover_letter_url: null,
      status: 'received',
    });
    expect(await t.db.prisma.application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
    const mail = await t.inbox!.waitFor(employer.email);
    expect(mail.subject).toBe('Application received: Barista');
    expect(mail.text).toContain('\n\nHi Test,\n\n');
    expect(mail.text).toContain('Ada Lovelace applied through MainWork Instant Apply for Barista.');
    expect(mail.text).toContain(`/employers/my_business/jobs/${job.id}/applications`);
  });

  it('takes a resume and a cover letter judged by their content, whatever their names say, and keeps them private', async () => {
    const { job } = await employerJob();
    const { client } = await newSignedInUser(t);
    const response = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(pdfBytes(), 'my resume.txt', 'text/plain'),
      'application[cover_letter]': upload(docxBytes(), 'letter', 'application/octet-stream'),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      resume_url: `/api/v1/applications/${response.body.id}/resume`,
      resume_filename: 'my resume.pdf',
      cover_letter_url: `/api/v1/applications/${response.body.id}/cover_letter`,
      cover_letter_filename: 'letter.docx',
    });
    const application = await t.db.prisma.application.findUniqueOrThrow({
      where: { id: response.body.id },
      include: { resume: true, coverLetter: true },
    });
    expect(application.resume).toMatchObject({ contentType: 'application/pdf', public: false });
    expect(application.coverLetter).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      public: false,
    });
    expect(application.resume!.storageKey).toMatch(/^resumes\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
  });

  it('requires a resume and a cover letter only when the job says so', async () => {
    const { job } = await employerJob({ requireResume: true, requireCoverLetter: true });
    const { client } = await newSignedInUser(t);
    const missing = await sendForm(client.post(applyPath(job.id)), contact);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error: { resume: ['Choose a resume file.'], cover_letter: ['Choose a cover letter file.'] },
    });
    const onlyResume = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(pdfBytes(), 'cv.pdf'),
    });
    expect(onlyResume.body).toEqual({ error: { cover_letter: ['Choose a cover letter file.'] } });
    const complete = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(pdfBytes(), 'cv.pdf'),
      'application[cover_letter]': upload(pdfBytes(), 'letter.pdf'),
    });
    expect(complete.status).toBe(201);
  });

  it('reports each missing or invalid contact field under its own key', async () => {
    const { job } = await employerJob();
    const { client } = await newSignedInUser(t);
    const blank = await sendForm(client.post(applyPath(job.id)), { 'application[first_name]': '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      error: {
        first_name: ['Enter a first name.'],
        last_name: ['Enter a last name.'],
        email: ['Enter an e-mail address.'],
        phone: ['Enter a phone number.'],
      },
    });
    const invalid = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[email]': 'ada-at-example',
      'application[phone]': '555-0100',
    });
    expect(invalid.body).toEqual({
      error: {
        email: ['Enter an e-mail address like name@example.com.'],
        phone: ['Enter a phone number with 10 digits.'],
      },
    });
  });

  it('refuses files that are not PDF or Word by content, or over 5 MB, and stores nothing', async () => {
    const { job } = await employerJob();
    const { user, client } = await newSignedInUser(t);
    const before = await filesInStorage(t);
    const image = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(PNG_BYTES, 'resume.pdf', 'application/pdf'),
    });
    expect(image.status).toBe(422);
    expect(image.body).toEqual({ error: { resume: ['The resume must be a PDF or Word (.docx) document.'] } });
    const script = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[cover_letter]': upload(Buffer.from('#!/bin/sh\necho hi\n'), 'letter.docx'),
    });
    expect(script.body).toEqual({
      error: { cover_letter: ['The cover letter must be a PDF or Word (.docx) document.'] },
    });
    const huge = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(pdfBytes(5 * 1024 * 1024 + 1), 'resume.pdf'),
    });
    expect(huge.status).toBe(422);
    expect(huge.body).toEqual({ error: { resume: ['Choose a resume file of 5 MB or less.'] } });
    expect(await filesInStorage(t)).toEqual(before);
    expect(await t.db.prisma.application.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers 5,000-character fields with field errors, never a 5xx', async () => {
    const { job } = await employerJob();
    const { client } = await newSignedInUser(t);
    const long = 'x'.repeat(5_000);
    const tooLong = await sendForm(client.post(applyPath(job.id)), {
      'application[first_name]': long,
      'application[last_name]': long,
      'application[email]': `${long}@example.com`,
      'application[phone]': '6'.repeat(5_000),
      'application[comments]': `${long}!`,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({
      error: {
        first_name: ['First name must be 100 characters or fewer.'],
        last_name: ['Last name must be 100 characters or fewer.'],
        email: ['Enter an e-mail address like name@example.com.'],
        phone: ['Enter a phone number with 10 digits.'],
        comments: ['Comments must be 5000 characters or fewer.'],
      },
    });
    const longComments = await sendForm(client.post(applyPath(job.id)), { ...contact, 'application[comments]': long });
    expect(longComments.status).toBe(201);
  });
});

describe('jobs that cannot be applied to', () => {
  it('refuses paused, closed and unknown jobs under error.job, and bad ids as bad requests', async () => {
    const { job: paused } = await employerJob({ applicationsPaused: true });
    const { job: closed } = await employerJob({ active: false });
    const { client } = await newSignedInUser(t);
    const onPaused = await sendForm(client.post(applyPath(paused.id)), contact);
    expect(onPaused.status).toBe(422);
    expect(onPaused.body).toEqual({ error: { job: ['Not currently accepting new applications'] } });
    const onClosed = await sendForm(client.post(applyPath(closed.id)), contact);
    expect(onClosed.status).toBe(422);
    expect(onClosed.body).toEqual({ error: { job: ["We are sorry. That job doesn't seem to exist."] } });
    const unknown = await sendForm(client.post(applyPath(2_000_000_000)), contact);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { job: ["We are sorry. That job doesn't seem to exist."] } });
    for (const id of ['abc', '1.5', '-3', '99999999999']) {
      const response = await sendForm(client.post(applyPath(id)), contact);
      expect(response.status, id).toBe(400);
    }
  });

  it('lets only candidates apply', async () => {
    const { job } = await employerJob();
    expect((await sendForm(t.client().post(applyPath(job.id)), contact)).status).toBe(401);
    for (const role of ['Employer', 'Admin'] as const) {
      const { client } = await newSignedInUser(t, { role });
      const response = await sendForm(client.post(applyPath(job.id)), contact);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'Create a candidate profile to apply to jobs.' });
    }
  });
});

describe('one application per candidate and job', () => {
  it('answers a second application with 409 and keeps none of its files', async () => {
    const { job } = await employerJob();
    const { user, client } = await newSignedInUser(t);
    expect((await sendForm(client.post(applyPath(job.id)), contact)).status).toBe(201);
    const before = await filesInStorage(t);
    const again = await sendForm(client.post(applyPath(job.id)), {
      ...contact,
      'application[resume]': upload(pdfBytes(), 'cv.pdf'),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { job: ['You have already applied to this job.'] } });
    expect(await filesInStorage(t)).toEqual(before);
    expect(await t.db.prisma.application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
  });

  it('makes exactly one application of 20 identical submits at once, with no 5xx and no stray files', async () => {
    const { employer, job } = await employerJob();
    const { user, client } = await newSignedInUser(t);
    const before = await filesInStorage(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendForm(client.post(applyPath(job.id)), {
          ...contact,
          'application[resume]': upload(pdfBytes(50_000), 'cv.pdf'),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await t.db.prisma.application.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
    const after = await filesInStorage(t);
    expect(after.filter((file) => !before.includes(file))).toHaveLength(1);
    expect(await t.db.prisma.storedFile.count({ where: { applicationResumes: { some: { jobId: job.id } } } })).toBe(1);
    expect(await mailsSentTo(employer.email)).toHaveLength(1);
  });
});

describe('external apply (the employer’s own application link)', () => {
  it('records the click as an application with the candidate’s profile, once', async () => {
    const { employer, job } = await employerJob({
      title: 'Welder',
      useMwApply: false,
      atsLink: 'https://careers.example.com/welder',
    });
    const { user, client } = await newSignedInUser(t);
    const response = await client.post(applyPath(job.id)).send({ application: {} });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      job_id: job.id,
      external: true,
      first_name: 'Test',
      last_name: 'Hunter',
      email: user.email,
      resume_url: null,
    });
    const mail = await t.inbox!.waitFor(employer.email);
    expect(mail.text).toContain('went on to apply through your own application link for Welder.');
    expect((await client.post(applyPath(job.id)).send({ application: {} })).status).toBe(409);
  });

  it('is refused for a job without a link of its own, as the form is for a job without Instant Apply', async () => {
    const { job: instantOnly } = await employerJob();
    const { job: linkOnly } = await employerJob({ useMwApply: false, atsLink: 'https://careers.example.com/x' });
    const { client } = await newSignedInUser(t);
    const external = await client.post(applyPath(instantOnly.id)).send({ application: {} });
    expect(external.status).toBe(422);
    expect(external.body).toEqual({ error: { job: ['This job takes applications through Instant Apply only.'] } });
    const instant = await sendForm(client.post(applyPath(linkOnly.id)), contact);
    expect(instant.status).toBe(422);
    expect(instant.body).toEqual({ error: { job: ['This job takes applications on the employer’s own site.'] } });
  });

  it('answers a malformed body with the error shape, not a 5xx', async () => {
    const { job } = await employerJob({ atsLink: 'https://careers.example.com/y' });
    const { client } = await newSignedInUser(t);
    const wrongType = await client.post(applyPath(job.id)).send({ application: { first_name: 5 } });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.error)).toEqual(['first_name']);
    const notJson = await client.post(applyPath(job.id)).set('content-type', 'application/json');
    expect(notJson.status).toBeLessThan(500);
  });
});

describe('referrals', () => {
  async function shareKey(client: Agent, jobId: number): Promise<string> {
    const response = await client.get(`/api/v1/jobs/${jobId}/share_link_key`);
    expect(response.status).toBe(200);
    return response.body.share_link_key as string;
  }

  it('attributes an application to the share link followed and e-mails the referrer without naming the candidate', async () => {
    const { employer, job } = await employerJob({ title: 'Baker' });
    const referrer = await newSignedInUser(t);
    const key = await shareKey(referrer.client, job.id);
    const { client } = await newSignedInUser(t);
    const response = await sendForm(client.post(applyPath(job.id, key)), contact);
    expect(response.status).toBe(201);
    const application = await t.db.prisma.application.findUniqueOrThrow({
      where: { id: response.body.id },
      include: { shareLink: true },
    });
    expect(application.shareLink).toMatchObject({ key, userId: referrer.user.id });

    const mail = await t.inbox!.waitFor(referrer.user.email);
    expect(mail.subject).toBe('Someone applied to Baker through your link');
    expect(mail.text).toContain('\n\nHi Test,\n\n');
    expect(mail.text).not.toContain('Ada');
    expect(mail.text).toContain('/my_share_links');
    expect((await t.inbox!.waitFor(employer.email)).text).toContain('They came through a referral share link.');
    const links = (await referrer.client.get('/api/v1/me/share_links')).body;
    expect(links).toEqual([expect.objectContaining({ job_id: job.id, applications_count: 1, share_link_key: key })]);
  });

  it('never attributes a referrer’s own application through their own link', async () => {
    const { job } = await employerJob();
    const referrer = await newSignedInUser(t);
    const key = await shareKey(referrer.client, job.id);
    const response = await sendForm(referrer.client.post(applyPath(job.id, key)), contact);
    expect(response.status).toBe(201);
    const application = await t.db.prisma.application.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(application.shareLinkId).toBeNull();
    // Their own thanks for applying, and no referral e-mail.
    expect((await mailsSentTo(referrer.user.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Thanks for applying: /),
    ]);
  });

  it("keeps the employer's own link but makes no referral of it: no referrer e-mail, no 'referral' for the employer", async () => {
    const { employer, job } = await employerJob({ title: 'Pastry Chef' });
    const owner = await signedInClient(t, employer);
    const key = await shareKey(owner, job.id);
    const { client } = await newSignedInUser(t);
    const response = await sendForm(client.post(applyPath(job.id, key)), contact);
    expect(response.status).toBe(201);
    const application = await t.db.prisma.application.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(application).toMatchObject({ shareLinkId: expect.any(Number), referrerId: null });
    const mails = await mailsSentTo(employer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain('through your link');
    expect(mails[0]!.text).not.toContain('referral share link');
  });

  it('ignores an unknown key, or the key of another job, and applies all the same', async () => {
    const { job } = await employerJob();
    const { job: otherJob } = await employerJob();
    const referrer = await newSignedInUser(t);
    const otherKey = await shareKey(referrer.client, otherJob.id);
    for (const key of ['no-such-key', otherKey, 'not a key at all!', 'k'.repeat(5_000)]) {
      const { client } = await newSignedInUser(t);
      const response = await sendForm(client.post(applyPath(job.id, key)), contact);
      expect(response.status, key).toBe(201);
      const application = await t.db.prisma.application.findUniqueOrThrow({ where: { id: response.body.id } });
      expect(application.shareLinkId).toBeNull();
    }
  });

  it('attributes an external apply like any other', async () => {
    const { job } = await employerJob({ atsLink: 'https://careers.example.com/z' });
    const referrer = await newSignedInUser(t);
    const key = await shareKey(referrer.client, job.id);
    const { client } = await newSignedInUser(t);
    const response = await client.post(applyPath(job.id, key)).send({ application: {} });
    expect(response.status).toBe(201);
    const application = await t.db.prisma.application.findUniqueOrThrow({
      where: { id: response.body.id },
      include: { shareLink: true },
    });
    expect(application).toMatchObject({ external: true, shareLink: { key } });
  });
});
