import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { TJobActivity } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { personName } from '../users/display-value.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { assertTeamAccess } from './team-access.ts';

const ZActivityRow = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  action: z.enum(['posted', 'edited', 'closed']),
  created_at: z.date(),
  actor_id: z.number().int().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  is_admin: z.boolean().nullable(),
});

/** How many of the latest entries the Team screen shows. */
const ACTIVITY_LIMIT = 100;

/** An admin acting for the business reads as the product's support, never by their own name and address. */
export const SUPPORT_ACTOR_NAME = 'MainWork support';

function actorOf(row: z.infer<typeof ZActivityRow>, supportEmail: string): TJobActivity['actor'] {
  if (row.actor_id === null) return null;
  if (row.is_admin) return { id: null, name: SUPPORT_ACTOR_NAME, email: supportEmail };
  return {
    id: row.actor_id,
    name: personName({ firstName: row.first_name, lastName: row.last_name }),
    email: row.email ?? '',
  };
}

/** `GET …/job_activity`: who posted, edited or closed which of the business's jobs, newest first (the audit trail). */
export async function listJobActivity(
  pool: pg.Pool,
  input: { ability: AppAbility; businessId: number; supportEmail: string },
): Promise<TJobActivity[]> {
  assertTeamAccess(input.ability, input.businessId, 'read');
  const rows = await queryRows(
    pool,
    ZActivityRow,
    sql`SELECT e.id, j.id AS job_id, j.title AS job_title, e.action,
               e."createdAt" AT TIME ZONE 'UTC' AS created_at,
               u.id AS actor_id, u."firstName" AS first_name, u."lastName" AS last_name, u.email,
               u.role = 'Admin' AS is_admin
          FROM jobs j
          JOIN audit_events e ON e."subjectType" = 'Job' AND e."subjectId" = j.id
          LEFT JOIN users u ON u.id = e."actorId"
         WHERE j."businessId" = ${input.businessId} AND e.action IN ('posted', 'edited', 'closed')
         ORDER BY e."createdAt" DESC, e.id DESC
         LIMIT ${ACTIVITY_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    action: row.action,
    actor: actorOf(row, input.supportEmail),
    created_at: row.created_at.toISOString(),
  }));
}
