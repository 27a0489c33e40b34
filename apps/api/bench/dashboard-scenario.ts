import type pg from 'pg';
import type { Config } from '../src/config.ts';
import type { Database } from '@mainwork/db';
import { createSession } from '../src/modules/auth/sessions.ts';

export const DASHBOARD_JOBS = 1_000;
export const DASHBOARD_CANDIDATES = 50;

type Case = { label: string; url: string; paths?: string[]; headers?: Record<string, string> };

/**
 * The employer dashboard of a busy business: 1,000 postings (some paused, closed or expired) and 50,000
 * applications (50 candidates applied to every posting, one in five through a share link, some hired),
 * counted by the triggers as they were written. The rows ask for the first page in each sort, a status
 * filter with a title search, a later page, and the totals.
 */
export async function dashboardCases(input: { database: Database; config: Config; api: string }): Promise<Case[]> {
  const { pool, prisma } = input.database;
  // A kept bench database (BENCH_KEEP_DATABASE) has the business from an earlier run.
  const kept = (
    await pool.query<{ owner_id: number; business_id: number }>(
      `SELECT u.id AS owner_id, b.id AS business_id FROM users u JOIN businesses b ON b."ownerId" = u.id
        WHERE u.email = 'bench-employer@mainwork.test'`,
    )
  ).rows[0];
  const { owner_id: ownerId, business_id: businessId } = kept ?? (await seedBusiness(pool));
  const { token } = await createSession(prisma, { userId: ownerId, policy: input.config.session });
  const headers = { cookie: `mw_session=${token}` };
  const jobs = `/api/v1/businesses/${businessId}/jobs`;
  return [
    {
      label: `GET /api/v1/businesses/:id/jobs (${DASHBOARD_JOBS.toLocaleString('en-US')} jobs, ${(
        DASHBOARD_JOBS * DASHBOARD_CANDIDATES
      ).toLocaleString('en-US')} applications; target p95 <= 50 ms)`,
      url: input.api,
      paths: [
        jobs,
        `${jobs}?sort=applications`,
        `${jobs}?sort=views&direction=asc`,
        `${jobs}?status=live&search=Engineer`,
        `${jobs}?page=17`,
      ],
      headers,
    },
    {
      label: 'GET /api/v1/businesses/:id/dashboard (totals)',
      url: `${input.api}/api/v1/businesses/${businessId}/dashboard`,
      headers,
    },
  ];
}

async function seedBusiness(pool: pg.Pool): Promise<{ owner_id: number; business_id: number }> {
  const [owner] = (
    await pool.query<{ id: number }>(
      `INSERT INTO users (email, "passwordHash", role, "updatedAt")
       VALUES ('bench-employer@mainwork.test', 'not-a-password', 'Employer', now()) RETURNING id`,
    )
  ).rows;
  const [business] = (
    await pool.query<{ id: number }>(
      `INSERT INTO businesses (name, "updatedAt") VALUES ('Bench Hiring Co', now()) RETURNING id`,
    )
  ).rows;
  await pool.query(
    `INSERT INTO business_members ("businessId", "userId", role, status, "joinedAt", "updatedAt")
     VALUES ($1, $2, 'owner', 'active', now(), now())`,
    [business!.id, owner!.id],
  );
  await seedDashboard(pool, business!.id);
  return { owner_id: owner!.id, business_id: business!.id };
}

async function seedDashboard(pool: pg.Pool, businessId: number): Promise<void> {
  await pool.query(
    `INSERT INTO jobs ("businessId", title, description, "applicationsPaused", active, "closedAt", "postedAt",
                       "expiresAt", "viewsCount", "updatedAt")
     SELECT $1, (ARRAY['Software Engineer', 'Line Cook', 'Barista', 'Store Manager', 'Nurse'])[1 + n % 5] || ' ' || n,
            '<p>A posting of the bench business.</p>', n % 10 = 1, n % 10 <> 2,
            CASE WHEN n % 10 = 2 THEN now() - interval '1 day' END,
            now() - n * interval '1 hour',
            now() + CASE WHEN n % 10 = 3 THEN interval '-1 day' ELSE interval '60 days' END,
            (n * 37) % 500, now()
       FROM generate_series(1, $2::int) AS n`,
    [businessId, DASHBOARD_JOBS],
  );
  await pool.query(
    `INSERT INTO users (email, "passwordHash", role, "firstName", "lastName", "updatedAt")
     SELECT 'bench-candidate-' || n || '@mainwork.test', 'not-a-password', 'Hunter', 'Candidate', 'Number ' || n, now()
       FROM generate_series(1, $1::int) AS n`,
    [DASHBOARD_CANDIDATES],
  );
  await pool.query(
    `INSERT INTO share_links (key, "userId", "jobId")
     SELECT 'bench-dashboard-' || j.id, u.id, j.id
       FROM jobs j, users u WHERE j."businessId" = $1 AND u.email = 'bench-candidate-1@mainwork.test'`,
    [businessId],
  );
  await pool.query(
    `INSERT INTO applications ("jobId", "userId", "shareLinkId", status, "firstName", "lastName", email, "createdAt", "updatedAt")
     SELECT j.id, u.id, CASE WHEN u.id % 5 = 0 THEN sl.id END,
            (CASE WHEN u.id % 25 = 0 THEN 'hired' WHEN u.id % 3 = 0 THEN 'reviewed' ELSE 'received' END)::"ApplicationStatus",
            u."firstName", u."lastName", u.email, now() - (u.id % 48) * interval '1 hour', now()
       FROM jobs j
       JOIN share_links sl ON sl."jobId" = j.id
       CROSS JOIN users u
      WHERE j."businessId" = $1 AND u.email LIKE 'bench-candidate-%'`,
    [businessId],
  );
  await pool.query('ANALYZE jobs; ANALYZE job_counters; ANALYZE applications');
}
