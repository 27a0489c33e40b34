import sql from 'sql-template-tag';
import { ZSelectedApplicant, type TResolution } from '@mainwork/contracts';
import type { Prisma } from '@mainwork/db';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { APPLICANT_DISPLAY_VALUE } from './applicant-display-value.ts';
import type { JobAccess, ResolutionDeps } from './resolution-deps.ts';

type Db = Pick<Prisma.TransactionClient, 'resolution' | '$queryRaw'>;

/** A resolution as the wizard reads it: its answers, the applicant it names and the charge once billed. */
export async function resolutionView(db: Db, resolutionId: number): Promise<TResolution> {
  const resolution = await db.resolution.findUnique({
    where: { id: resolutionId },
    select: {
      id: true,
      status: true,
      isPositionFilled: true,
      isMwHire: true,
      foundApplicant: true,
      autoCompleted: true,
      billingRecord: { select: { totalAmountCents: true, status: true } },
    },
  });
  if (!resolution) throw AppError.notFound('Resolution');
  const selected = await queryRows(
    db,
    ZSelectedApplicant,
    sql`SELECT ap.id AS application_id, ${APPLICANT_DISPLAY_VALUE} AS display_value
          FROM resolution_selected_applicants rsa
          JOIN applications ap ON ap.id = rsa."applicationId"
          JOIN users u ON u.id = ap."userId"
         WHERE rsa."resolutionId" = ${resolutionId}
         ORDER BY rsa."createdAt", ap.id`,
  );
  const billing = resolution.billingRecord;
  return {
    id: resolution.id,
    status: resolution.status,
    is_position_filled: resolution.isPositionFilled,
    is_mw_hire: resolution.isMwHire,
    found_applicant: resolution.foundApplicant,
    selected_applicants: selected,
    auto_completed: resolution.autoCompleted,
    billing: billing ? { amount: billing.totalAmountCents / 100, status: billing.status } : null,
  };
}

/** `GET …/resolution`: the job's resolution, 404 when it has none. */
export async function viewResolution(deps: ResolutionDeps, input: JobAccess): Promise<TResolution> {
  const job = await findBusinessJob(deps.prisma, input);
  const found = await deps.prisma.resolution.findUnique({ where: { jobId: job.id }, select: { id: true } });
  if (!found) throw AppError.notFound('Resolution');
  return resolutionView(deps.prisma, found.id);
}
