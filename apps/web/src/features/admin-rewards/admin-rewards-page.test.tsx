import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminReward } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AdminRewardsPage, { REWARDS_ADMIN_TEXTS } from './admin-rewards-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const day = (n: number) => new Date(2026, 2, n, 12).toISOString();

const reward = (overrides: Partial<TAdminReward> = {}): TAdminReward => ({
  id: 8,
  job: { id: 5, title: 'Barista', business: { id: 7, name: 'Harbor Coffee' } },
  label: '$500',
  type: 'Reward::Cash',
  amount: 500,
  amount_cents: 50_000,
  reward_source: null,
  status: 'earned',
  chain: [
    { step: 'shared', at: day(1) },
    { step: 'applied', at: day(2) },
    { step: 'hire_confirmed', at: day(3) },
    { step: 'employer_paid', at: day(4) },
    { step: 'issued', at: null },
  ],
  created_at: day(3),
  earned_at: day(4),
  issued_at: null,
  promotion_code: null,
  gift_card: null,
  referrer: { id: 2, email: 'rita@example.com', display_value: 'Rita Referrer (rita@example.com)' },
  referral_payment_method: { id: 1, name: 'PayPal' },
  has_code: false,
  billing_record_id: 3,
  issue: null,
  payout: { status: 'none', transfer_id: null, failure: null },
  ...overrides,
});

const renderPage = () =>
  renderWithApp([{ path: '/admin/rewards', element: <AdminRewardsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
    initialPath: '/admin/rewards',
  });

afterEach(() => vi.restoreAllMocks());

describe('/admin/rewards', () => {
  it("lists rewards with their chain and issues an earned one with a reference, showing the referrer's payment method", async () => {
    const issued = reward({
      status: 'issued',
      chain: reward().chain.map((step) => ({ ...step, at: step.at ?? day(6) })),
      issue: { method: 'admin', reference: 'TR-42', payment_method: 'PayPal', issued_by: { id: 1, email: 'a@x.io' } },
    });
    const spy = mockApi({
      'GET /api/v1/admin/rewards': [
        200,
        [reward(), reward({ id: 9, status: 'pending', referral_payment_method: null })],
        { total: '2' },
      ],
      'POST /api/v1/admin/rewards/8/issue': [200, issued],
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rewards' });
    const [earned, pending] = within(table).getAllByRole('row').slice(1);
    expect(earned).toHaveTextContent('Rita Referrer (rita@example.com)');
    expect(earned).toHaveTextContent('Earned');
    expect(within(earned!).getByRole('list', { name: 'Progress of the reward for Barista' })).toHaveTextContent(
      'Employer paid: 03/04/2026',
    );
    expect(within(pending!).queryByRole('button', { name: /Issue/ })).not.toBeInTheDocument();

    await user.click(within(earned!).getByRole('button', { name: /^Issue/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Issue $500 to Rita Referrer (rita@example.com)' }),
    );
    expect(dialog.getByTestId('payment-method')).toHaveTextContent('PayPal');
    expect(dialog.getByLabelText('Reference')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Issue' }));
    expect(dialog.getByText(REWARDS_ADMIN_TEXTS.referenceRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reference'), 'TR-42');
    await user.click(dialog.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reward for Barista was issued to rita@example.com.',
    );
    const sent = spy.mock.calls.find(([url]) => String(url).endsWith('/8/issue'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reference: 'TR-42' });
  });

  it("shows the server's field errors under the reference and filters by status", async () => {
    const spy = mockApi({
      'GET /api/v1/admin/rewards': [200, [reward({ referral_payment_method: null })], { total: '1' }],
      'POST /api/v1/admin/rewards/8/issue': [
        422,
        { error: { reference: ['is too long (maximum is 200 characters)'] } },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Rewards' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Earned');
    await waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes('status=earned'))).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Issue/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('payment-method')).toHaveTextContent(REWARDS_ADMIN_TEXTS.noPaymentMethod);
    await user.type(dialog.getByLabelText('Reference'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Issue' }));
    expect(await dialog.findByText('is too long (maximum is 200 characters)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reference')).toHaveAccessibleDescription(/is too long/);
  });
});

describe('/admin/rewards payouts', () => {
  it('shows each automatic payout: waiting, sent with its transfer id, failed with the reason', async () => {
    mockApi({
      'GET /api/v1/admin/rewards': [
        200,
        [
          reward({ id: 1, payout: { status: 'waiting_for_setup', transfer_id: null, failure: null } }),
          reward({
            id: 2,
            status: 'issued',
            issue: { method: 'stripe_transfer', reference: 'tr_sent', payment_method: null, issued_by: null },
            payout: { status: 'sent', transfer_id: 'tr_sent', failure: null },
          }),
          reward({
            id: 3,
            payout: { status: 'failed', transfer_id: 'tr_back', failure: 'Stripe reversed transfer tr_back.' },
          }),
        ],
        { total: '3' },
      ],
    });
    renderPage();
    expect(await screen.findByText('Waiting for the referrer to set up payouts')).toBeInTheDocument();
    expect(screen.getByText('Paid by Stripe transfer tr_sent')).toBeInTheDocument();
    expect(screen.getByText('Payout failed tr_back: Stripe reversed transfer tr_back.')).toHaveClass('text-danger');
    expect(screen.queryByText('Ref. tr_sent')).not.toBeInTheDocument();
  });
});
