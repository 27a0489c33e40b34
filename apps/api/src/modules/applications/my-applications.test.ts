import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { storeTestFile } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('my applications', () => {
  it('lists the candidate’s applications, newest first, with status, job liveness, how many applied and the files sent', async () => {
    const business = await createBusiness(t.db, { name: 'Mine Co' });
    const open = await createJob(t.db, { businessId: business.id, title: 'Open job' });
    const closed = await createJob(t.db, { businessId: business.id, title: 'Closed job' });
    const candidate = await createUser(t.db);
    const rival = await createUser(t.db);
    const resume = await storeTestFile(t, {
      key: 'resumes/test/ada-resume.pdf',
      bytes: Buffer.from('%PDF-1.4 test'),
      filename: 'Ada Resume.pdf',
      contentType: 'application/pdf',
    });
    const older = await t.db.prisma.application.create({
      data: {
        userId: candidate.id,
        jobId: open.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '6175550100',
        status: 'reviewed',
        resumeFileId: resume.id,
        createdAt: new Date('2026-01-02T15:04:00Z'),
      },
    });
    await t.db.prisma.application.create({ data: { userId: rival.id, jobId: open.id } });
    const newer = await t.db.prisma.application.create({
      data: { userId: candidate.id, jobId: closed.id, external: true, createdAt: new Date('2026-02-01T09:00:00Z') },
    });
    await t.db.prisma.job.update({ where: { id: closed.id }, data: { active: false } });

    const client = await signedInClient(t, candidate);
    const response = await client.get('/api/v1/me/applications');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: newer.id,
        job_id: closed.id,
        job_title: 'Closed job',
        job_active: false,
        first_name: null,
        last_name: null,
        email: null,
        phone: null,
        created_at: '2026-02-01T09:00:00.000Z',
        applications_count: 1,
        status: 'received',
        external: true,
        resume_url: null,
        resume_filename: null,
        cover_letter_url: null,
        cover_letter_filename: null,
      },
      {
        id: older.id,
        job_id: open.id,
        job_title: 'Open job',
        job_active: true,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '6175550100',
        created_at: '2026-01-02T15:04:00.000Z',
        applications_count: 2,
        status: 'reviewed',
        external: false,
        resume_url: `/api/v1/applications/${older.id}/resume`,
        resume_filename: 'Ada Resume.pdf',
        cover_letter_url: null,
        cover_letter_filename: null,
      },
    ]);
    // The listed link is the one that hands the applicant their file.
    const download = await client.get(`/api/v1/applications/${older.id}/resume`);
    expect(download.status).toBe(200);
  });

  it('is empty for a new candidate and refused to employers and admins', async () => {
    const client = await signedInClient(t, await createUser(t.db));
    expect((await client.get('/api/v1/me/applications')).body).toEqual([]);
    for (const role of ['Employer', 'Admin'] as const) {
      const other = await signedInClient(t, await createUser(t.db, { role }));
      expect((await other.get('/api/v1/me/applications')).status).toBe(403);
    }
    expect((await t.client().get('/api/v1/me/applications')).status).toBe(401);
  });
});
