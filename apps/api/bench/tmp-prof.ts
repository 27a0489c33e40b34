import { openDatabase } from '@mainwork/db';
import { timeAlertRun } from './job-alerts-scenario.ts';
const database = openDatabase('postgres://postgres@127.0.0.1:5432/mw_bench_job_alerts');
console.log(await timeAlertRun(database, 'daily', 5000, 'daily'));
await database.close();
