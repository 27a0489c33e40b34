import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/documents.ts';
import { createJob } from '../../testing/jobs.ts';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { storeTestFile } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { APPLICANTS_CSV_HEADER } from './list-applicants.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let jobId: number;
let otherJobId: number;
const applicants: Record<string, { id: number; user: TestUser }> = {};

beforeAll(async () => {
  t = await startTestApp({ mail: true });
  owner = await createUser(t.db, { role: 'Employer', membership: false });
  other = await createUser(t.db, { role: 'Employer' });
  admin = await createUser(t.db, { role: 'Admin' });
  jobId = (await createJob(t.db, { businessId: owner.businessId!, title: 'Barista' })).id;
  otherJobId = (await createJob(t.db, { businessId: other.businessId!, title: 'Their barista' })).id;
  const referrer = await createUser(t.db);
  await t.db.prisma.user.update({ where: { id: referrer.id }, data: { firstName: 'Rita', lastName: 'Referrer' } });
  const anonymousReferrer = await createUser(t.db);
  await t.db.prisma.user.update({ where: { id: anonymousReferrer.id }, data: { firstName: null, lastName: null } });
  const share = await t.db.prisma.shareLink.create({ data: { key: 'applicants-share', userId: referrer.id, jobId } });
  const quietShare = await t.db.prisma.shareLink.create({
    data: { key: 'applicants-quiet', userId: anonymousReferrer.id, jobId },
  });
  const resume = await storeTestFile(t, {
    key: 'resumes/applicants/ada.pdf',
    bytes: pdfBytes(),
    filename: 'Ada Resume.pdf',
    contentType: 'application/pdf',
  });
  const add = async (
    name: string,
    data: {
      firstName: string;
      lastName: string;
      minutesAgo: number;
      shareLinkId?: number;
      resumeFileId?: number;
      comments?: string;
    },
  ) => {
    const user = await createUser(t.db);
    const application = await t.db.prisma.application.create({
      data: {
        userId: user.id,
        jobId,
        firstName: data.firstName,
        lastName: data.lastName,
        email: `${name}@example.com`,
        phone: '6175550100',
        createdAt: new Date(Date.now() - data.minutesAgo * 60_000),
        shareLinkId: data.shareLinkId ?? null,
        resumeFileId: data.resumeFileId ?? null,
        comments: data.comments ?? null,
      },
    });
    applicants[name] = { id: application.id, user };
  };
  await add('ada', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    minutesAgo: 1,
    shareLinkId: share.id,
    resumeFileId: resume.id,
  });
  await add('grace', { firstName: 'Grace', lastName: 'Hopper', minutesAgo: 2, shareLinkId: quietShare.id });
  await add('mallory', {
    firstName: '=HYPERLINK("http://evil.example")',
    lastName: '+1, "quoted"',
    minutesAgo: 3,
    comments: '@SUM(A1)\nsecond line',
  });
  const stranger = await createUser(t.db);
  applicants.stranger = {
    id: (await t.db.prisma.application.create({ data: { userId: stranger.id, jobId: otherJobId } })).id,
    user: stranger,
  };
});
afterAll(() => t.close());

const base = (job = jobId, business = owner.businessId) => `/api/v1/businesses/${business}/jobs/${job}/applications`;

describe('the applicants list', () => {
  it("names no referrer for an applicant through the employer's own share link or their own (no referral)", async () => {
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Own-link barista' });
    for (const [name, linkOf] of [
      ['via-owner', () => owner.id],
      ['via-self', (candidateId: number) => candidateId],
    ] as const) {
      const candidate = await createUser(t.db);
      const userId = linkOf(candidate.id);
      const link = await t.db.prisma.shareLink.create({ data: { key: `applicants-${name}`, userId, jobId: job.id } });
      await t.db.prisma.application.create({
        data: {
          userId: candidate.id,
          jobId: job.id,
          firstName: name,
          email: `${name}@example.com`,
          shareLinkId: link.id,
        },
      });
    }
    const response = await (await signedInClient(t, owner)).get(base(job.id));
    expect(response.status).toBe(200);
    expect(
      response.body.map((row: { first_name: string; referred_by: string | null }) => [row.first_name, row.referred_by]),
    ).toEqual([
      ['via-self', null],
      ['via-owner', null],
    ]);
  });

  it('lists applicants newest first with contact, applied at, referrer (name, e-mail or none), status and file links', async () => {
    const client = await signedInClient(t, owner);
    const response = await client.get(base());
    expect(response.status).toBe(200);
    expect(response.headers['total']).toBe('3');
    const [ada, grace, mallory] = response.body;
    expect(ada).toMatchObject({
      id: applicants.ada!.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '6175550100',
      referred_by: 'Rita Referrer',
      status: 'received',
      resume_filename: 'Ada Resume.pdf',
      resume_url: `/api/v1/applications/${applicants.ada!.id}/resume`,
      cover_letter_url: null,
    });
    expect(grace.referred_by).toMatch(/@example\.com$/);
    expect(mallory.referred_by).toBeNull();
    expect(mallory.resume_url).toBeNull();
  });

  it('searches by name and filters by status', async () => {
    const client = await signedInClient(t, owner);
    const names = async (query: string) =>
      (await client.get(`${base()}${query}`)).body.map((row: { first_name: string }) => row.first_name);
    expect(await names('?search=grace')).toEqual(['Grace']);
    expect(await names(`?search=${encodeURIComponent('ada lovelace')}`)).toEqual(['Ada']);
    expect(await names('?status=hired')).toEqual([]);
    expect(await names('?status=received')).toHaveLength(3);
    expect((await client.get(`${base()}?status=maybe`)).status).toBe(400);
  });

  it("lets the owner and admins download an applicant's resume, and nobody else", async () => {
    const path = `/api/v1/applications/${applicants.ada!.id}/resume`;
    expect((await (await signedInClient(t, owner)).get(path)).status).toBe(200);
    expect((await (await signedInClient(t, admin)).get(path)).status).toBe(200);
    expect((await (await signedInClient(t, other)).get(path)).status).toBe(404);
    expect((await (await signedInClient(t, await createUser(t.db))).get(path)).status).toBe(404);
  });

  it("shows another employer nothing of this job's applicants, whichever business id they put in the path", async () => {
    const client = await signedInClient(t, other);
    expect((await client.get(base())).status).toBe(404);
    expect((await client.get(base(jobId, other.businessId))).status).toBe(404);
    expect((await client.get(`${base()}.csv`)).status).toBe(404);
    const asOwner = await signedInClient(t, owner);
    // Nor can the owner reach another business's applicants through their own job's path.
    const foreign = await asOwner
      .patch(`${base()}/${applicants.stranger!.id}`)
      .send({ application: { status: 'reviewed' } });
    expect(foreign.status).toBe(404);
    const asAdmin = await signedInClient(t, admin);
    expect((await asAdmin.get(base(otherJobId, other.businessId))).body).toHaveLength(1);
  });
});

describe('changing statuses', () => {
  it('marks one applicant reviewed: the candidate sees it in My Applications, and no e-mail is queued', async () => {
    const client = await signedInClient(t, owner);
    const before = (await queuedJobs(t.db, 'mail.send')).length;
    const response = await client
      .patch(`${base()}/${applicants.grace!.id}`)
      .send({ application: { status: 'reviewed' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: applicants.grace!.id, status: 'reviewed' });
    expect((await queuedJobs(t.db, 'mail.send')).length).toBe(before);
    const candidate = await signedInClient(t, applicants.grace!.user);
    const mine = await candidate.get('/api/v1/me/applications');
    expect(mine.body[0]).toMatchObject({ job_id: jobId, status: 'reviewed' });
  });

  it('hires and turns down in bulk, all or none, e-mailing each candidate once', async () => {
    const client = await signedInClient(t, owner);
    const refused = await client
      .patch(base())
      .send({ application_ids: [applicants.ada!.id, applicants.stranger!.id], application: { status: 'hired' } });
    expect(refused.status).toBe(404);
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: applicants.ada!.id } })).status).toBe(
      'received',
    );

    const hired = await client
      .patch(base())
      .send({ application_ids: [applicants.ada!.id], application: { status: 'hired' } });
    expect(hired.status).toBe(200);
    expect(hired.body).toEqual([expect.objectContaining({ id: applicants.ada!.id, status: 'hired' })]);
    const hiredMail = await t.inbox!.waitFor(applicants.ada!.user.email);
    expect(hiredMail.subject).toBe('You have been hired: Barista');

    const declined = await client.patch(base()).send({
      application_ids: [applicants.grace!.id, applicants.mallory!.id],
      application: { status: 'not_selected', notify_candidate: true },
    });
    expect(declined.body.map((row: { status: string }) => row.status)).toEqual(['not_selected', 'not_selected']);
    const declinedMail = await t.inbox!.waitFor(applicants.grace!.user.email);
    expect(declinedMail.subject).toBe('An update on your application: Barista');
    expect(declinedMail.text).toContain('/my_applications');
    await waitForQueueToEmpty(t.db, 'mail.send');

    // The same decision again sends nothing more.
    await client.patch(base()).send({ application_ids: [applicants.ada!.id], application: { status: 'hired' } });
    expect(await queuedJobs(t.db, 'mail.send')).toEqual([]);
    const summary = await client.get(`/api/v1/businesses/${owner.businessId}/jobs/${jobId}/summary`);
    expect(summary.body.hires_count).toBe(1);
  });

  it('lets an admin change a status for any business, and keys validation errors by field', async () => {
    const asAdmin = await signedInClient(t, admin);
    const changed = await asAdmin
      .patch(`${base(otherJobId, other.businessId)}/${applicants.stranger!.id}`)
      .send({ application: { status: 'reviewed' } });
    expect(changed.status).toBe(200);
    const invalid = await asAdmin
      .patch(`${base(otherJobId, other.businessId)}/${applicants.stranger!.id}`)
      .send({ application: { status: 'shortlisted' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error)).toEqual(['status']);
    const asOther = await signedInClient(t, other);
    const hijack = await asOther
      .patch(`${base()}/${applicants.ada!.id}`)
      .send({ application: { status: 'not_selected' } });
    expect(hijack.status).toBe(404);
  });
});

describe('the CSV export', () => {
  /** Splits RFC 4180 CSV (every cell quoted, after a byte-order mark) into records of cells. */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let record: string[] = [];
    let cell = '';
    let index = text.startsWith('\uFEFF') ? 1 : 0;
    while (index < text.length) {
      if (text[index] === '"') {
        index++;
        for (;;) {
          if (text[index] === '"' && text[index + 1] === '"') {
            cell += '"';
            index += 2;
          } else if (text[index] === '"') {
            index++;
            break;
          } else cell += text[index++];
        }
      } else if (text[index] === ',') {
        record.push(cell);
        cell = '';
        index++;
      } else if (text.startsWith('\r\n', index)) {
        record.push(cell);
        records.push(record);
        record = [];
        cell = '';
        index += 2;
      } else throw new Error(`unquoted text at ${index}`);
    }
    return records;
  }

  it('is an attachment of every matching applicant, formula-safe and quoted', async () => {
    const client = await signedInClient(t, owner);
    const response = await client.get(`${base()}.csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="applicants-job-${jobId}.csv"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A byte-order mark first (the bytes EF BB BF).
    expect(response.text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(APPLICANTS_CSV_HEADER);
    // Each record read by the header's column names: a misnamed column has no value.
    const byColumn = (row: string[] | undefined) =>
      Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(rows).toHaveLength(3);
    const [ada, , mallory] = rows.map(byColumn);
    expect(ada).toEqual({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Phone: '6175550100',
      'Applied at (UTC)': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      'Referred by': 'Rita Referrer',
      Status: 'Hired',
      Resume: 'Ada Resume.pdf',
      'Cover letter': 'N/A',
      'Applied on the employer’s site': 'No',
      Comments: '',
    });
    expect(mallory).toMatchObject({
      'First name': `'=HYPERLINK("http://evil.example")`,
      'Last name': `'+1, "quoted"`,
      'Referred by': '',
      Comments: `'@SUM(A1)\nsecond line`,
    });
    expect(response.text).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it('takes the filters of the list, and streams long lists in batches', async () => {
    const client = await signedInClient(t, owner);
    const hired = parseCsv((await client.get(`${base()}.csv?status=hired`)).text);
    expect(hired.map((row) => row[0])).toEqual(['First name', 'Ada']);
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Busy job' });
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser(t.db)));
    await t.db.prisma.application.createMany({
      data: users.map((user, index) => ({
        userId: user.id,
        jobId: job.id,
        firstName: `Applicant ${index}`,
        // Half share one instant, so the batches' keyset must break ties by id.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index < 15 ? 0 : index)),
      })),
    });
    const csv = parseCsv((await client.get(`${base(job.id)}.csv`)).text);
    expect(csv).toHaveLength(31);
    expect(new Set(csv.slice(1).map((row) => row[0])).size).toBe(30);
  });
});
