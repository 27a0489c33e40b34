import type pg from 'pg';
import type { PrismaClient } from '@mainwork/db';
import type { TApplicant, TApplicationStatus } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { applicantsByIds } from './applicant-rows.ts';
import { changeApplicantStatus } from './change-applicant-status.ts';

type Deps = { prisma: PrismaClient; pool: pg.Pool; publicUrl: string };

/**
 * Sets the status of one or several applicants of a job of the business, all or none (an id that is not
 * an applicant of this job is a 404 and nothing changes). The candidate sees it in My Applications; a
 * change to hired or not selected is e-mailed to them, queued in the same transaction, once: an applicant
 * already at that status is left alone, so a repeated or concurrent request sends nothing more.
 */
export async function setApplicantStatus(
  deps: Deps,
  input: {
    ability: AppAbility;
    businessId: number;
    jobId: number;
    applicationIds: number[];
    status: TApplicationStatus;
  },
): Promise<TApplicant[]> {
  const job = await findBusinessJob(deps.pool, input);
  const ids = [...new Set(input.applicationIds)];
  const { status } = input;
  await deps.prisma.$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM applications WHERE "jobId" = ${job.id} AND id = ANY(${ids}::int[])`;
    if (found?.count !== ids.length) throw AppError.notFound('Application');
    await changeApplicantStatus(tx, deps, { jobId: job.id, jobTitle: job.title, applicationIds: ids, status });
  });
  return applicantsByIds(deps.pool, job.id, ids);
}
