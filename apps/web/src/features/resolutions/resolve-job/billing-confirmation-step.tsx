import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Alert } from '../../../components/alert.tsx';
import { TEAM_MESSAGES, type TCostForMwHiresBreakdown, type TResolution } from '@mainwork/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { can } from '../../../lib/permissions.ts';
import { costBreakdownQueryOptions, type JobRef } from '../api/resolutions.ts';
import { FactList } from './fact-list.tsx';
import { RESOLVE_TEXTS } from './resolve-texts.ts';
import { Waiting } from './waiting.tsx';

/**
 * The billing text the API chose (spec §4 "Billing text"; `billing_text_kind`, which is already the cash one
 * for a hire with no one to reward, decision 049). A reward that is not cash also says what the charge is
 * (decision 036).
 */
export function billingText(cost: TCostForMwHiresBreakdown): string {
  const charge =
    cost.cost_for_mw_hires > 0
      ? ` The charge of ${cost.human_friendly_cost_for_mw_hires} will appear on your next invoice.`
      : '';
  switch (cost.billing_text_kind) {
    case 'cash':
      return `By confirming, you agree to pay ${cost.human_friendly_cost_for_mw_hires} for this hire. The charge will appear on your next invoice.`;
    case 'code':
      return `By confirming, you agree to reward the referrer. The promotion code will be delivered to the referrer.${charge}`;
    default:
      return `By confirming, you agree to reward the referrer. ${RESOLVE_TEXTS.contactYou}${charge}`;
  }
}

/**
 * What confirming the hire costs, with the billing text; Confirm sends it, Back returns to the choice. Confirming
 * a charge is an owner's (or an admin's): a recruiter sees the cost and is asked to get an owner (decision 054).
 */
export function BillingConfirmation({
  job,
  resolution,
  busy,
  confirming,
  onBack,
  onConfirm,
}: {
  job: JobRef;
  resolution: TResolution;
  busy: boolean;
  confirming: boolean;
  onBack(): unknown;
  onConfirm(): unknown;
}) {
  const cost = useQuery(costBreakdownQueryOptions(job, resolution.id));
  const { currentUser } = useAuth();
  const mayConfirm = can(currentUser, 'create', 'Charge') || can(currentUser, 'read', 'admin_dashboard');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cost.isSuccess) confirm.current?.focus();
  }, [cost.isSuccess]);
  const found = resolution.found_applicant === true;
  return (
    <>
      <p className="fs-5">{found ? RESOLVE_TEXTS.found : RESOLVE_TEXTS.notFound}</p>
      {found && resolution.selected_applicants.length > 0 ? (
        <p>Hired: {resolution.selected_applicants.map((a) => a.display_value).join(', ')}</p>
      ) : null}
      {cost.isPending ? <Waiting label="Loading the cost of this hire…" /> : null}
      {cost.isError ? <Alert variant="danger">{errorMessage(cost.error)}</Alert> : null}
      {cost.isSuccess ? (
        <>
          {!cost.data.reward_due && cost.data.reward_label ? (
            <p data-testid="no-reward-reason" className="fw-semibold">
              {(found ? RESOLVE_TEXTS.noReferral : RESOLVE_TEXTS.noApplicantNamed)(cost.data.human_friendly_fee)}
            </p>
          ) : null}
          <p data-testid="billing-text">
            {mayConfirm
              ? billingText(cost.data)
              : `Once an owner confirms, ${cost.data.human_friendly_cost_for_mw_hires} for this hire appears on your business's next invoice. We have e-mailed your business's owners.`}
          </p>
          {cost.data.reward_label ? (
            <FactList
              label="Cost of this hire"
              className="small"
              rows={[
                [
                  `Reward: ${cost.data.reward_label}`,
                  cost.data.reward_due ? cost.data.human_friendly_reward_value : RESOLVE_TEXTS.rewardNotDue,
                ],
                [`MainWork fee (${cost.data.fee_percent}%)`, cost.data.human_friendly_fee],
                ['Total', cost.data.human_friendly_cost_for_mw_hires],
              ]}
            />
          ) : null}
        </>
      ) : null}
      {confirming ? (
        <Alert variant="warning" role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {RESOLVE_TEXTS.confirming}
        </Alert>
      ) : null}
      {mayConfirm ? null : (
        <Alert variant="info" data-testid="owner-confirms">
          {TEAM_MESSAGES.confirmChargeOwnersOnly}
        </Alert>
      )}
      <div className="d-flex justify-content-between gap-2">
        <Button variant="outline-secondary" disabled={busy} onClick={() => void onBack()}>
          Back
        </Button>
        {mayConfirm ? (
          <Button ref={confirm} disabled={busy || !cost.isSuccess} onClick={() => void onConfirm()}>
            Confirm
          </Button>
        ) : null}
      </div>
    </>
  );
}
