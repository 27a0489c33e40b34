import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { queryRows } from '../../infra/database-rows.ts';

const ZReferralRow = z.object({
  shareLinkId: z.number().int(),
  referrerId: z.number().int(),
  referrerEmail: z.string(),
});

/**
 * The share link an application is attributed to: the key the candidate followed last (the web app
 * keeps it 30 days in `sl-jid-{job_id}` and sends it as `?key=`), when it is a link to this job and
 * not the candidate's own. Anything else is ignored: applying never fails over a key.
 */
export async function findReferral(
  pool: pg.Pool,
  input: { key: string | undefined; jobId: number; applicantId: number },
): Promise<z.infer<typeof ZReferralRow> | null> {
  if (!input.key) return null;
  const [referral] = await queryRows(
    pool,
    ZReferralRow,
    sql`SELECT sl.id AS "shareLinkId", u.id AS "referrerId", u.email AS "referrerEmail"
       FROM share_links sl JOIN users u ON u.id = sl."userId"
      WHERE sl.key = ${input.key} AND sl."jobId" = ${input.jobId} AND sl."userId" <> ${input.applicantId}`,
  );
  return referral ?? null;
}
