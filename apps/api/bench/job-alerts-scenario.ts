import type { JobAlertFrequency, PrismaClient } from '@mainwork/db';
import type pg from 'pg';
import { runJobAlerts } from '../src/modules/job-alerts/run-job-alerts.ts';
import { PostgresJobSearch } from '../src/modules/jobs/search-jobs.ts';
import { CITIES, ROLES } from './generate-jobs.ts';

/**
 * What the alerts search: words people save (a prefix, a typo and an abbreviation among them), or nothing,
 * and every role the bench's jobs have.
 */
const SAVED_WHATS = [
  'nurse',
  'registered nurse',
  'software engineer',
  'barista',
  'manager',
  'driver',
  'accountant',
  'line cook',
  'teacher',
  'electrician',
  'customer service',
  'warehouse',
  'medical assistant',
  'sales',
  'data analyst',
  'recept',
  'acountant',
  'RN',
  'senior',
  '',
];
const WHATS = [...new Set([...SAVED_WHATS, ...ROLES.map((role) => role.toLowerCase())])];
/** Where: a ZIP, a state, remote work, anywhere, and every city of the bench's jobs. */
const SAVED_WHERES = [
  'Boston, MA',
  'New York, NY',
  'Chicago, IL',
  'Austin, TX',
  'Seattle, WA',
  '02108',
  'TX',
  'Remote',
  '',
  '',
];
const WHERES = [
  ...SAVED_WHERES,
  ...CITIES.map(([city, state]) => `${city}, ${state}`).filter((place) => !SAVED_WHERES.includes(place)),
];
/** The radius asked for around a place (miles). */
const RADII = [10, 25, 50];

/** The share of alerts of each frequency: most daily, as on boards that offer the three. */
const FREQUENCY_OF = `CASE WHEN g % 10 = 1 THEN 'instant' WHEN g % 20 = 0 THEN 'weekly' ELSE 'daily' END`;

/**
 * `count` confirmed visitor alerts (three an address), deterministic: the searches above in every
 * combination with a radius, a quarter of them also filtered to full-time and a quarter to part-time.
 * 100,000 alerts hold about 24,700 different searches (four alerts a search: popular searches are saved by
 * several people, as on a real board). No alert has mailed yet.
 */
export async function seedJobAlerts(pool: pg.Pool, count: number): Promise<void> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM job_types WHERE name IN ('Full-time', 'Part-time') ORDER BY name`,
  );
  const jobTypes = rows.map((row) => row.id);
  await pool.query(
    `INSERT INTO job_alerts (email, "whatSearchText", "whereSearchText", radius, filters, frequency, "confirmedAt", "updatedAt")
     SELECT 'alert-' || (g / 3) || '@bench.example',
            ($2::text[])[1 + g % cardinality($2::text[])],
            ($3::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])],
            ($5::int[])[1 + (g / (cardinality($2::text[]) * cardinality($3::text[]))) % cardinality($5::int[])],
            CASE (g / (cardinality($2::text[]) * cardinality($3::text[]) * cardinality($5::int[]))) % 4
              WHEN 2 THEN jsonb_build_object('job_type_id_eq', ($4::int[])[1])
              WHEN 3 THEN jsonb_build_object('job_type_id_eq', ($4::int[])[2])
              ELSE '{}'::jsonb END,
            (${FREQUENCY_OF})::"JobAlertFrequency",
            now() - interval '30 days', now()
     FROM generate_series(1, $1::int) g`,
    [count, WHATS, WHERES, jobTypes, RADII],
  );
}

export type AlertRunFigures = {
  label: string;
  alerts: number;
  newJobs: number;
  mailed: number;
  jobsMailed: number;
  seconds: number;
};

/**
 * Makes the alerts of a frequency last mail just before the newest `newJobs` live jobs went live (so
 * exactly those are new to them), then times one run of them as the worker runs it.
 */
export async function timeAlertRun(
  database: { pool: pg.Pool; prisma: PrismaClient },
  frequency: JobAlertFrequency,
  newJobs: number,
  label: string,
): Promise<AlertRunFigures> {
  const { pool, prisma } = database;
  // The run looks 10 minutes before an alert's last e-mail (OVERLAP_MS): the last e-mail is set that much
  // after the posting just older than the new jobs.
  await pool.query(
    `UPDATE job_alerts SET "lastSentAt" = (
       SELECT "postedAt" FROM search.job_search ORDER BY "postedAt" DESC, "jobId" DESC OFFSET $2 LIMIT 1
     ) + interval '10 minutes'
     WHERE frequency = $1::"JobAlertFrequency"`,
    [frequency, newJobs],
  );
  await pool.query(`DELETE FROM job_alert_mailings`);
  await pool.query('VACUUM ANALYZE job_alerts');
  const { rows } = await pool.query<{ alerts: number }>(
    `SELECT count(*)::int AS alerts FROM job_alerts WHERE frequency = $1::"JobAlertFrequency" AND active`,
    [frequency],
  );
  const started = performance.now();
  const mailed = await runJobAlerts(
    {
      prisma,
      pool,
      search: new PostgresJobSearch(pool),
      publicUrl: 'https://mainwork.example',
      log: { warn: (obj, msg) => console.warn(msg, obj) },
    },
    frequency,
  );
  const seconds = (performance.now() - started) / 1000;
  const { rows: ledger } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM job_alert_mailings`);
  return { label, alerts: rows[0]!.alerts, newJobs, mailed, jobsMailed: ledger[0]!.count, seconds };
}
