import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TPayoutAccount } from '@mainwork/contracts';
import { errorMessage } from '../../lib/api-client.ts';
import { openExternalPage } from '../../lib/external-page.ts';
import { openPayoutSetup, payoutAccountQueryOptions } from './api/payout-account.ts';

export const PAYOUT_TEXTS = {
  none: 'Cash rewards are paid to your bank account through Stripe. Set up payouts once to receive them.',
  pending: 'Your payout setup is not finished: Stripe needs more details before it can pay you.',
  enabled: 'Payouts are set up: your cash rewards are sent to your bank account automatically.',
  setUp: 'Set up payouts',
  finish: 'Finish setting up payouts',
  opening: 'Opening Stripe…',
  returned: 'You are back from Stripe.',
  refresh: 'That Stripe link has expired. Open a new one to go on where you left off.',
} as const;

/** Why Stripe sent the referrer back here: `return` (onboarding left or done) or `refresh` (a stale link). */
export type PayoutReturn = 'return' | 'refresh' | null;

const STATUS_TEXT: Record<TPayoutAccount['status'], string> = {
  none: PAYOUT_TEXTS.none,
  pending: PAYOUT_TEXTS.pending,
  enabled: PAYOUT_TEXTS.enabled,
};

/**
 * Above the rewards: the referrer's payout status in words and the button to Stripe's onboarding (a new
 * link each time; Stripe sends them back here, `?payouts=return|refresh`, and the status is announced).
 * Nothing when the site does not pay through Stripe.
 */
export function PayoutSetup({ returned = null }: { returned?: PayoutReturn }) {
  const query = useQuery(payoutAccountQueryOptions());
  const setUp = useMutation({
    mutationFn: openPayoutSetup,
    onSuccess: ({ url }) => openExternalPage(url),
  });
  if (!query.data) return null;
  const { status } = query.data;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="payout-setup">
      {returned ? (
        <Alert variant={status === 'enabled' ? 'success' : 'info'} className="w-100 mb-0" role="status">
          {returned === 'return' ? `${PAYOUT_TEXTS.returned} ${STATUS_TEXT[status]}` : PAYOUT_TEXTS.refresh}
        </Alert>
      ) : null}
      {returned === 'return' ? null : <p className="mb-0 flex-grow-1">{STATUS_TEXT[status]}</p>}
      {status !== 'enabled' && (
        <Button variant="primary" onClick={() => setUp.mutate()} disabled={setUp.isPending || setUp.isSuccess}>
          {setUp.isPending || setUp.isSuccess ? (
            <>
              <Spinner size="sm" aria-hidden="true" className="me-1" />
              {PAYOUT_TEXTS.opening}
            </>
          ) : status === 'none' ? (
            PAYOUT_TEXTS.setUp
          ) : (
            PAYOUT_TEXTS.finish
          )}
        </Button>
      )}
      {setUp.isError && (
        <Alert variant="danger" className="w-100 mb-0">
          {errorMessage(setUp.error)}
        </Alert>
      )}
    </div>
  );
}
