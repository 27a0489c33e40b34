import type pg from 'pg';
import { LIVE_JOB } from '../src/modules/jobs/job-rows.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

const RESUME_BYTES = 2 * 1024 * 1024;
const BOUNDARY = 'mainwork-bench-boundary';

export type ApplyResult = Percentiles & {
  label: string;
  concurrency: number;
  requests: number;
  perSecond: number;
  /** Answers other than 201. */
  failed: number;
};

/** One multipart body for every request: contact fields and a 2 MB PDF resume. */
function applicationBody(): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="application[${name}]"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('first_name', 'Bench') +
      field('last_name', 'Candidate') +
      field('email', 'bench@example.com') +
      field('phone', '6175550100') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="application[resume]"; filename="resume.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const pdf = Buffer.alloc(RESUME_BYTES, 0x20);
  pdf.write('%PDF-1.4\n%', 0);
  pdf.write('\n%%EOF\n', RESUME_BYTES - 7);
  return Buffer.concat([head, pdf, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/**
 * Instant Apply with a 2 MB resume. A candidate applies once per job, so every request goes to a job
 * of its own: the candidate walks through live jobs (open, of an open business, not expired: the rule
 * applying checks) it has not applied to, each used once. The
 * files are streamed to the bench's own uploads folder.
 */
export async function measureApply(input: {
  pool: pg.Pool;
  api: string;
  sessionCookie: string;
  userId: number;
  seconds: number;
  concurrency: number;
  /** Single-client runs stop after this many requests. */
  maxRequests: number;
}): Promise<ApplyResult> {
  const { rows } = await input.pool.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN businesses b ON b.id = j."businessId"
      WHERE ${LIVE_JOB.text} AND NOT j."applicationsPaused" AND j."useMwApply" AND NOT j."requireCoverLetter"
        AND NOT EXISTS (SELECT 1 FROM applications ap WHERE ap."jobId" = j.id AND ap."userId" = $1)
      ORDER BY j.id DESC LIMIT $2`,
    [input.userId, input.maxRequests],
  );
  const jobIds = rows.map((row) => row.id);
  const body = applicationBody();
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: input.sessionCookie };
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const deadline = performance.now() + input.seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && next < jobIds.length) {
      const jobId = jobIds[next++]!;
      const begin = performance.now();
      const response = await fetch(`${input.api}/api/v1/jobs/${jobId}/applications`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      times.push(performance.now() - begin);
      if (response.status !== 201) failed++;
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  if (jobIds.length < input.maxRequests && next >= jobIds.length && performance.now() < deadline)
    console.log(`  (apply: ran out of jobs not yet applied to after ${jobIds.length} applications)`);
  return {
    label: `POST /api/v1/jobs/:id/applications (2 MB resume, ${input.concurrency} at a time)`,
    concurrency: input.concurrency,
    requests: times.length,
    perSecond: times.length / elapsed,
    ...percentiles(times),
    failed,
  };
}
