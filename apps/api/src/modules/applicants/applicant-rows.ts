import type pg from 'pg';
import sql, { empty, raw } from 'sql-template-tag';
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
const APPLICANT = raw(`SELECT ap.id, ap."jobId" AS job_id, ap."firstName" AS first_name, ap."lastName" AS last_name,
    ap.email, ap.phone, ap.comments, ap.external, ap."createdAt" AT TIME ZONE 'UTC' AS created_at,
    CASE WHEN referrer.id IS NULL THEN NULL
         ELSE coalesce(nullif(concat_ws(' ', referrer."firstName", referrer."lastName"), ''), referrer.email) END
      AS referred_by,
    ap.status, resume.filename AS resume_filename, cover_letter.filename AS cover_letter_filename,
    ap."screeningAnswers" AS answers, ap."screeningAnswers" @> '[{"disqualifying": true}]' AS disqualified
  FROM applications ap
  LEFT JOIN referrals r ON r."applicationId" = ap.id
  LEFT JOIN users referrer ON referrer.id = r."referrerId"
  LEFT JOIN stored_files resume ON resume.id = ap."resumeFileId"
  LEFT JOIN stored_files cover_letter ON cover_letter.id = ap."coverLetterFileId"`);

export const toApplicant = (row: ApplicantRow): TApplicant => ({
  ...row,
  created_at: row.created_at.toISOString(),
  resume_url: row.resume_filename === null ? null : applicationFileUrl(row.id, 'resume'),
  cover_letter_url: row.cover_letter_filename === null ? null : applicationFileUrl(row.id, 'cover_letter'),
});

export type ApplicantFilters = { jobId: number; search: string | undefined; status: TApplicationStatus | undefined };

/** Applicants of the job matching the filters: a name holding the search text, the status. */
function matching(filters: ApplicantFilters) {
  const search = filters.search?.trim();
  return sql`ap."jobId" = ${filters.jobId}
    ${search ? sql`AND concat_ws(' ', ap."firstName", ap."lastName") ILIKE ${containing(search)}` : empty}
    ${filters.status ? sql`AND ap.status::text = ${filters.status}` : empty}`;
}

/** A page of the job's applicants, newest first, and how many match. */
export async function applicantsPage(
  pool: pg.Pool,
  filters: ApplicantFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicantRow[]; total: number }> {
  const where = matching(filters);
  const [rows, [count]] = await Promise.all([
    queryRows(
      pool,
      ZApplicantRow,
      sql`${APPLICANT} WHERE ${where} ORDER BY ap."createdAt" DESC, ap.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows(
      pool,
      z.object({ total: z.number().int() }),
      sql`SELECT count(*)::int AS total FROM applications ap WHERE ${where}`,
    ),
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
    const before = after
      ? sql`AND (ap."createdAt" AT TIME ZONE 'UTC', ap.id) < (${after.createdAt}::timestamptz, ${after.id}::int)`
      : empty;
    const rows: ApplicantRow[] = await queryRows(
      pool,
      ZApplicantRow,
      sql`${APPLICANT} WHERE ${matching(filters)} ${before}
        ORDER BY ap."createdAt" DESC, ap.id DESC LIMIT ${batch}`,
    );
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** These applicants of the job, newest first. */
export async function applicantsByIds(db: Queryable, jobId: number, ids: number[]): Promise<TApplicant[]> {
  const rows = await queryRows(
    db,
    ZApplicantRow,
    sql`${APPLICANT} WHERE ap."jobId" = ${jobId} AND ap.id = ANY(${ids}::int[]) ORDER BY ap."createdAt" DESC, ap.id DESC`,
  );
  return rows.map(toApplicant);
}
