import sql from 'sql-template-tag';
import { z } from 'zod';
import { ZApplicationStatus, type TResolutionApplicant } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { APPLICANT_DISPLAY_VALUE } from './applicant-display-value.ts';
import type { JobAccess, ResolutionDeps } from './resolution-deps.ts';

const ZApplicantRow = z.object({
  application_id: z.number().int(),
  display_value: z.string(),
  status: ZApplicationStatus,
  referred: z.boolean(),
  applied_at: z.date(),
});

/**
 * `GET …/applicants`: every applicant of the job for "Who was hired?": those the employer already marked
 * hired first (the hire the wizard confirms is most likely one of them, and both then agree), then newest first.
 */
export async function resolutionApplicants(deps: ResolutionDeps, input: JobAccess): Promise<TResolutionApplicant[]> {
  const job = await findBusinessJob(deps.prisma, input);
  const rows = await queryRows(
    deps.prisma,
    ZApplicantRow,
    sql`SELECT ap.id AS application_id, ${APPLICANT_DISPLAY_VALUE} AS display_value, ap.status::text AS status,
               EXISTS (SELECT 1 FROM referrals r WHERE r."applicationId" = ap.id) AS referred,
               ap."createdAt" AS applied_at
          FROM applications ap
          JOIN users u ON u.id = ap."userId"
         WHERE ap."jobId" = ${job.id}
         ORDER BY ap.status = 'hired' DESC, ap."createdAt" DESC, ap.id DESC`,
  );
  return rows.map((row) => ({ ...row, applied_at: row.applied_at.toISOString() }));
}
