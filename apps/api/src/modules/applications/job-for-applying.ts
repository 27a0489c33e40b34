import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { APPLY_JOB_MESSAGES, ZScreeningQuestion } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { LIVE_JOB } from '../jobs/job-rows.ts';

/** What applying needs to know about a job, and whether this user has applied to it already. */
const ZJobForApplying = z.object({
  id: z.number().int(),
  title: z.string(),
  businessId: z.number().int(),
  businessName: z.string(),
  live: z.boolean(),
  applicationsPaused: z.boolean(),
  useMwApply: z.boolean(),
  atsLink: z.string().nullable(),
  requireResume: z.boolean(),
  requireCoverLetter: z.boolean(),
  screeningQuestions: z.array(ZScreeningQuestion),
  alreadyApplied: z.boolean(),
});
export type JobForApplying = z.infer<typeof ZJobForApplying>;

export async function loadJobForApplying(pool: pg.Pool, jobId: number, userId: number): Promise<JobForApplying | null> {
  const [job] = await queryRows(
    pool,
    ZJobForApplying,
    sql`SELECT j.id, j.title, j."businessId" AS "businessId", b.name AS "businessName", (${LIVE_JOB}) AS live, j."applicationsPaused" AS "applicationsPaused",
            j."useMwApply" AS "useMwApply", j."atsLink" AS "atsLink", j."requireResume" AS "requireResume",
            j."requireCoverLetter" AS "requireCoverLetter", j."screeningQuestions" AS "screeningQuestions",
            EXISTS (SELECT 1 FROM applications ap WHERE ap."jobId" = j.id AND ap."userId" = ${userId}) AS "alreadyApplied"
       FROM jobs j
       JOIN businesses b ON b.id = j."businessId"
      WHERE j.id = ${jobId}`,
  );
  return job ?? null;
}

const jobError = (code: 'not_found' | 'conflict' | 'invalid', message: string) =>
  new AppError(code, message, { fields: { job: [message] } });

export const alreadyAppliedError = () => jobError('conflict', APPLY_JOB_MESSAGES.alreadyApplied);

/**
 * Why this user may not apply to the job now, or null when they may: the one rule the apply
 * endpoint enforces and the eligibility endpoint reports. Unknown 404, closed 422, applied 409, paused 422.
 */
export function applyRefusal(job: JobForApplying | null): AppError | null {
  if (!job) return jobError('not_found', APPLY_JOB_MESSAGES.notFound);
  if (!job.live) return jobError('invalid', APPLY_JOB_MESSAGES.notFound);
  if (job.alreadyApplied) return alreadyAppliedError();
  if (job.applicationsPaused) return jobError('invalid', APPLY_JOB_MESSAGES.paused);
  return null;
}

/** Throws the refusal, if any; the way to apply must also be one the job offers (Instant Apply, or its own link). */
export function assertMayApply(
  job: JobForApplying | null,
  kind: 'instant' | 'external',
): asserts job is JobForApplying {
  const refusal = applyRefusal(job);
  if (refusal) throw refusal;
  if (kind === 'instant' && !job!.useMwApply) throw jobError('invalid', APPLY_JOB_MESSAGES.noInstantApply);
  if (kind === 'external' && !job!.atsLink) throw jobError('invalid', APPLY_JOB_MESSAGES.noExternalApply);
}
