import { openDatabase, seedDemoData, seedReferenceData, type Database } from '@mainwork/db';
import { createPasswordHasher } from '../src/infra/password-hashing.ts';
import { markSanitizedDescriptions } from '../src/modules/jobs/sanitize-description.ts';
import { storeJobPageAnswers } from '../src/modules/jobs/stored-job-answers.ts';
import { seedAdminDashboardActivity } from './admin-dashboard-scenario.ts';
import { createBenchDatabase, keptBenchDatabase } from './database.ts';
import { generateJobs } from './generate-jobs.ts';

/**
 * The data every bench measures: the demo data, `jobCount` generated jobs and a year of activity for the admin
 * dashboard. In a fresh database, dropped by `close`; or, with `keep` (BENCH_KEEP_DATABASE), in the database
 * kept under that name: prepared by the first run, then measured as it is, what earlier runs wrote (views, the
 * job row they count on) vacuumed first so it does not slow this run.
 */
export async function benchData(options: {
  keep: string | undefined;
  jobCount: number;
}): Promise<{ url: string; database: Database; close(): Promise<void> }> {
  const { keep, jobCount } = options;
  const bench = keep
    ? await keptBenchDatabase(process.env.DATABASE_URL, keep, `${jobCount} jobs and a year of activity`)
    : { ...(await createBenchDatabase(process.env.DATABASE_URL)), prepared: false, markPrepared: async () => {} };
  const database = openDatabase(bench.url);
  const close = async () => {
    await database.close();
    await bench.drop();
  };
  try {
    if (bench.prepared) {
      console.log(`Measuring the prepared database ${keep}, vacuumed first...`);
      await database.pool.query('VACUUM (ANALYZE) jobs, job_views, share_link_views, applications');
    } else {
      const passwords = createPasswordHasher({ memoryCost: 1024 });
      await seedReferenceData(database.prisma);
      await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
      console.log(`Generating ${jobCount.toLocaleString('en-US')} jobs...`);
      await generateJobs(database.pool, jobCount, (line) => console.log(line));
      console.log('A year of activity for the admin dashboard...');
      await seedAdminDashboardActivity(database.pool, jobCount, (line) => console.log(line));
      await bench.markPrepared();
    }
    // What the worker does for jobs written without going through the application (the bench runs no worker),
    // and for a database prepared before migrations 20261230020000 and 20261231020000.
    if ((await markSanitizedDescriptions(database.pool)) > 0) await database.pool.query('VACUUM (ANALYZE) jobs');
    console.log("Storing the job pages' answers...");
    if ((await storeJobPageAnswers(database.pool)) > 0)
      await database.pool.query('VACUUM (ANALYZE) stored_answers.job_pages');
    return { url: bench.url, database, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
