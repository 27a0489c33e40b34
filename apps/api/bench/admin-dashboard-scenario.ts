import type pg from 'pg';
import type { Database } from '@mainwork/db';
import type { Config } from '../src/config.ts';
import { dashboardRange, type DashboardRange } from '../src/modules/admin-dashboard/dashboard-range.ts';
import { createSession } from '../src/modules/auth/sessions.ts';

type Case = { label: string; url: string; paths?: string[]; headers?: Record<string, string> };

export const ADMIN_DASHBOARD_APPLICATIONS = 300_000;

/** The ranges measured: the screen's default, and a year. */
export function adminDashboardRanges(now = new Date()): Record<string, DashboardRange> {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  return {
    'the default 12 weeks': dashboardRange({}, now),
    'a year': dashboardRange({ from: yearAgo }, now),
  };
}

/**
 * A year of activity over the generated jobs (`jobCount` of them), where every figure of the admin
 * dashboard can be broken down: nine businesses in ten have a region of their own, half are members of one
 * of 100 organizations (in regions too), each has an employer who owns it, and 100,000 Hunters signed up
 * over the year, applied 300,000 times (one in ten through a share link), viewed share links 200,000 times
 * and came through affiliate links. Written as the product writes them, so the triggers count them.
 */
export async function seedAdminDashboardActivity(
  pool: pg.Pool,
  jobCount: number,
  log: (line: string) => void,
): Promise<void> {
  const steps: Array<[string, string]> = [
    [
      'regions',
      `INSERT INTO regions (name, "updatedAt") SELECT 'Bench region ' || g, now() FROM generate_series(1, 20) g`,
    ],
    [
      'organizations',
      `INSERT INTO organizations (name, "regionId", "updatedAt")
       SELECT 'Bench organization ' || g, (SELECT min(id) FROM regions) + g % 20, now() FROM generate_series(1, 100) g`,
    ],
    [
      'business regions',
      `UPDATE businesses SET "regionId" = (SELECT min(id) FROM regions) + id % 20
        WHERE tagline = 'Hiring in our community' AND id % 10 <> 0`,
    ],
    [
      'organization members',
      `INSERT INTO organization_businesses ("organizationId", "businessId")
       SELECT (SELECT min(id) FROM organizations WHERE name LIKE 'Bench organization %') + id % 100, id
         FROM businesses WHERE tagline = 'Hiring in our community' AND id % 2 = 0`,
    ],
    [
      'employers',
      `WITH owners AS (
         INSERT INTO users (email, "passwordHash", role, "createdAt", "updatedAt")
         SELECT 'bench-owner-' || id || '@mainwork.test', 'not-a-password', 'Employer',
                now() - (id % 365) * interval '1 day', now()
           FROM businesses WHERE tagline = 'Hiring in our community' AND "ownerId" IS NULL
         RETURNING id, email)
       INSERT INTO business_members ("businessId", "userId", role, status, "joinedAt", "updatedAt")
       SELECT b.id, o.id, 'owner', 'active', now(), now()
         FROM owners o JOIN businesses b ON o.email = 'bench-owner-' || b.id || '@mainwork.test'`,
    ],
    [
      'hunters',
      `INSERT INTO users (email, "passwordHash", role, "createdAt", "updatedAt")
       SELECT 'bench-hunter-' || g || '@mainwork.test', 'not-a-password', 'Hunter',
              now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour', now()
         FROM generate_series(1, 100000) g`,
    ],
    [
      'organization admins',
      `INSERT INTO organization_admins ("organizationId", "userId")
       SELECT o.id, u.id FROM organizations o JOIN users u ON u.email = 'bench-hunter-' || o.id || '@mainwork.test'`,
    ],
    [
      'share links',
      `INSERT INTO share_links (key, "userId", "jobId")
       SELECT 'bench-admin-' || j.id, (SELECT min(id) FROM users WHERE email LIKE 'bench-hunter-%'), j.id
         FROM generate_series(1, 30000) g
         JOIN jobs j ON j.id = (SELECT min(id) FROM jobs) + (g::bigint * 10 * 7919) % ${jobCount}
       ON CONFLICT DO NOTHING`,
    ],
    [
      'applications',
      `INSERT INTO applications ("jobId", "userId", "shareLinkId", status, "firstName", "lastName", email, "createdAt", "updatedAt")
       SELECT j.id, u.id, s.id, 'received', 'Bench', 'Applicant', u.email,
              now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour', now()
         FROM generate_series(1, ${ADMIN_DASHBOARD_APPLICATIONS}) g
         JOIN jobs j ON j.id = (SELECT min(id) FROM jobs) + (g::bigint * 7919) % ${jobCount}
         JOIN users u ON u.email = 'bench-hunter-' || (1 + g % 100000) || '@mainwork.test'
         LEFT JOIN share_links s ON s."jobId" = j.id AND s.key LIKE 'bench-admin-%' AND g % 10 = 0
       ON CONFLICT DO NOTHING`,
    ],
    [
      'share-link views',
      `INSERT INTO share_link_views ("shareLinkId", signature, "createdAt")
       SELECT s.id, 'bench-' || g, now() - (g % 365) * interval '1 day'
         FROM generate_series(1, 200000) g
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM share_links WHERE key LIKE 'bench-admin-%') s
           ON s.n = 1 + g % (SELECT count(*) FROM share_links WHERE key LIKE 'bench-admin-%')`,
    ],
    [
      'affiliate events',
      `WITH link AS (
         INSERT INTO affiliate_links (name, key, "updatedAt") VALUES ('Bench', 'bench-admin-link', now()) RETURNING id)
       INSERT INTO affiliate_link_events ("affiliateLinkId", type, signature, "userId", attributed, "createdAt")
       SELECT link.id, CASE WHEN g % 10 = 0 THEN 'SignUp' ELSE 'View' END::"AffiliateLinkEventType", 'bench-' || g,
              CASE WHEN g % 10 = 0 THEN u.id END, CASE WHEN g % 10 = 0 THEN g % 20 = 0 END,
              now() - (g % 365) * interval '1 day'
         FROM link, generate_series(1, 50000) g
         LEFT JOIN users u ON u.email = 'bench-hunter-' || g || '@mainwork.test'`,
    ],
    // As autovacuum would leave tables loaded long ago; left to it, it runs in the middle of the measurements.
    ['analyze', 'VACUUM (ANALYZE)'],
  ];
  for (const [label, text] of steps) {
    const started = Date.now();
    await pool.query(text);
    log(`  ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}

/**
 * The admin dashboard over that year of activity, as an admin: the default 12 weeks and a year, each with
 * the breakdown by organization and region.
 */
export async function adminDashboardCases(input: { database: Database; config: Config; api: string }): Promise<Case[]> {
  const admin = await input.database.prisma.user.findFirstOrThrow({ where: { email: 'admin@mainwork.test' } });
  const { token } = await createSession(input.database.prisma, { userId: admin.id, policy: input.config.session });
  return [
    {
      label: `GET /api/v1/admin/dashboard (12 weeks and a year of ${ADMIN_DASHBOARD_APPLICATIONS.toLocaleString(
        'en-US',
      )} applications, by organization and region; target p95 <= 200 ms)`,
      url: input.api,
      paths: Object.values(adminDashboardRanges()).map(
        (range) => `/api/v1/admin/dashboard?from=${range.from}&to=${range.to}`,
      ),
      headers: { cookie: `mw_session=${token}` },
    },
  ];
}
