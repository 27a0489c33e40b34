import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { ZMyApplication, type TMyApplication } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { LIVE_JOB } from '../jobs/job-rows.ts';
import { applicationFileUrl } from './application-response.ts';

const ZMyApplicationRow = ZMyApplication.omit({ created_at: true, resume_url: true, cover_letter_url: true }).extend({
  created_at: z.date(),
});

/**
 * The candidate's applications, newest first, with whether each job is still live, how many applied,
 * and the files they sent (downloaded from the application's own authorised routes).
 */
export async function listMyApplications(
  pool: pg.Pool,
  input: { userId: number; ability: AppAbility },
): Promise<TMyApplication[]> {
  if (!input.ability.can('read', 'Application')) throw AppError.forbidden();
  const rows = await queryRows(
    pool,
    ZMyApplicationRow,
    sql`SELECT ap.id, ap."jobId" AS job_id, j.title AS job_title, (${LIVE_JOB}) AS job_active,
            ap."firstName" AS first_name, ap."lastName" AS last_name, ap.email, ap.phone,
            ap."createdAt" AT TIME ZONE 'UTC' AS created_at,
            (SELECT count(*)::int FROM applications other WHERE other."jobId" = ap."jobId") AS applications_count,
            ap.status, ap.external,
            resume.filename AS resume_filename, cover_letter.filename AS cover_letter_filename
       FROM applications ap
       JOIN jobs j ON j.id = ap."jobId"
       JOIN businesses b ON b.id = j."businessId"
       LEFT JOIN stored_files resume ON resume.id = ap."resumeFileId"
       LEFT JOIN stored_files cover_letter ON cover_letter.id = ap."coverLetterFileId"
      WHERE ap."userId" = ${input.userId}
      ORDER BY ap."createdAt" DESC, ap.id DESC`,
  );
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    resume_url: row.resume_filename === null ? null : applicationFileUrl(row.id, 'resume'),
    cover_letter_url: row.cover_letter_filename === null ? null : applicationFileUrl(row.id, 'cover_letter'),
  }));
}
