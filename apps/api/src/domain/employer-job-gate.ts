import type pg from 'pg';
import sql, { empty } from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { AppError } from '../http/app-error.ts';
import { queryRows } from '../infra/database-rows.ts';
import { canOn, type AppAbility } from '../permissions/abilities.ts';

/**
 * The employer workspace's gate: the business's owner and admins pass. Users who may not see an
 * employer dashboard at all get 403; an employer asking for another business gets the same 404 as for a
 * business that does not exist, so ids of other businesses' jobs and applicants tell them nothing.
 * No membership is needed: only posting needs one.
 */
export function assertMayManageBusiness(ability: AppAbility, businessId: number): void {
  const admin = ability.can('read', 'admin_dashboard');
  if (!admin && !ability.can('read', 'employers_dashboard')) throw AppError.forbidden();
  if (!admin && !canOn(ability, 'update', 'Job', { businessId })) throw AppError.notFound('Business');
}

const ZBusinessJob = z.object({ id: z.number().int(), title: z.string(), active: z.boolean() });
export type BusinessJob = z.infer<typeof ZBusinessJob>;

/**
 * A job of the business, after the gate above; 404 when the business has no such job. A use case that
 * changes the job (or what hangs on it) reads it through its own transaction, with `lock` to hold the
 * row until it commits: the job row first, as every writer of a job's closing takes it.
 */
export async function findBusinessJob(
  db: pg.Pool | Pick<Prisma.TransactionClient, '$queryRaw'>,
  input: { ability: AppAbility; businessId: number; jobId: number; lock?: boolean },
): Promise<BusinessJob> {
  assertMayManageBusiness(input.ability, input.businessId);
  const [job] = await queryRows(
    db,
    ZBusinessJob,
    sql`SELECT id, title, active FROM jobs WHERE id = ${input.jobId} AND "businessId" = ${input.businessId}
        ${input.lock ? sql`FOR UPDATE` : empty}`,
  );
  if (!job) throw AppError.notFound('Job');
  return job;
}
