import { openDatabase, seedDemoData, seedReferenceData } from '@mainwork/db';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPasswordHasher } from '../src/infra/password-hashing.ts';
import { dashboardRange } from '../src/modules/admin-dashboard/dashboard-range.ts';
import { breakdown, money, usersByRole, weekly } from '../src/modules/admin-dashboard/dashboard-sql.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createBenchDatabase } from './database.ts';
import { generateJobs } from './generate-jobs.ts';

/**
 * The admin dashboard alone (`pnpm --filter @mainwork/api bench:admin-dashboard`), on the bench's jobs
 * (BENCH_JOBS, a million by default) and a year of activity where every figure can be broken down: nine
 * businesses in ten have a region of their own, half are members of one of 100 organizations (in regions
 * too), each has an employer who owns it, and 100,000 Hunters signed up over the year, applied 300,000
 * times (one in ten through a share link), viewed share links 200,000 times and came through affiliate
 * links. Prints the plan of each statement and what one client waits for the default 12 weeks and a year.
 */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const REQUESTS = 10;

async function seedActivity(pool: pg.Pool): Promise<void> {
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
       UPDATE businesses b SET "ownerId" = o.id FROM owners o WHERE o.email = 'bench-owner-' || b.id || '@mainwork.test'`,
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
         JOIN jobs j ON j.id = (SELECT min(id) FROM jobs) + (g::bigint * 10 * 7919) % ${JOB_COUNT}
       ON CONFLICT DO NOTHING`,
    ],
    [
      'applications',
      `INSERT INTO applications ("jobId", "userId", "shareLinkId", status, "firstName", "lastName", email, "createdAt", "updatedAt")
       SELECT j.id, u.id, s.id, 'received', 'Bench', 'Applicant', u.email,
              now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour', now()
         FROM generate_series(1, 300000) g
         JOIN jobs j ON j.id = (SELECT min(id) FROM jobs) + (g::bigint * 7919) % ${JOB_COUNT}
         JOIN users u ON u.email = 'bench-hunter-' || (1 + g % 100000) || '@mainwork.test'
         LEFT JOIN share_links s ON s."jobId" = j.id AND g % 10 = 0
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
    ['analyze', 'VACUUM (ANALYZE)'],
  ];
  for (const [label, text] of steps) {
    const started = Date.now();
    await pool.query(text);
    console.log(`  ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}

async function explain(pool: pg.Pool, label: string, statement: { text: string; values: unknown[] }) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
    text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${statement.text}`,
    values: statement.values,
  });
  console.log(`\n== ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase(process.env.DATABASE_URL);
  const database = openDatabase(bench.url);
  try {
    const passwords = createPasswordHasher({ memoryCost: 1024 });
    await seedReferenceData(database.prisma);
    await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
    console.log(`Generating ${JOB_COUNT.toLocaleString('en-US')} jobs...`);
    await generateJobs(database.pool, JOB_COUNT, (line) => console.log(line));
    console.log('A year of activity...');
    await seedActivity(database.pool);

    const ranges = {
      'the default 12 weeks': dashboardRange({}),
      'a year': dashboardRange({ from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10) }),
    };
    for (const [name, range] of Object.entries(ranges)) {
      await explain(database.pool, `breakdown, ${name}`, breakdown(range).statement);
      await explain(database.pool, `weekly, ${name}`, weekly(range).statement);
      await explain(database.pool, `money, ${name}`, money(range).statement);
      await explain(database.pool, `users by role, ${name}`, usersByRole(range).statement);
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: bench.url,
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKER: 'false',
    });
    const admin = await database.prisma.user.findFirstOrThrow({ where: { email: 'admin@mainwork.test' } });
    const { token } = await createSession(database.prisma, { userId: admin.id, policy: config.session });
    const app = await buildApp(config, { database });
    try {
      const api = await app.listen({ host: config.host, port: config.port });
      console.log();
      for (const [name, range] of Object.entries(ranges)) {
        const url = `${api}/api/v1/admin/dashboard?from=${range.from}&to=${range.to}`;
        const times: number[] = [];
        for (let index = 0; index < REQUESTS + 3; index++) {
          const started = performance.now();
          const response = await fetch(url, { headers: { cookie: `mw_session=${token}` } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
          if (index >= 3) times.push(performance.now() - started); // the first ones warm up
        }
        times.sort((a, b) => a - b);
        const at = (percent: number) => times[Math.ceil((percent / 100) * times.length) - 1]!.toFixed(1);
        console.log(
          `GET /api/v1/admin/dashboard, ${name}: one client, ${REQUESTS} requests: p50 ${at(50)} ms, p95 ${at(95)} ms`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await bench.drop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
