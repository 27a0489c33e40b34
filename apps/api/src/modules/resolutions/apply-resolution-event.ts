import {
  TEAM_MESSAGES,
  type TResolution,
  type TResolutionEventBody,
  type TResolutionStatus,
} from '@mainwork/contracts';
import type { Prisma } from '@mainwork/db';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { moveState } from '../../domain/move-state.ts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { askOwnersToConfirm } from './ask-owners-to-confirm.ts';
import { closeJob } from './close-job.ts';
import { confirmHire } from './confirm-hire.ts';
import { RESOLUTION_CONFLICTS, resolutionConflict, type JobAccess, type ResolutionDeps } from './resolution-deps.ts';
import { resolutionView } from './view-resolution.ts';

/** The 422 answers of the applicant selection, keyed `applicant_selection` (spec §5). */
export const APPLICANT_SELECTION_ERRORS = {
  foundApplicant: 'Please tell us whether you found your applicant.',
  missing: 'Please select the applicant you hired.',
  foreign: 'Select one of the applicants to this job.',
} as const;

/** Confirming a charge is an owner's (or an admin's): a recruiter stops at the billing step (decision 054). */
const mayConfirmCharge = (ability: AppAbility, businessId: number) =>
  ability.can('read', 'admin_dashboard') || canOn(ability, 'create', 'Charge', { businessId });

function assertMayConfirmCharge(ability: AppAbility, businessId: number): void {
  if (!mayConfirmCharge(ability, businessId)) throw AppError.forbidden(TEAM_MESSAGES.confirmChargeOwnersOnly);
}

type EventInput = NonNullable<TResolutionEventBody['resolution']>;

/** The one status each event answers (DECISIONS "Resolution state machine"). */
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
 * `PUT …/resolutions/{id}`: one event of the state machine. In one transaction the job row is read and
 * locked first (as the expiry sweep takes it: the two never wait on each other in opposite order), then
 * the status moves by `moveState` from the event's status, with its audit row: of concurrent requests
 * exactly one moves it, the others get 409. Completing closes the job in the same transaction;
 * confirming billing also confirms the hire.
 */
export async function applyResolutionEvent(
  deps: ResolutionDeps,
  input: JobAccess & { resolutionId: number; actorId: number; body: TResolutionEventBody },
): Promise<TResolution> {
  const { event } = input.body;
  const fields: EventInput = input.body.resolution ?? {};
  const expected = EXPECTED_STATUS[event];

  return deps.prisma.$transaction(async (tx) => {
    const job = await findBusinessJob(tx, { ...input, lock: true });
    if (event === 'confirm_billing') assertMayConfirmCharge(input.ability, input.businessId);
    const resolution = await tx.resolution.findFirst({
      where: { id: input.resolutionId, jobId: job.id },
      select: { id: true, status: true, foundApplicant: true },
    });
    if (!resolution) throw AppError.notFound('Resolution');
    if (resolution.status === 'complete') throw resolutionConflict(RESOLUTION_CONFLICTS.closed);
    if (resolution.status !== expected) throw resolutionConflict(RESOLUTION_CONFLICTS.wrongStep);

    const move = async (to: TResolutionStatus, set: Prisma.ResolutionUpdateManyMutationInput = {}) => {
      const moved = await moveState(tx, {
        subject: 'Resolution',
        id: resolution.id,
        from: expected,
        to,
        set: { ...set, ...(to === 'complete' ? { completedAt: new Date() } : {}) },
        audit: { action: event, actorId: input.actorId },
      });
      if (!moved) throw resolutionConflict(RESOLUTION_CONFLICTS.wrongStep);
    };

    switch (event) {
      case 'respond_to_hire_inquiry': {
        const filled = requireBoolean(fields, 'is_position_filled');
        await move(filled ? 'mw_hire_inquiry' : 'complete', { isPositionFilled: filled });
        if (!filled) await closeJob(tx, job.id, input.actorId);
        break;
      }
      case 'respond_to_mw_hire_inquiry': {
        const mwHire = requireBoolean(fields, 'is_mw_hire');
        await move(mwHire ? 'applicant_selection' : 'complete', { isMwHire: mwHire });
        if (!mwHire) await closeJob(tx, job.id, input.actorId);
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
        if (!mayConfirmCharge(input.ability, input.businessId))
          await askOwnersToConfirm(tx, deps, { jobId: job.id, recruiterId: input.actorId });
        await tx.resolutionSelectedApplicant.deleteMany({ where: { resolutionId: resolution.id } });
        if (applicationId !== null)
          await tx.resolutionSelectedApplicant.create({ data: { resolutionId: resolution.id, applicationId } });
        break;
      }
      case 'go_back_to_applicant_selection':
        await move('applicant_selection');
        break;
      case 'confirm_billing':
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
    return resolutionView(tx, resolution.id);
  });
}
