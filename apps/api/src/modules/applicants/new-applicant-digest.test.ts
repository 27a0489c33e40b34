import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { DEFAULT_NOTIFICATION_SETTINGS, type TNotificationSettings } from '@mainwork/contracts';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, newSignedInUser, signedInClient } from '../../testing/users.ts';
import { sendNewApplicantDigests } from './new-applicant-digest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

async function employerWith(settings: Partial<TNotificationSettings>, titles: string[]) {
  const employer = await newSignedInUser(t, { role: 'Employer' });
  const response = await employer.client
    .put('/api/v1/me/notification_settings')
    .send({ ...DEFAULT_NOTIFICATION_SETTINGS, ...settings });
  expect(response.status).toBe(200);
  const jobs = [];
  for (const title of titles) jobs.push(await createJob(t.db, { title, businessId: employer.user.businessId! }));
  return { ...employer, jobs };
}

async function apply(jobId: number, firstName: string): Promise<void> {
  const { client } = await newSignedInUser(t);
  const response = await sendForm(client.post(`/api/v1/jobs/${jobId}/applications`), {
    'application[first_name]': firstName,
    'application[last_name]': 'Candidate',
    'application[email]': `${firstName.toLowerCase()}@example.com`,
    'application[phone]': '6175550100',
  });
  expect(response.status).toBe(201);
}

async function mailsSentTo(email: string): Promise<ParsedMail[]> {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
}

const digest = (now = new Date()) =>
  sendNewApplicantDigests({ prisma: t.db.prisma, publicUrl: t.config.publicUrl }, now);

describe("the employer's daily digest of new applicants", () => {
  it('honours the choice: instant e-mails at once, the digest once a day listing each applicant once, nothing when off', async () => {
    const instant = await employerWith({}, ['Welder']);
    const daily = await employerWith({ new_applicants_delivery: 'daily_digest' }, ['Roofer', 'Glazier']);
    const off = await employerWith({ new_applicants: false, new_applicants_delivery: 'daily_digest' }, ['Plumber']);
    await apply(instant.jobs[0]!.id, 'Ada');
    await apply(daily.jobs[0]!.id, 'Grace');
    await apply(daily.jobs[0]!.id, 'Alan');
    await apply(daily.jobs[1]!.id, 'Edsger');
    await apply(off.jobs[0]!.id, 'Barbara');

    expect(await mailsSentTo(instant.user.email)).toHaveLength(1);
    expect(await mailsSentTo(daily.user.email)).toEqual([]);

    await digest();
    expect(await mailsSentTo(instant.user.email)).toHaveLength(1);
    expect(await mailsSentTo(off.user.email)).toEqual([]);
    const [mail, ...more] = await mailsSentTo(daily.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 new applicants on MainWork today');
    const roofer = mail!.text!.indexOf('Roofer');
    const glazier = mail!.text!.indexOf('Glazier');
    expect(roofer).toBeGreaterThan(-1);
    expect(glazier).toBeGreaterThan(-1);
    // Grouped by job: Roofer's two applicants under Roofer, Glazier's one under Glazier.
    const [first, second] = roofer < glazier ? [roofer, glazier] : [glazier, roofer];
    const under = (at: number, until: number) => mail!.text!.slice(at, until);
    const rooferPart = roofer < glazier ? under(first, second) : under(second, mail!.text!.length);
    expect(rooferPart).toContain('Grace Candidate');
    expect(rooferPart).toContain('Alan Candidate');
    expect(rooferPart).not.toContain('Edsger');
    expect(mail!.text).toContain(`${t.config.publicUrl}/employers/my_business/jobs/${daily.jobs[0]!.id}/applications`);
    expect(mail!.text).not.toContain('Ada');
    const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe')).toContain(`token=${daily.user.id}.new_applicants.`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The next run lists only what came after, and nothing at all when nothing did.
    await digest();
    expect(await mailsSentTo(daily.user.email)).toHaveLength(1);
    await apply(daily.jobs[1]!.id, 'Frances');
    await digest();
    const mails = await mailsSentTo(daily.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('1 new applicant on MainWork today');
    expect(mails[1]!.text).toContain('Frances Candidate');
    expect(mails[1]!.text).not.toContain('Grace');
    expect(mails[1]!.text).not.toContain('Edsger');
  });

  it('goes to each member of the team who chose it, owner or recruiter, listing each applicant once to each', async () => {
    const daily = await employerWith({ new_applicants_delivery: 'daily_digest' }, ['Welder']);
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: daily.user.businessId!,
      role: 'recruiter',
    });
    const recruiterClient = await signedInClient(t, recruiter);
    const chosen = await recruiterClient
      .put('/api/v1/me/notification_settings')
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants_delivery: 'daily_digest' });
    expect(chosen.status).toBe(200);
    await apply(daily.jobs[0]!.id, 'Hedy');

    await digest();
    for (const member of [daily.user, recruiter]) {
      const mails = await mailsSentTo(member.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['1 new applicant on MainWork today']);
      expect(mails[0]!.text).toContain('Hedy Candidate');
    }
    expect(
      await t.db.prisma.newApplicantDigestEntry.findMany({
        where: { application: { jobId: daily.jobs[0]!.id } },
        select: { userId: true },
        orderBy: { userId: 'asc' },
      }),
    ).toEqual([{ userId: daily.user.id }, { userId: recruiter.id }]);
    await digest();
    expect(await mailsSentTo(recruiter.email)).toHaveLength(1);
  });

  it('two workers running the same digest at once send it once', async () => {
    const daily = await employerWith({ new_applicants_delivery: 'daily_digest' }, ['Mason']);
    await apply(daily.jobs[0]!.id, 'Ada');
    const now = new Date();
    const sent = await Promise.all([digest(now), digest(now)]);
    expect(sent.filter((count) => count > 0)).toHaveLength(1);
    expect(await mailsSentTo(daily.user.email)).toHaveLength(1);
    expect(
      await t.db.prisma.newApplicantDigestEntry.count({ where: { application: { jobId: daily.jobs[0]!.id } } }),
    ).toBe(1);
  });

  it('turning new applicants off before the digest sends nothing', async () => {
    const daily = await employerWith({ new_applicants_delivery: 'daily_digest' }, ['Carpenter']);
    await apply(daily.jobs[0]!.id, 'Ada');
    const response = await daily.client
      .put('/api/v1/me/notification_settings')
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants: false, new_applicants_delivery: 'daily_digest' });
    expect(response.status).toBe(200);
    await digest();
    expect(await mailsSentTo(daily.user.email)).toEqual([]);
  });
});
