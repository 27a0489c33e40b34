import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';

/**
 * The share link an application came through: the key the candidate followed last (the web app keeps it
 * 30 days in `sl-jid-{job_id}` and sends it as `?key=`), when it is a link to this job and not the
 * candidate's own. Anything else is ignored: applying never fails over a key. Whether that link makes
 * the application a referral is the `referrals` view's answer (`referrerOf`), not this one's.
 */
export async function findShareLinkId(
  pool: pg.Pool,
  input: { key: string | undefined; jobId: number; applicantId: number },
): Promise<number | null> {
  if (!input.key) return null;
  const [link] = await queryRows(
    pool,
    z.object({ id: z.number().int() }),
    sql`SELECT sl.id FROM share_links sl
         WHERE sl.key = ${input.key} AND sl."jobId" = ${input.jobId} AND sl."userId" <> ${input.applicantId}`,
  );
  return link?.id ?? null;
}

const ZReferrer = z.object({
  referrer_id: z.number().int(),
  referrer_email: z.string(),
  referrer_first_name: z.string().nullable(),
});

/** Who referred the application, by the one rule (the `referrals` view, decision 049); null when nobody. */
export async function referrerOf(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  applicationId: number,
): Promise<{ id: number; email: string; firstName: string | null } | null> {
  const [row] = await queryRows(
    tx,
    ZReferrer,
    sql`SELECT u.id AS referrer_id, u.email AS referrer_email, u."firstName" AS referrer_first_name
          FROM referrals r JOIN users u ON u.id = r."referrerId" WHERE r."applicationId" = ${applicationId}`,
  );
  return row ? { id: row.referrer_id, email: row.referrer_email, firstName: row.referrer_first_name } : null;
}
