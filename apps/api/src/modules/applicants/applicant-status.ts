import type pg from 'pg';
import type { PrismaClient } from '@mainwork/db';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { TApplicant, TApplicationStatus, TStageMailPreview } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { applicantsByIds } from './applicant-rows.ts';
import { changeApplicantStatus, mailedStage } from './change-applicant-status.ts';
import { applicationDecisionMail } from './mail/application-decision.tsx';

type Deps = { prisma: PrismaClient; pool: pg.Pool; publicUrl: string };

/**
 * Sets the status of one or several applicants of a job of the business, all or none (an id that is not
 * an applicant of this job is a 404 and nothing changes). The candidate sees it in My Applications; a hire
 * is e-mailed to them, and interviewing or not selected when `notifyCandidate`, queued in the same
 * transaction, once: an applicant already at that stage is left alone, so a repeat sends nothing more.
 */
export async function setApplicantStatus(
  deps: Deps,
  input: {
    ability: AppAbility;
    businessId: number;
    jobId: number;
    applicationIds: number[];
    status: TApplicationStatus;
    notifyCandidate: boolean;
  },
): Promise<TApplicant[]> {
  const job = await findBusinessJob(deps.pool, input);
  const ids = [...new Set(input.applicationIds)];
  const { status, notifyCandidate } = input;
  await deps.prisma.$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM applications WHERE "jobId" = ${job.id} AND id = ANY(${ids}::int[])`;
    if (found?.count !== ids.length) throw AppError.notFound('Application');
    await changeApplicantStatus(tx, deps, {
      jobId: job.id,
      jobTitle: job.title,
      applicationIds: ids,
      status,
      notifyCandidate,
    });
  });
  return applicantsByIds(deps.pool, job.id, ids);
}

const ZMailedApplicant = z.object({ email: z.string(), first_name: z.string().nullable(), business_name: z.string() });

/**
 * The e-mail moving this applicant to the stage would send, rendered by the same template, for the employer
 * to read before choosing to send it. A stage that sends nothing is 422 keyed `status`.
 */
export async function previewStageMail(
  deps: Deps,
  input: { ability: AppAbility; businessId: number; jobId: number; applicationId: number; status: TApplicationStatus },
): Promise<TStageMailPreview> {
  const job = await findBusinessJob(deps.pool, input);
  const [applicant] = await queryRows(
    deps.pool,
    ZMailedApplicant,
    sql`SELECT u.email, u."firstName" AS first_name, b.name AS business_name
          FROM applications ap JOIN users u ON u.id = ap."userId"
          JOIN jobs j ON j.id = ap."jobId" JOIN businesses b ON b.id = j."businessId"
         WHERE ap.id = ${input.applicationId} AND ap."jobId" = ${job.id}`,
  );
  if (!applicant) throw AppError.notFound('Application');
  const stage = mailedStage(input.status, true);
  if (!stage) throw AppError.invalid({ status: ['sends the candidate no e-mail'] });
  const mail = await applicationDecisionMail({
    to: applicant.email,
    publicUrl: deps.publicUrl,
    firstName: applicant.first_name,
    jobTitle: job.title,
    businessName: applicant.business_name,
    status: stage,
  });
  // Not `mail.to`: the account's address may not be the one the candidate gave the business.
  return { subject: mail.subject, text: mail.text };
}
