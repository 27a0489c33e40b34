import type pg from 'pg';
import { APPLICANTS_PAGE_SIZE, type TApplicant, type TApplicationStatus } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { csvLine } from '../../http/csv-attachment.ts';
import type { ListPage } from '../../infra/list-queries.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { allApplicants, applicantsPage, toApplicant, type ApplicantRow } from './applicant-rows.ts';

type ListInput = {
  ability: AppAbility;
  businessId: number;
  jobId: number;
  search: string | undefined;
  status: TApplicationStatus | undefined;
};

/** A page of a posting's applicants (20), newest first, with how many match the filters. */
export async function listApplicants(
  pool: pg.Pool,
  input: ListInput & { page: number },
): Promise<ListPage<TApplicant>> {
  const job = await findBusinessJob(pool, input);
  const { rows, total } = await applicantsPage(
    pool,
    { jobId: job.id, search: input.search, status: input.status },
    { limit: APPLICANTS_PAGE_SIZE, offset: (input.page - 1) * APPLICANTS_PAGE_SIZE },
  );
  return { rows: rows.map(toApplicant), total };
}

const STATUS_LABELS: Record<TApplicationStatus, string> = {
  received: 'Received',
  reviewed: 'Reviewed',
  hired: 'Hired',
  not_selected: 'Not selected',
};

export const APPLICANTS_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Applied at (UTC)',
  'Referred by',
  'Status',
  'Resume',
  'Cover letter',
  'Applied on the employer’s site',
  'Comments',
];

const csvRecord = (row: ApplicantRow) =>
  csvLine([
    row.first_name,
    row.last_name,
    row.email,
    row.phone,
    row.created_at.toISOString(),
    row.referred_by,
    STATUS_LABELS[row.status],
    row.resume_filename ?? 'N/A',
    row.cover_letter_filename ?? 'N/A',
    row.external ? 'Yes' : 'No',
    row.comments,
  ]);

/**
 * The posting's applicants matching the filters as CSV records (header first), produced batch by batch.
 * Access is checked before the first byte, so a refusal is an ordinary error answer.
 */
export async function applicantsCsv(
  pool: pg.Pool,
  input: ListInput,
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const job = await findBusinessJob(pool, input);
  async function* lines() {
    yield csvLine(APPLICANTS_CSV_HEADER);
    for await (const row of allApplicants(pool, { jobId: job.id, search: input.search, status: input.status }))
      yield csvRecord(row);
  }
  return { filename: `applicants-job-${job.id}.csv`, lines: lines() };
}
