import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import {
  APPLICANTS_PAGE_SIZE,
  ZScreeningQuestion,
  type TApplicant,
  type TApplicationStatus,
  type TScreeningQuestion,
} from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { csvLine } from '../../http/csv-attachment.ts';
import { queryRows } from '../../infra/database-rows.ts';
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
  interviewing: 'Interviewing',
  offered: 'Offered',
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

/** After the fixed columns: one column per screening question of the job (its prompt), then the flag. */
const DISQUALIFYING_COLUMN = 'Disqualifying answer';

function answerTo(row: ApplicantRow, question: TScreeningQuestion): string {
  return row.answers.find((answer) => answer.question_id === question.id)?.answer ?? '';
}

const csvRecord = (row: ApplicantRow, questions: TScreeningQuestion[]) =>
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
    ...questions.map((question) => answerTo(row, question)),
    ...(questions.length > 0 ? [row.disqualified ? 'Yes' : 'No'] : []),
  ]);

async function screeningQuestionsOf(pool: pg.Pool, jobId: number): Promise<TScreeningQuestion[]> {
  const [row] = await queryRows(
    pool,
    z.object({ questions: z.array(ZScreeningQuestion) }),
    sql`SELECT "screeningQuestions" AS questions FROM jobs WHERE id = ${jobId}`,
  );
  return row?.questions ?? [];
}

/**
 * The posting's applicants matching the filters as CSV records (header first), produced batch by batch.
 * Access is checked before the first byte, so a refusal is an ordinary error answer.
 */
export async function applicantsCsv(
  pool: pg.Pool,
  input: ListInput,
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const job = await findBusinessJob(pool, input);
  const questions = await screeningQuestionsOf(pool, job.id);
  async function* lines() {
    yield csvLine([
      ...APPLICANTS_CSV_HEADER,
      ...questions.map((question) => question.prompt),
      ...(questions.length > 0 ? [DISQUALIFYING_COLUMN] : []),
    ]);
    for await (const row of allApplicants(pool, { jobId: job.id, search: input.search, status: input.status }))
      yield csvRecord(row, questions);
  }
  return { filename: `applicants-job-${job.id}.csv`, lines: lines() };
}
