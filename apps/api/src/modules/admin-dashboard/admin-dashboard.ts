import type pg from 'pg';
import type { TAdminDashboard, TAdminDashboardQuery } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { dashboardRange } from './dashboard-range.ts';
import { breakdown, liveJobs, money, usersByRole, weekly } from './dashboard-sql.ts';

type Query<Row> = { statement: Statement; row: import('zod').ZodType<Row> };
const run = <Row>(pool: pg.Pool, query: Query<Row>) => queryRows(pool, query.row, query.statement);

const sum = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);

/**
 * The admin dashboard (decision 021): aggregates read in parallel, over the stored rows through an index on
 * their timestamp, or over what triggers keep per business in the same transactions as the rows (live jobs,
 * applications and share-link views per week and per day), so the figures are always those of the tables.
 */
export async function adminDashboard(
  deps: { pool: pg.Pool },
  input: { ability: AppAbility; query: TAdminDashboardQuery; now?: Date },
): Promise<TAdminDashboard> {
  if (!input.ability.can('read', 'admin_dashboard')) throw AppError.forbidden();
  const range = dashboardRange(input.query, input.now);
  const { pool } = deps;
  const [users, [live], weeks, [paid], figures] = await Promise.all([
    run(pool, usersByRole(range)),
    run(pool, liveJobs()),
    run(pool, weekly(range)),
    run(pool, money(range)),
    run(pool, breakdown(range)),
  ]);
  const byRole = (pick: 'total' | 'sign_ups') => ({
    Hunter: users.find((row) => row.role === 'Hunter')?.[pick] ?? 0,
    Employer: users.find((row) => row.role === 'Employer')?.[pick] ?? 0,
    Admin: users.find((row) => row.role === 'Admin')?.[pick] ?? 0,
  });
  const figuresOf = ({
    kind: _kind,
    active: _active,
    hunters,
    employers,
    admins,
    ...row
  }: (typeof figures)[number]) => ({
    ...row,
    sign_ups_by_role: { Hunter: hunters, Employer: employers, Admin: admins },
  });
  return {
    from: range.from,
    to: range.to,
    totals: {
      users_by_role: byRole('total'),
      sign_ups_by_role: byRole('sign_ups'),
      live_jobs: live?.live_jobs ?? 0,
      applications: sum(weeks, (week) => week.applications),
      share_link_views: sum(weeks, (week) => week.share_link_views),
      referred_applications: sum(weeks, (week) => week.referred),
      attributed_hires: paid?.attributed_hires ?? 0,
      billed_cents: paid?.billed_cents ?? 0,
      paid_cents: paid?.paid_cents ?? 0,
      rewards: {
        pending: { count: paid?.pending_count ?? 0, amount_cents: paid?.pending_cents ?? 0 },
        earned: { count: paid?.earned_count ?? 0, amount_cents: paid?.earned_cents ?? 0 },
        issued: { count: paid?.issued_count ?? 0, amount_cents: paid?.issued_cents ?? 0 },
      },
      affiliate: {
        views: sum(weeks, (week) => week.affiliate_views),
        sign_ups: sum(weeks, (week) => week.affiliate_sign_ups),
        attributed: sum(weeks, (week) => week.affiliate_attributed),
      },
    },
    weeks: weeks.map((week) => ({
      week: week.week,
      sign_ups: { Hunter: week.hunters, Employer: week.employers, Admin: week.admins },
      applications: week.applications,
      referred_applications: week.referred,
      share_link_views: week.share_link_views,
      affiliate_views: week.affiliate_views,
      affiliate_sign_ups: week.affiliate_sign_ups,
      affiliate_attributed: week.affiliate_attributed,
    })),
    organizations: figures
      .filter((row) => row.kind === 'organization')
      .map((row) => ({ ...figuresOf(row), active: row.active })),
    regions: figures.filter((row) => row.kind === 'region').map(figuresOf),
  };
}
