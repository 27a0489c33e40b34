import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { INCOMPLETE_LINK_MESSAGE } from '@mainwork/contracts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';
import { EXTEND_LINK_MESSAGES, extendToken as signedToken, sendExpiryReminders } from './posting-expiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function postingExpiringIn(days: number, title: string) {
  const employer = await createUser(t.db, { role: 'Employer' });
  const job = await createJob(t.db, { title, businessId: employer.businessId! });
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await t.db.prisma.job.update({ where: { id: job.id }, data: { expiresAt } });
  return { employer, job, expiresAt };
}

async function mailsSentTo(email: string): Promise<ParsedMail[]> {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
}

const remind = (now = new Date()) => sendExpiryReminders({ prisma: t.db.prisma, publicUrl: t.config.publicUrl }, now);

/** The token of the mail's 'Extend 30 days' link, which opens the web page that sends the POST. */
function extendToken(mail: ParsedMail): string {
  const link = new RegExp(`Extend 30 days (${t.config.publicUrl}/employers/extend_posting\\?token=\\S+)`).exec(
    mail.text ?? '',
  )?.[1];
  if (!link) throw new Error(`no extend link in ${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

const extend = (token: string) => t.client().post(`/api/v1/job_extensions?token=${encodeURIComponent(token)}`);

describe('the expiry reminder', () => {
  it('goes once, three days before the posting expires, transactional and with the extend link', async () => {
    const soon = await postingExpiringIn(2.5, 'Welder');
    const later = await postingExpiringIn(5, 'Roofer');

    expect(await remind()).toBeGreaterThanOrEqual(1);
    expect(await remind()).toBe(0);
    const [mail, ...more] = await mailsSentTo(soon.employer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your posting expires in 3 days: Welder');
    expect(mail!.headerLines.some((line) => line.key.startsWith('list-unsubscribe'))).toBe(false);
    expect(extendToken(mail!)).toMatch(new RegExp(`^${soon.job.id}\\.${soon.expiresAt.getTime()}\\.`));
    expect(await mailsSentTo(later.employer.email)).toEqual([]);
  });

  it('goes even to an employer who turned every notification off', async () => {
    const { employer } = await postingExpiringIn(1, 'Glazier');
    await t.db.prisma.notificationSettings.create({
      data: {
        userId: employer.id,
        newApplicants: false,
        jobAlerts: false,
        applicationUpdates: false,
        referralUpdates: false,
      },
    });
    await remind();
    expect(await mailsSentTo(employer.email)).toHaveLength(1);
  });

  it('does not go to an employer whose account was deactivated', async () => {
    const { employer } = await postingExpiringIn(1, 'Cooper');
    await t.db.prisma.user.update({ where: { id: employer.id }, data: { deactivatedAt: new Date() } });
    await remind();
    expect(await mailsSentTo(employer.email)).toEqual([]);
  });
});

describe("the reminder's 'Extend 30 days' link", () => {
  it('extends the posting by 30 days once; a second use is refused with a message, and nothing changes', async () => {
    const { employer, job, expiresAt } = await postingExpiringIn(2, 'Plumber');
    await remind();
    const token = extendToken((await mailsSentTo(employer.email))[0]!);

    const first = await extend(token);
    expect(first.status).toBe(200);
    const extended = new Date(expiresAt.getTime() + 30 * DAY_MS);
    expect(first.body).toEqual({
      message: expect.stringContaining('Plumber stays open until'),
      expires_at: extended.toISOString(),
    });
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).expiresAt).toEqual(extended);

    const second = await extend(token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: EXTEND_LINK_MESSAGES.used });
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).expiresAt).toEqual(extended);
  });

  it('two clicks at once extend once', async () => {
    const { employer, job, expiresAt } = await postingExpiringIn(2, 'Mason');
    await remind();
    const token = extendToken((await mailsSentTo(employer.email))[0]!);
    const answers = await Promise.all([extend(token), extend(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).expiresAt).toEqual(
      new Date(expiresAt.getTime() + 30 * DAY_MS),
    );
  });

  it('refuses a forged, altered or malformed token (400, the error shape) and changes nothing', async () => {
    const { employer, job, expiresAt } = await postingExpiringIn(2, 'Carpenter');
    await remind();
    const token = extendToken((await mailsSentTo(employer.email))[0]!);
    const [id, at, mac] = token.split('.');
    const forged = [
      `${id}.${at}.${'A'.repeat(43)}`,
      `${id}.${Number(at) + 1}.${mac}`,
      `${Number(id) + 1}.${at}.${mac}`,
      'not-a-token',
      `${id}.99999999999999999.${mac}`,
    ];
    for (const bad of forged) {
      const response = await extend(bad);
      expect(response.status, bad).toBe(400);
      expect(response.body).toEqual({ error: EXTEND_LINK_MESSAGES.invalid });
    }
    const incomplete = await extend('');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toEqual({ error: INCOMPLETE_LINK_MESSAGE });
    const noToken = await t.client().post('/api/v1/job_extensions');
    expect(noToken.body).toEqual({ error: INCOMPLETE_LINK_MESSAGE });
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).expiresAt).toEqual(expiresAt);
  });

  it('refuses the link once the posting it was for has expired', async () => {
    const { employer, job, expiresAt } = await postingExpiringIn(1, 'Farrier');
    await remind();
    const token = extendToken((await mailsSentTo(employer.email))[0]!);
    const past = new Date(Date.now() - 60_000);
    await t.db.prisma.jobExpiryReminder.update({
      where: { jobId_expiresAt: { jobId: job.id, expiresAt } },
      data: { expiresAt: past },
    });
    // The token names the reminder's expiry; a reminder whose expiry has passed refuses it.
    const response = await extend(token);
    expect(response.status).toBe(400);
    const signed = await t.db.prisma.jobExpiryReminder.findUniqueOrThrow({
      where: { jobId_expiresAt: { jobId: job.id, expiresAt: past } },
    });
    const expired = await extend(signedToken(signed));
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ error: EXTEND_LINK_MESSAGES.expired });
  });

  it('a posting already extended gets a fresh reminder before its new expiry, whose link works once more', async () => {
    const { employer, job, expiresAt } = await postingExpiringIn(2, 'Baker');
    await remind();
    const first = extendToken((await mailsSentTo(employer.email))[0]!);
    expect((await extend(first)).status).toBe(200);
    const extended = new Date(expiresAt.getTime() + 30 * DAY_MS);

    // Not before three days ahead of the new expiry.
    await remind(new Date(extended.getTime() - 4 * DAY_MS));
    expect(await mailsSentTo(employer.email)).toHaveLength(1);
    await remind(new Date(extended.getTime() - 2 * DAY_MS));
    const mails = await mailsSentTo(employer.email);
    expect(mails).toHaveLength(2);
    const second = extendToken(mails[1]!);
    expect(second).not.toBe(first);
    expect((await extend(second)).status).toBe(200);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).expiresAt).toEqual(
      new Date(extended.getTime() + 30 * DAY_MS),
    );
  });
});
