import type { TBillingStatus } from './billing.ts';

/**
 * A charge's status in the employer's words (the close-out wizard, the dashboard row): a charge kept in our
 * ledger or waiting for Stripe's next invoice is, for them, simply on their next invoice (decision 036).
 * Zod-free, so the job screens' code can show it without the schemas.
 */
export const EMPLOYER_CHARGE_STATUS_LABELS: Record<TBillingStatus, string> = {
  not_sent: 'on your next invoice',
  pending: 'on your next invoice',
  invoiced: 'invoiced',
  paid: 'paid',
  failed: 'payment failed',
  void: 'canceled',
};
