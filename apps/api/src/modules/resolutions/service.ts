import type pg from 'pg';
import type { Prisma, PrismaClient, RewardType } from '@mainwork/db';
import {
  formatDollarsAndCents,
  formatRewardLabel,
  rewardTypeOnWire,
  type TBillingStatus,
  type TBillingTextKind,
  type TCostForMwHiresBreakdown,
  type TResolution,
  type TResolutionApplicant,
  type TResolutionEventBody,
  type TResolutionStatus,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { applicationDecisionMail } from '../applicants/applicant-mail.ts';
import { findBusinessJob } from '../job-dashboard/employer-access.ts';
import { dollarsToCents, hireCost, recordConfirmedHire } from './billing-record.ts';
import { hireReceiptMail } from './resolution-mail.ts';

export type ResolutionDeps = {
  prisma: PrismaClient;
  pool: pg.Pool;
  publicUrl: string;
  platformFeePercent: number;
  stripeConfigured: boolean;
};

type Tx = Prisma.TransactionClient;
type Access = { ability: AppAbility; businessId: number; jobId: number };

/** The 409 answers (docs/decisions/031-resolutions.md); the wizard shows them as an alert and closes. */
export const RESOLUTION_CONFLICTS = {
  closed: 'This job posting has already been closed.',
  wrongStep: 'This answer does not fit the current step of closing this job posting. Please start again.',
} as const;

/** The 422 answers of the applicant selection, keyed `applicant_selection` (spec §5). */
export const APPLICANT_SELECTION_ERRORS = {
  foundApplicant: 'Please tell us whether you found your applicant.',
  missing: 'Please select the applicant you hired.',
  foreign: 'is not an applicant to this job.',
} as const;

const conflict = (message: string) => new AppError('conflict', message);

type ResolutionRow = {
  id: number;
  jobId: number;
  status: TResolutionStatus;
  isPositionFilled: boolean | null;
  isMwHire: boolean | null;
  foundApplicant: boolean | null;
  autoCompleted: boolean;
};

/** 'First Last (email)', the name or the e-mail alone when the other is missing. */
const DISPLAY_VALUE_SQL = `CASE
    WHEN nullif(trim(concat_ws(' ', ap."firstName", ap."lastName")), '') IS NULL THEN coalesce(ap.email, u.email)
    ELSE trim(concat_ws(' ', ap."firstName", ap."lastName")) || coalesce(' (' || coalesce(ap.email, u.email) || ')', '')
  END`;

async function resolutionView(db: Pick<Tx, '$queryRawUnsafe'>, resolutionId: number): Promise<TResolution> {
  const [row] = await db.$queryRawUnsafe<
    Array<ResolutionRow & { billing_amount_cents: number | null; billing_status: TBillingStatus | null }>
  >(
    `SELECT r.id, r."jobId", r.status::text AS status, r."isPositionFilled", r."isMwHire", r."foundApplicant",
            r."autoCompleted", br."totalAmountCents" AS billing_amount_cents, br.status::text AS billing_status
       FROM resolutions r LEFT JOIN billing_records br ON br."resolutionId" = r.id
      WHERE r.id = $1`,
    resolutionId,
  );
  if (!row) throw AppError.notFound('Resolution');
  const selected = await db.$queryRawUnsafe<Array<{ application_id: number; display_value: string }>>(
    `SELECT ap.id AS application_id, ${DISPLAY_VALUE_SQL} AS display_value
       FROM resolution_selected_applicants rsa
       JOIN applications ap ON ap.id = rsa."applicationId"
       JOIN users u ON u.id = ap."userId"
      WHERE rsa."resolutionId" = $1
      ORDER BY rsa."createdAt", ap.id`,
    resolutionId,
  );
  return {
    id: row.id,
    status: row.status,
    is_position_filled: row.isPositionFilled,
    is_mw_hire: row.isMwHire,
    found_applicant: row.foundApplicant,
    selected_applicants: selected,
    auto_completed: row.autoCompleted,
    billing:
      row.billing_status === null
        ? null
        : { amount: (row.billing_amount_cents ?? 0) / 100, status: row.billing_status },
  };
}

/** `GET …/resolution`: the job's resolution, 404 when it has none. */
export async function currentResolution(deps: ResolutionDeps, input: Access): Promise<TResolution> {
  const job = await findBusinessJob(deps.pool, input);
  const found = await deps.prisma.resolution.findUnique({ where: { jobId: job.id }, select: { id: true } });
  if (!found) throw AppError.notFound('Resolution');
  return resolutionView(deps.prisma, found.id);
}

/**
 * `POST …/resolutions`: starts closing the posting at hire_inquiry. One resolution per job (unique
 * jobId): of concurrent requests one inserts, the others get that same open resolution back, as does a
 * wizard reopened midway. A closed posting answers 409.
 */
export async function startResolution(
  deps: ResolutionDeps,
  input: Access,
): Promise<{ resolution: TResolution; created: boolean }> {
  const job = await findBusinessJob(deps.pool, input);
  return deps.prisma.$transaction(async (tx) => {
    const [inserted] = await tx.$queryRaw<Array<{ id: number }>>`
      INSERT INTO resolutions ("jobId", status, "updatedAt")
      SELECT j.id, 'hire_inquiry', now() AT TIME ZONE 'UTC' FROM jobs j WHERE j.id = ${job.id} AND j.active
      ON CONFLICT ("jobId") DO NOTHING
      RETURNING id`;
    if (inserted) return { resolution: await resolutionView(tx, inserted.id), created: true };
    const existing = await tx.resolution.findUnique({ where: { jobId: job.id }, select: { id: true, status: true } });
    if (!existing || existing.status === 'complete') throw conflict(RESOLUTION_CONFLICTS.closed);
    return { resolution: await resolutionView(tx, existing.id), created: false };
  });
}

type EventInput = NonNullable<TResolutionEventBody['resolution']>;

const EXPECTED_STATUS: Record<TResolutionEventBody['event'], TResolutionStatus> = {
  respond_to_hire_inquiry: 'hire_inquiry',
  respond_to_mw_hire_inquiry: 'mw_hire_inquiry',
  respond_to_applicant_selection: 'applicant_selection',
  go_back_to_applicant_selection: 'billing_confirmation',
  confirm_billing: 'billing_confirmation',
};

function requireBoolean(fields: EventInput, key: 'is_position_filled' | 'is_mw_hire'): boolean {
  const value = fields[key];
  if (typeof value !== 'boolean') throw AppError.invalid({ [key]: ['must be true or false'] });
  return value;
}

/**
 * `PUT …/resolutions/{id}`: one event of the state machine (DECISIONS "Resolution state machine"). The
 * status is moved by a conditional update (`WHERE id = … AND status = <the event's status>`) in a
 * transaction that first locks the job row: of concurrent requests exactly one moves it, the others get
 * 409. Completing closes the job in the same transaction; confirming billing also records the charge.
 */
export async function applyResolutionEvent(
  deps: ResolutionDeps,
  input: Access & { resolutionId: number; actorId: number; body: TResolutionEventBody },
): Promise<TResolution> {
  const job = await findBusinessJob(deps.pool, input);
  const { event } = input.body;
  const fields: EventInput = input.body.resolution ?? {};
  const expected = EXPECTED_STATUS[event];

  return deps.prisma.$transaction(async (tx) => {
    // The job row first, as the expiry sweep takes it: the two never wait on each other in opposite order.
    await tx.$queryRaw`SELECT id FROM jobs WHERE id = ${job.id} FOR UPDATE`;
    const resolution = await tx.resolution.findFirst({
      where: { id: input.resolutionId, jobId: job.id },
      select: { id: true, status: true, foundApplicant: true },
    });
    if (!resolution) throw AppError.notFound('Resolution');
    if (resolution.status === 'complete') throw conflict(RESOLUTION_CONFLICTS.closed);
    if (resolution.status !== expected) throw conflict(RESOLUTION_CONFLICTS.wrongStep);

    // The conditional update: UPDATE resolutions … WHERE id = $1 AND status = $expected.
    const move = async (to: TResolutionStatus, data: Prisma.ResolutionUpdateManyMutationInput = {}) => {
      const moved = await tx.resolution.updateMany({
        where: { id: resolution.id, status: expected },
        data: { ...data, status: to, ...(to === 'complete' ? { completedAt: new Date() } : {}) },
      });
      if (moved.count !== 1) throw conflict(RESOLUTION_CONFLICTS.wrongStep);
    };

    switch (event) {
      case 'respond_to_hire_inquiry': {
        const filled = requireBoolean(fields, 'is_position_filled');
        await move(filled ? 'mw_hire_inquiry' : 'complete', { isPositionFilled: filled });
        if (!filled) {
          await closeJob(tx, job.id);
        }
        break;
      }
      case 'respond_to_mw_hire_inquiry': {
        const mwHire = requireBoolean(fields, 'is_mw_hire');
        await move(mwHire ? 'applicant_selection' : 'complete', { isMwHire: mwHire });
        if (!mwHire) {
          await closeJob(tx, job.id);
        }
        break;
      }
      case 'respond_to_applicant_selection': {
        if (typeof fields.found_applicant !== 'boolean')
          throw AppError.invalid({ applicant_selection: [APPLICANT_SELECTION_ERRORS.foundApplicant] });
        const found = fields.found_applicant;
        let applicationId: number | null = null;
        if (found) {
          if (fields.application_id == null)
            throw AppError.invalid({ applicant_selection: [APPLICANT_SELECTION_ERRORS.missing] });
          const application = await tx.application.findFirst({
            where: { id: fields.application_id, jobId: job.id },
            select: { id: true },
          });
          if (!application) throw AppError.invalid({ applicant_selection: [APPLICANT_SELECTION_ERRORS.foreign] });
          applicationId = application.id;
        }
        await move('billing_confirmation', { foundApplicant: found });
        await tx.resolutionSelectedApplicant.deleteMany({ where: { resolutionId: resolution.id } });
        if (applicationId !== null)
          await tx.resolutionSelectedApplicant.create({ data: { resolutionId: resolution.id, applicationId } });
        break;
      }
      case 'go_back_to_applicant_selection':
        await move('applicant_selection');
        break;
      case 'confirm_billing': {
        await move('complete');
        await confirmHire(tx, deps, {
          jobId: job.id,
          businessId: input.businessId,
          resolutionId: resolution.id,
          actorId: input.actorId,
          foundApplicant: resolution.foundApplicant === true,
        });
        break;
      }
    }
    return resolutionView(tx, resolution.id);
  });
}

/**
 * Closes a posting in the caller's transaction: inactive with its closing time, so it leaves search
 * (the search table's trigger), its page answers 404 and candidates' and referrers' rows show it closed.
 */
export async function closeJob(tx: Pick<Tx, '$executeRaw'>, jobId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE jobs SET active = FALSE, "closedAt" = coalesce("closedAt", now() AT TIME ZONE 'UTC'),
                    "updatedAt" = now() AT TIME ZONE 'UTC'
     WHERE id = ${jobId} AND active`;
}

/** "$1,200.00" */
export const humanFriendlyCents = (cents: number) => formatDollarsAndCents(cents / 100);

type JobReward = {
  type: RewardType;
  amount_cents: number;
  code: string | null;
  reward_source_id: number | null;
  reward_source_name: string | null;
  business_name: string;
};

/** Spec §9: Cash '$500', GiftCard '$50 Gift Card to {source}' (the business for source 1), others by type. */
export function rewardLabel(reward: JobReward): string {
  return formatRewardLabel({
    type: rewardTypeOnWire(reward.type),
    amount: reward.amount_cents / 100,
    reward_source:
      reward.reward_source_id === null ? null : { id: reward.reward_source_id, name: reward.reward_source_name ?? '' },
    employer_business_name: reward.business_name,
  });
}

/** Spec §4 billing text: cash; a reward with a promotion code; anything else ("We will contact you"). */
export function billingTextKind(reward: Pick<JobReward, 'type' | 'code'> | null): TBillingTextKind {
  if (reward?.type === 'Cash') return 'cash';
  if (reward?.code) return 'code';
  return 'other';
}

async function jobReward(db: Pick<Tx, '$queryRaw'>, jobId: number): Promise<JobReward | null> {
  const [row] = await db.$queryRaw<Array<Omit<JobReward, 'amount_cents'> & { amount: string }>>`
    SELECT r.type::text AS type, r.amount::text AS amount, r.code, r."rewardSourceId" AS reward_source_id,
           rs.name AS reward_source_name, b.name AS business_name
      FROM rewards r JOIN jobs j ON j.id = r."jobId" JOIN businesses b ON b.id = j."businessId"
      LEFT JOIN reward_sources rs ON rs.id = r."rewardSourceId"
     WHERE r."jobId" = ${jobId}`;
  if (!row) return null;
  const { amount, ...rest } = row;
  return { ...rest, amount_cents: dollarsToCents(amount) };
}

/** `GET …/resolutions/{id}/cost_for_mw_hires_breakdown`: the reward's value plus the platform fee. */
export async function costForMwHiresBreakdown(
  deps: ResolutionDeps,
  input: Access & { resolutionId: number },
): Promise<TCostForMwHiresBreakdown> {
  const job = await findBusinessJob(deps.pool, input);
  const resolution = await deps.prisma.resolution.findFirst({
    where: { id: input.resolutionId, jobId: job.id },
    select: { id: true },
  });
  if (!resolution) throw AppError.notFound('Resolution');
  const reward = await jobReward(deps.prisma, job.id);
  const cost = hireCost(reward?.amount_cents ?? 0, deps.platformFeePercent);
  return {
    human_friendly_cost_for_mw_hires: humanFriendlyCents(cost.totalCents),
    cost_for_mw_hires: cost.totalCents / 100,
    reward_value: cost.rewardCents / 100,
    human_friendly_reward_value: humanFriendlyCents(cost.rewardCents),
    reward_label: reward ? rewardLabel(reward) : null,
    reward_type: reward ? rewardTypeOnWire(reward.type) : null,
    fee_percent: deps.platformFeePercent,
    fee: cost.feeCents / 100,
    human_friendly_fee: humanFriendlyCents(cost.feeCents),
    billing_text_kind: billingTextKind(reward),
  };
}

/**
 * `GET …/applicants`: every applicant of the job for "Who was hired?": those the employer already marked
 * hired first (the hire the wizard confirms is most likely one of them, and both then agree), then newest first.
 */
export async function resolutionApplicants(deps: ResolutionDeps, input: Access): Promise<TResolutionApplicant[]> {
  const job = await findBusinessJob(deps.pool, input);
  const rows = await deps.prisma.$queryRawUnsafe<
    Array<{
      application_id: number;
      display_value: string;
      status: TResolutionApplicant['status'];
      referred: boolean;
      applied_at: Date;
    }>
  >(
    `SELECT ap.id AS application_id, ${DISPLAY_VALUE_SQL} AS display_value, ap.status::text AS status,
            EXISTS (SELECT 1 FROM referrals r WHERE r."applicationId" = ap.id) AS referred,
            ap."createdAt" AS applied_at
       FROM applications ap
       JOIN users u ON u.id = ap."userId"
      WHERE ap."jobId" = $1
      ORDER BY ap.status = 'hired' DESC, ap."createdAt" DESC, ap.id DESC`,
    job.id,
  );
  return rows.map((row) => ({ ...row, applied_at: row.applied_at.toISOString() }));
}

/**
 * confirm_billing, after the resolution moved to complete: the job closes, the selected applicant is
 * hired (and told, by queued mail), the charge and the referrer's reward are recorded, the employer gets
 * a receipt. All in the caller's transaction.
 */
async function confirmHire(
  tx: Tx,
  deps: ResolutionDeps,
  input: { jobId: number; businessId: number; resolutionId: number; actorId: number; foundApplicant: boolean },
): Promise<void> {
  await closeJob(tx, input.jobId);
  const [selected] = input.foundApplicant
    ? await tx.resolutionSelectedApplicant.findMany({
        where: { resolutionId: input.resolutionId },
        select: { applicationId: true },
        take: 1,
      })
    : [];
  const applicationId = selected?.applicationId ?? null;
  const reward = await jobReward(tx, input.jobId);
  const [context] = await tx.$queryRaw<
    Array<{ job_title: string; business_name: string; owner_email: string | null; actor_email: string }>
  >`
    SELECT j.title AS job_title, b.name AS business_name, owner.email AS owner_email, actor.email AS actor_email
      FROM jobs j JOIN businesses b ON b.id = j."businessId"
      LEFT JOIN users owner ON owner.id = b."ownerId"
      JOIN users actor ON actor.id = ${input.actorId}
     WHERE j.id = ${input.jobId}`;

  let applicantName: string | null = null;
  if (applicationId !== null) {
    const [hired] = await tx.$queryRawUnsafe<
      Array<{ email: string; first_name: string | null; display_value: string; changed: boolean }>
    >(
      `WITH changed AS (
         UPDATE applications SET status = 'hired', "updatedAt" = now() AT TIME ZONE 'UTC'
          WHERE id = $1 AND status <> 'hired' RETURNING id)
       SELECT u.email, u."firstName" AS first_name, ${DISPLAY_VALUE_SQL} AS display_value,
              EXISTS (SELECT 1 FROM changed) AS changed
         FROM applications ap JOIN users u ON u.id = ap."userId" WHERE ap.id = $1`,
      applicationId,
    );
    applicantName = hired?.display_value ?? null;
    if (hired?.changed)
      await enqueueMail(
        tx,
        applicationDecisionMail({
          to: hired.email,
          publicUrl: deps.publicUrl,
          firstName: hired.first_name,
          jobTitle: context!.job_title,
          businessName: context!.business_name,
          status: 'hired',
        }),
      );
  }

  await recordConfirmedHire(tx, {
    resolutionId: input.resolutionId,
    businessId: input.businessId,
    applicationId,
    rewardValueCents: reward?.amount_cents ?? 0,
    rewardType: reward?.type ?? null,
    feePercent: deps.platformFeePercent,
    stripeConfigured: deps.stripeConfigured,
    actorId: input.actorId,
  });

  const cost = hireCost(reward?.amount_cents ?? 0, deps.platformFeePercent);
  await enqueueMail(
    tx,
    hireReceiptMail({
      to: context!.owner_email ?? context!.actor_email,
      publicUrl: deps.publicUrl,
      businessName: context!.business_name,
      jobTitle: context!.job_title,
      applicantName,
      rewardLabel: reward ? rewardLabel(reward) : null,
      reward: humanFriendlyCents(cost.rewardCents),
      fee: humanFriendlyCents(cost.feeCents),
      feePercent: deps.platformFeePercent,
      total: humanFriendlyCents(cost.totalCents),
    }),
  );
}
