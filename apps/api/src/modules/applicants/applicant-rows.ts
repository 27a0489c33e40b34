import type pg from 'pg';
import { z } from 'zod';
import { ZApplicant, type TApplicant, type TApplicationStatus } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { applicationFileUrl } from '../applications/application-response.ts';
import { containing } from '../job-dashboard/dashboard-jobs.ts';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The contract's applicant as the query reads it: a time, and no file links yet (`toApplicant`). */
const ZApplicantRow = ZApplicant.omit({ resume_url: true, cover_letter_url: true }).extend({ created_at: z.date() });
export type ApplicantRow = z.infer<typeof ZApplicantRow>;

// The referrer is named by their name, or by their e-mail when they gave none (a Hunter signs up with an
// e-mail only); an application that is no referral (the `referrals` view: no share link, or the
// candidate's own or the employer's own) has no referrer.
const APPLICANT_SQL = `SELECT ap.id, ap."jobId" AS job_id, ap."firstName" AS first_name, ap."lastName" AS last_name,
    ap.email, ap.phone, ap.comments, ap.external, ap."createdAt" AT TIME ZONE 'UTC' AS created_at,
    CASE WHEN referrer.id IS NULL THEN NULL
         ELSE coalesce(nullif(concat_ws(' ', referrer."firstName", referrer."lastName"), ''), referrer.email) END
      AS referred_by,
    ap.status, resume.filename AS resume_filename, cover_letter.filename AS cover_letter_filename
  FROM applications ap
  LEFT JOIN referrals r ON r."applicationId" = ap.id
  LEFT JOIN users referrer ON referrer.id = r."referrerId"
  LEFT JOIN stored_files resume ON resume.id = ap."resumeFileId"
  LEFT JOIN stored_files cover_letter ON cover_letter.id = ap."coverLetterFileId"`;

/** Applicants of the job matching the filters ($1 job, $2 name pattern, $3 status). */
const MATCHING = `ap."jobId" = $1
  AND ($2::text IS NULL OR concat_ws(' ', ap."firstName", ap."lastName") ILIKE $2)
  AND ($3::text IS NULL OR ap.status::text = $3)`;

export const toApplicant = (row: ApplicantRow): TApplicant => ({
  ...row,
  created_at: row.created_at.toISOString(),
  resume_url: row.resume_filename === null ? null : applicationFileUrl(row.id, 'resume'),
  cover_letter_url: row.cover_letter_filename === null ? null : applicationFileUrl(row.id, 'cover_letter'),
});

export type ApplicantFilters = { jobId: number; search: string | undefined; status: TApplicationStatus | undefined };

const filterValues = (filters: ApplicantFilters) => [
  filters.jobId,
  filters.search?.trim() ? containing(filters.search.trim()) : null,
  filters.status ?? null,
];

/** A page of the job's applicants, newest first, and how many match. */
export async function applicantsPage(
  pool: pg.Pool,
  filters: ApplicantFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicantRow[]; total: number }> {
  const values = filterValues(filters);
  const [rows, [count]] = await Promise.all([
    queryRows(pool, ZApplicantRow, {
      text: `${APPLICANT_SQL} WHERE ${MATCHING} ORDER BY ap."createdAt" DESC, ap.id DESC LIMIT $4 OFFSET $5`,
      values: [...values, page.limit, page.offset],
    }),
    queryRows(pool, z.object({ total: z.number().int() }), {
      text: `SELECT count(*)::int AS total FROM applications ap WHERE ${MATCHING}`,
      values,
    }),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Every matching applicant, newest first, read in batches by keyset (created_at, id), so an export of any
 * length holds one batch in memory.
 */
export async function* allApplicants(
  pool: pg.Pool,
  filters: ApplicantFilters,
  batch = 500,
): AsyncGenerator<ApplicantRow> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const rows: ApplicantRow[] = await queryRows(pool, ZApplicantRow, {
      text: `${APPLICANT_SQL} WHERE ${MATCHING}
          AND ($4::timestamptz IS NULL OR (ap."createdAt" AT TIME ZONE 'UTC', ap.id) < ($4::timestamptz, $5::int))
        ORDER BY ap."createdAt" DESC, ap.id DESC LIMIT $6`,
      values: [...filterValues(filters), after?.createdAt ?? null, after?.id ?? 0, batch],
    });
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** These applicants of the job, newest first. */
export async function applicantsByIds(db: Queryable, jobId: number, ids: number[]): Promise<TApplicant[]> {
  const rows = await queryRows(db, ZApplicantRow, {
    text: `${APPLICANT_SQL} WHERE ap."jobId" = $1 AND ap.id = ANY($2::int[]) ORDER BY ap."createdAt" DESC, ap.id DESC`,
    values: [jobId, ids],
  });
  return rows.map(toApplicant);
}
