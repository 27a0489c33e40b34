import pg from 'pg';
import { ZJobSearchQuery } from '@mainwork/contracts';
import { PostgresJobSearch } from './src/modules/jobs/search-jobs.ts';
const url = process.argv[2].replace(/\/postgres$/, '/bench_1m');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const search = new PostgresJobSearch(pool);
const jt = (await pool.query(`SELECT id FROM job_types WHERE name='Full-time'`)).rows[0].id;
const q = ZJobSearchQuery.parse({ what_search_text: process.argv[3] ?? 'manager', where_search_text: process.argv[4] || undefined, filters: process.argv[4] ? { job_type_id_eq: jt, job_min_salary_eq: 60000 } : {} });
const ids = (await pool.query(`SELECT "jobId" FROM search.job_search ORDER BY md5("jobId"::text) LIMIT 200`)).rows.map(r => r.jobId);
const orig = pool.query.bind(pool);
let log: string[] | null = null; const t0 = { v: 0 };
(pool as any).query = async (...a: any[]) => { const s = performance.now(); const r = await orig(...a); if (log) { const text = typeof a[0] === 'string' ? a[0] : a[0].text; log.push(`${(s - t0.v).toFixed(1)}+${(performance.now() - s).toFixed(1)} ${text.replace(/\s+/g, ' ').slice(0, 70)}`); } return r; };
for (let i = 0; i < 3; i++) await search.search(q);
for (let i = 0; i < 4; i++) {
  await orig(`UPDATE search.job_search SET "expiresAt" = "expiresAt" WHERE "jobId" = $1`, [ids[i]]);
  log = []; t0.v = performance.now();
  await search.search(q);
  const total = performance.now() - t0.v;
  console.log(`--- total ${total.toFixed(1)} ms`); console.log(log.join('\n')); log = null;
}
await pool.end();
