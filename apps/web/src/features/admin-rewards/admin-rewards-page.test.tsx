import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { issuedChain, makeAdminReward, rewardDay } from '../../testing/reward-test-data.ts';
import AdminRewardsPage, { REWARDS_ADMIN_TEXTS } from './admin-rewards-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const renderPage = () =>
  renderWithApp([{ path: '/admin/rewards', element: <AdminRewardsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
    initialPath: '/admin/rewards',
  });

afterEach(() => vi.restoreAllMocks());

describe('/admin/rewards', () => {
  it("lists rewards with their chain and issues an earned one with a reference, showing the referrer's payment method", async () => {
    const issued = makeAdminReward({
      status: 'issued',
      chain: issuedChain(6),
      issue: { method: 'admin', reference: 'TR-42', payment_method: 'PayPal', issued_by: { id: 1, email: 'a@x.io' } },
    });
    const spy = mockApi({
      'GET /api/v1/admin/rewards': [
        200,
        [makeAdminReward(), makeAdminReward({ id: 9, status: 'pending', referral_payment_method: null })],
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
      'GET /api/v1/admin/rewards': [200, [makeAdminReward({ referral_payment_method: null })], { total: '1' }],
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
          makeAdminReward({ id: 1, payout: { status: 'waiting_for_setup', transfer_id: null, failure: null } }),
          makeAdminReward({
            id: 2,
            status: 'issued',
            issue: { method: 'stripe_transfer', reference: 'tr_sent', payment_method: null, issued_by: null },
            payout: { status: 'sent', transfer_id: 'tr_sent', failure: null },
          }),
          makeAdminReward({
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

describe('/admin/rewards gift cards', () => {
  it('says when an issued gift card was redeemed; an earned one is not', async () => {
    const giftCard = { type: 'Reward::GiftCard' as const, label: '$75 Gift Card to Harbor Books', amount: 75 };
    mockApi({
      'GET /api/v1/admin/rewards': [
        200,
        [
          makeAdminReward({
            ...giftCard,
            id: 1,
            status: 'issued',
            issued_via: 'redemption',
            issued_at: rewardDay(9),
            issue: { method: 'redemption', reference: null, payment_method: null, issued_by: null },
            gift_card: {
              code: '7K3M-Q9TX-4HWD-8RNB',
              redeem_url: 'https://mw.test/redeem/7K3M',
              redeemed_at: rewardDay(9),
            },
          }),
          makeAdminReward({
            ...giftCard,
            id: 2,
            gift_card: { code: 'AAAA-BBBB-CCCC-DDDD', redeem_url: 'https://mw.test/redeem/AAAA', redeemed_at: null },
          }),
        ],
        { total: '2' },
      ],
    });
    renderPage();
    const [redeemed, earned] = within(await screen.findByRole('table', { name: 'Rewards' }))
      .getAllByRole('row')
      .slice(1);
    expect(redeemed).toHaveTextContent('Issued');
    expect(within(redeemed!).getByText('Redeemed on 03/09/2026')).toBeInTheDocument();
    expect(earned).toHaveTextContent('Earned');
    expect(earned).not.toHaveTextContent('Redeemed');
  });
});

describe('/admin/rewards failed payouts', () => {
  const failed = makeAdminReward({
    payout: { status: 'failed', transfer_id: null, failure: 'Stripe refused the transfer: account closed.' },
  });

  it('retries a failed payout after confirming, then shows the list again', async () => {
    const retried = makeAdminReward({ payout: { status: 'requested', transfer_id: null, failure: null } });
    const spy = mockApi({
      'GET /api/v1/admin/rewards': [200, [failed], { total: '1' }],
      'POST /api/v1/admin/rewards/8/retry_payout': [200, retried],
    });
    const user = userEvent.setup();
    renderPage();
    const row = within(await screen.findByRole('table', { name: 'Rewards' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Payout failed: Stripe refused the transfer: account closed.');
    expect(within(row).queryByRole('button', { name: /^Issue/ })).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Retry payout of the reward for Barista to rita@example.com' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Retry the payout of $500 to Rita Referrer (rita@example.com)?' }),
    );
    expect(dialog.getByText(/The last attempt failed: Stripe refused the transfer: account closed\./)).toBeVisible();
    // Cancel sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/retry_payout'))).toBe(false);

    await user.click(within(row).getByRole('button', { name: /^Retry payout/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new Stripe transfer of $500.00 to rita@example.com was requested.',
    );
    const lists = () => spy.mock.calls.filter(([url]) => String(url).includes('/api/v1/admin/rewards?')).length;
    await waitFor(() => expect(lists()).toBe(2));
  });

  it("shows the API's reason when the retry is refused", async () => {
    mockApi({
      'GET /api/v1/admin/rewards': [200, [failed], { total: '1' }],
      'POST /api/v1/admin/rewards/8/retry_payout': [
        409,
        { error: 'This reward was already issued: its payout cannot be retried.' },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Retry payout/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reward was already issued: its payout cannot be retried.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a failed payout paid by hand with a reference', async () => {
    const spy = mockApi({
      'GET /api/v1/admin/rewards': [200, [failed], { total: '1' }],
      'POST /api/v1/admin/rewards/8/issue': [
        200,
        makeAdminReward({
          status: 'issued',
          issue: { method: 'admin', reference: 'CHK-9', payment_method: 'PayPal', issued_by: null },
        }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Mark paid by hand/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark $500 paid by hand to Rita Referrer (rita@example.com)' }),
    );
    expect(dialog.getByText(/The Stripe payout failed: Stripe refused the transfer/)).toBeVisible();
    await user.type(dialog.getByLabelText('Reference'), 'CHK-9');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reward for Barista was marked paid by hand to rita@example.com.',
    );
    const sent = spy.mock.calls.find(([url]) => String(url).endsWith('/8/issue'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reference: 'CHK-9' });
  });

  it('offers nothing while a transfer is requested', async () => {
    mockApi({
      'GET /api/v1/admin/rewards': [
        200,
        [makeAdminReward({ payout: { status: 'requested', transfer_id: null, failure: null } })],
        { total: '1' },
      ],
    });
    renderPage();
    expect(await screen.findByText('Stripe transfer requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Issue|Retry|Mark paid/ })).not.toBeInTheDocument();
  });
});
