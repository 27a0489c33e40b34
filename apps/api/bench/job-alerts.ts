import { openDatabase, seedDemoData, seedReferenceData } from '@mainwork/db';
import { createPasswordHasher } from '../src/infra/password-hashing.ts';
import { keptBenchDatabase } from './database.ts';
import { generateJobs } from './generate-jobs.ts';
import { seedJobAlerts, timeAlertRun, type AlertRunFigures } from './job-alerts-scenario.ts';

/**
 * The job alerts' runs on their own (`pnpm --filter @mainwork/api bench:job-alerts`): on the bench's jobs
 * (BENCH_JOBS, a million by default) and BENCH_ALERTS alerts (100,000), one daily run with 5,000 new jobs
 * and one instant run with the 60 jobs a minute brings at one a second. `pnpm bench` prints the same rows.
 * BENCH_KEEP_DATABASE=<name> keeps the prepared database for later runs.
 */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const ALERT_COUNT = Number(process.env.BENCH_ALERTS ?? 100_000);

export async function measureJobAlertRuns(database: Parameters<typeof timeAlertRun>[0]): Promise<AlertRunFigures[]> {
  return [
    await timeAlertRun(database, 'daily', 5_000, 'daily run, 5,000 new jobs'),
    await timeAlertRun(database, 'instant', 60, 'instant run, 60 new jobs (a minute at one a second)'),
  ];
}

export function printJobAlertRows(rows: AlertRunFigures[]): void {
  console.log('| run | alerts | e-mails queued | jobs mailed | seconds | alerts/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.alerts.toLocaleString('en-US')} | ${row.mailed.toLocaleString('en-US')} | ` +
        `${row.jobsMailed.toLocaleString('en-US')} | ${row.seconds.toFixed(1)} | ${Math.round(row.alerts / row.seconds)} |`,
    );
}

async function main(): Promise<void> {
  const keep = process.env.BENCH_KEEP_DATABASE ?? 'mw_bench_job_alerts';
  const bench = await keptBenchDatabase(process.env.DATABASE_URL, keep, `${JOB_COUNT} jobs, ${ALERT_COUNT} alerts`);
  const database = openDatabase(bench.url);
  try {
    if (!bench.prepared) {
      const passwords = createPasswordHasher({ memoryCost: 1024 });
      await seedReferenceData(database.prisma);
      await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
      console.log(`Generating ${JOB_COUNT.toLocaleString('en-US')} jobs...`);
      await generateJobs(database.pool, JOB_COUNT, (line) => console.log(line));
      console.log(`${ALERT_COUNT.toLocaleString('en-US')} job alerts...`);
      await seedJobAlerts(database.pool, ALERT_COUNT);
      await bench.markPrepared();
    }
    printJobAlertRows(await measureJobAlertRuns(database));
  } finally {
    await database.close();
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
