import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import {
  ADMIN_REWARDS_PAGE_SIZE,
  REFERRAL_REWARD_STATUSES,
  REFERRAL_REWARD_STATUS_LABELS,
  type TAdminReward,
  type TReferralRewardStatus,
  type TRewardPayout,
} from '@mainwork/contracts';
import { AdminList, type AdminColumn } from '../../components/admin-list.tsx';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { FieldError, errorIdOf } from '../../components/form-fields.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { RewardChain } from '../../components/reward-chain.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { formatDollarsAndCents } from '../../lib/formatters.ts';
import { formatDate } from '../../lib/day-formats.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { adminRewardKeys, adminRewardsQueryOptions, issueReward, retryPayout } from './api/admin-rewards.ts';

export const REWARDS_ADMIN_TEXTS = {
  empty: 'There are no rewards yet.',
  error: 'Error loading rewards.',
  noPaymentMethod: 'The referrer has not chosen a referral payment method.',
  referenceRequired: "can't be blank",
} as const;

const paymentMethodOf = (reward: TAdminReward) =>
  reward.referral_payment_method?.name ?? REWARDS_ADMIN_TEXTS.noPaymentMethod;

/**
 * Issuing an earned reward: the referrer's payment method, the admin's reference (a transfer number…). For a
 * cash reward whose Stripe payout failed it is "Mark paid by hand", with the failure in view (decision 066).
 */
function IssueDialog({ reward, onHide }: { reward: TAdminReward; onHide(): void }) {
  const byHand = reward.payout.status === 'failed';
  const titleId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const form = useForm<{ reference: string }>({ defaultValues: { reference: '' } });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: ({ reference }) => issueReward(reward.id, reference.trim()),
    fieldKeys: { reference: 'reference' },
    messages: 'first',
    async onSuccess(issued) {
      showAlert({
        message: byHand
          ? `The reward for ${issued.job.title} was marked paid by hand to ${issued.referrer.email}.`
          : `The reward for ${issued.job.title} was issued to ${issued.referrer.email}.`,
        alertType: 'success',
      });
      onHide();
      await queryClient.invalidateQueries({ queryKey: adminRewardKeys.all });
    },
    async onError(error) {
      if (error instanceof ApiError && error.fieldErrors) return;
      showAlert({ message: errorMessage(error), alertType: 'danger' });
      onHide();
      // Refused because the reward moved on (a retry, another admin): the list shows where it is now.
      await queryClient.invalidateQueries({ queryKey: adminRewardKeys.all });
    },
  });
  const error = form.formState.errors.reference?.message;
  return (
    <Modal show onHide={() => (saving ? undefined : onHide())} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!saving}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {byHand ? 'Mark' : 'Issue'} {reward.label} {byHand ? 'paid by hand to' : 'to'}{' '}
            {reward.referrer.display_value}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {byHand ? (
            <p className="small">
              The Stripe payout failed: {reward.payout.failure} Once marked paid by hand, it cannot be retried.
            </p>
          ) : null}
          <dl className="row small">
            <dt className="col-5">Job</dt>
            <dd className="col-7">{reward.job.title}</dd>
            <dt className="col-5">Amount</dt>
            <dd className="col-7">{formatDollarsAndCents(reward.amount)}</dd>
            <dt className="col-5">Payment method</dt>
            <dd className="col-7" data-testid="payment-method">
              {paymentMethodOf(reward)}
            </dd>
          </dl>
          <Form.Label htmlFor={fieldId}>Reference</Form.Label>
          <Form.Control
            id={fieldId}
            autoFocus
            maxLength={200}
            isInvalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorIdOf(fieldId) : undefined}
            {...form.register('reference', {
              validate: (value) => value.trim() !== '' || REWARDS_ADMIN_TEXTS.referenceRequired,
            })}
          />
          <Form.Text>The payment's reference, e.g. a transfer number.</Form.Text>
          <FieldError id={fieldId} error={error} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" disabled={saving} onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" /> : null}
            {byHand ? (saving ? 'Marking…' : 'Mark paid') : saving ? 'Issuing…' : 'Issue'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** Confirming a retry of a failed Stripe payout: a new transfer attempt (decision 066). */
function RetryDialog({ reward, onHide }: { reward: TAdminReward; onHide(): void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const retry = useMutation({
    mutationFn: () => retryPayout(reward.id),
    onSuccess(retried) {
      showAlert({
        message: `A new Stripe transfer of ${formatDollarsAndCents(retried.amount)} to ${retried.referrer.email} was requested.`,
        alertType: 'success',
      });
    },
    onError(error) {
      showAlert({ message: errorMessage(error), alertType: 'danger' });
    },
    async onSettled() {
      onHide();
      await queryClient.invalidateQueries({ queryKey: adminRewardKeys.all });
    },
  });
  const saving = retry.isPending;
  return (
    <Modal show onHide={() => (saving ? undefined : onHide())} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!saving}>
        <Modal.Title id={titleId} as="h2" className="h5">
          Retry the payout of {reward.label} to {reward.referrer.display_value}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small mb-2">The last attempt failed: {reward.payout.failure}</p>
        <p className="small mb-0">
          Stripe is asked for a new transfer of {formatDollarsAndCents(reward.amount)} to the referrer's account. While
          it is under way, the reward cannot be marked paid by hand.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" disabled={saving} onClick={onHide}>
          Cancel
        </Button>
        <Button autoFocus disabled={saving} onClick={() => retry.mutate()}>
          {saving ? <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" /> : null}
          {saving ? 'Retrying…' : 'Retry payout'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The buttons of a row: an earned reward is issued; a failed payout is retried or marked paid by hand. */
function RewardActions({
  reward,
  onIssue,
  onRetry,
}: {
  reward: TAdminReward;
  onIssue(reward: TAdminReward): void;
  onRetry(reward: TAdminReward): void;
}) {
  if (reward.status !== 'earned') return null;
  const named = (
    <span className="visually-hidden">
      {' '}
      of the reward for {reward.job.title} to {reward.referrer.email}
    </span>
  );
  // The transfer is asked of Stripe: nothing to do until it answers.
  if (reward.payout.status === 'requested') return null;
  if (reward.payout.status === 'failed') {
    return (
      <>
        <Button size="sm" variant="outline-primary" onClick={() => onRetry(reward)}>
          Retry payout{named}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => onIssue(reward)}>
          Mark paid by hand{named}
        </Button>
      </>
    );
  }
  return (
    <Button size="sm" variant="outline-primary" onClick={() => onIssue(reward)}>
      Issue
      <span className="visually-hidden">
        {' '}
        the reward for {reward.job.title} to {reward.referrer.email}
      </span>
    </Button>
  );
}

/** The automatic payout's state in words (decision 064), under the reward's status. */
export const PAYOUT_WORDS: Record<TRewardPayout['status'], string | null> = {
  none: null,
  waiting_for_setup: 'Waiting for the referrer to set up payouts',
  requested: 'Stripe transfer requested',
  sent: 'Paid by Stripe transfer',
  failed: 'Payout failed',
};

function PayoutLine({ payout }: { payout: TRewardPayout }) {
  const words = PAYOUT_WORDS[payout.status];
  if (!words) return null;
  return (
    <div className={payout.status === 'failed' ? 'text-danger text-break' : 'text-body-secondary text-break'}>
      {words}
      {payout.transfer_id ? ` ${payout.transfer_id}` : ''}
      {payout.failure ? `: ${payout.failure}` : ''}
    </div>
  );
}

/**
 * A gift card's redemption under its status (decision 065): redeemed is issued in the rewards' set, so without
 * this line a redeemed card would read only "Issued". One an admin issued by hand reads redeemed too.
 */
function RedemptionLine({ reward }: { reward: TAdminReward }) {
  const redeemedAt = reward.gift_card?.redeemed_at;
  if (!redeemedAt) return null;
  return <div className="text-body-secondary">Redeemed on {formatDate(redeemedAt)}</div>;
}

const STATUS_BADGES: Partial<Record<TReferralRewardStatus, string>> = { earned: 'success', issued: 'primary' };

const REWARD_COLUMNS: AdminColumn<TAdminReward>[] = [
  { header: 'Referrer', cell: (reward) => reward.referrer.display_value, rowHeader: true, className: 'text-break' },
  {
    header: 'Job',
    cell: (reward) => (
      <>
        {reward.job.title}
        <div className="text-body-secondary">{reward.job.business.name}</div>
      </>
    ),
  },
  { header: 'Reward', cell: (reward) => reward.label },
  { header: 'Amount', cell: (reward) => formatDollarsAndCents(reward.amount), className: 'text-end' },
  {
    header: 'Status',
    cell: (reward) => (
      <>
        <Badge bg={STATUS_BADGES[reward.status] ?? 'secondary'}>{REFERRAL_REWARD_STATUS_LABELS[reward.status]}</Badge>
        <RedemptionLine reward={reward} />
        {reward.issue?.reference && reward.issue.method !== 'stripe_transfer' ? (
          <div className="text-body-secondary">Ref. {reward.issue.reference}</div>
        ) : null}
        <PayoutLine payout={reward.payout} />
      </>
    ),
  },
  {
    header: 'Progress',
    cell: (reward) => <RewardChain chain={reward.chain} label={`Progress of the reward for ${reward.job.title}`} />,
  },
  { header: 'Payment method', cell: (reward) => reward.referral_payment_method?.name ?? '—' },
];

/**
 * /admin/rewards: referral rewards by status, newest first, each with its referrer, the referrer's referral
 * payment method and its chain; an earned reward is issued with a reference; a failed payout is retried or
 * marked paid by hand.
 */
export default function AdminRewardsPage() {
  const [status, setStatus] = useState<TReferralRewardStatus | ''>('');
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState<TAdminReward | null>(null);
  const [retrying, setRetrying] = useState<TAdminReward | null>(null);
  const query = useQuery(adminRewardsQueryOptions({ status, page }));
  const filter = (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <LinkButton to={routes.adminRewardTotals} variant="outline-secondary" size="sm">
        Yearly totals
      </LinkButton>
      <Form.Group className="d-flex align-items-center gap-2" controlId="rewards-status">
        <Form.Label className="mb-0 text-nowrap">Status</Form.Label>
        <Form.Select
          size="sm"
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as TReferralRewardStatus | '');
            setPage(1);
          }}
        >
          <option value="">All</option>
          {REFERRAL_REWARD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REFERRAL_REWARD_STATUS_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
  return (
    <AdminList
      title="Rewards"
      action={filter}
      query={{ status: query.status, data: query.data?.items }}
      busy={query.isFetching}
      columns={REWARD_COLUMNS}
      actions={(reward) => <RewardActions reward={reward} onIssue={setIssuing} onRetry={setRetrying} />}
      emptyText={REWARDS_ADMIN_TEXTS.empty}
      errorText={REWARDS_ADMIN_TEXTS.error}
    >
      {query.data ? (
        <PageNavigation
          page={page}
          pageSize={ADMIN_REWARDS_PAGE_SIZE}
          total={query.data.total}
          label="Rewards pages"
          onChange={setPage}
        />
      ) : null}
      {issuing ? <IssueDialog reward={issuing} onHide={() => setIssuing(null)} /> : null}
      {retrying ? <RetryDialog reward={retrying} onHide={() => setRetrying(null)} /> : null}
    </AdminList>
  );
}
