import type pg from 'pg';
import type { PrismaClient } from '@mainwork/db';
import type { TApplicant, TApplicationStatus } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { applicationDecisionMail } from './mail/application-decision.tsx';
import { applicantsByIds } from './applicant-rows.ts';

type Deps = { prisma: PrismaClient; pool: pg.Pool; publicUrl: string };

type Changed = { id: number; user_id: number; email: string; first_name: string | null; business_name: string };

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
    // Row locks make a concurrent change wait, then skip rows it finds already at the status.
    const changed = await tx.$queryRaw<Changed[]>`
      WITH changed AS (
        UPDATE applications SET status = ${status}::"ApplicationStatus", "updatedAt" = now() AT TIME ZONE 'UTC'
         WHERE "jobId" = ${job.id} AND id = ANY(${ids}::int[]) AND status <> ${status}::"ApplicationStatus"
        RETURNING id, "userId")
      SELECT changed.id, changed."userId" AS user_id, u.email, u."firstName" AS first_name, b.name AS business_name
        FROM changed JOIN users u ON u.id = changed."userId"
        JOIN jobs j ON j.id = ${job.id} JOIN businesses b ON b.id = j."businessId"`;
    if (status !== 'hired' && status !== 'not_selected') return;
    for (const applicant of changed) {
      await enqueueMail(
        tx,
        await applicationDecisionMail({
          to: applicant.email,
          publicUrl: deps.publicUrl,
          firstName: applicant.first_name,
          jobTitle: job.title,
          businessName: applicant.business_name,
          status,
        }),
        { kind: 'application_updates', userId: applicant.user_id },
      );
    }
  });
  return applicantsByIds(deps.pool, job.id, ids);
}
