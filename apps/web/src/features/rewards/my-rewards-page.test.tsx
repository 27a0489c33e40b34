import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalPage } from '../../lib/external-page.ts';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { issuedChain, makeMyReward, rewardDay } from '../../testing/reward-test-data.ts';
import MyRewardsPage from './my-rewards-page.tsx';
import { PAYOUT_TEXTS } from './payout-setup.tsx';
import { REWARDS_TEXTS } from './reward-list.tsx';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../lib/external-page.ts', () => ({ openExternalPage: vi.fn() }));

const payoutsNotOffered: Reply = [409, { error: 'Automatic payouts are not set up on this site.' }];

const renderPage = (
  rewards: Reply,
  payoutAccount: Reply = payoutsNotOffered,
  options: { path?: string; more?: Record<string, Reply> } = {},
) => {
  mockApi({ 'GET /api/v1/me/rewards': rewards, 'GET /api/v1/me/payout_account': payoutAccount, ...options.more });
  return renderWithApp([{ path: '/me/rewards', element: <MyRewardsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Hunter),
    initialPath: options.path ?? '/me/rewards',
  });
};

const cardOf = async (title: string) => screen.findByRole('article', { name: `Reward for ${title}` });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('My Rewards', () => {
  it('lists each reward with its job, the reward in words, its status in words and its chain of dates', async () => {
    renderPage([
      200,
      [
        makeMyReward(),
        makeMyReward({
          id: 2,
          job: { id: 6, title: 'Line cook', business: { id: 8, name: 'Dockside Diner' } },
          label: 'Merchandise',
          type: 'Reward::Merchandise',
          amount: 80,
          amount_cents: 8000,
          status: 'pending',
          chain: makeMyReward().chain.map((s, i) => (i < 3 ? s : { ...s, at: null })),
        }),
      ],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Rewards' })).toBeInTheDocument();
    expect(screen.getByText(REWARDS_TEXTS.loading)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your rewards' });
    expect(within(list).getAllByTestId('reward-card')).toHaveLength(2);

    const cash = await cardOf('Barista');
    expect(cash).toHaveTextContent('Harbor Coffee');
    expect(cash).toHaveTextContent('$500 cash referral reward');
    expect(within(cash).getByTestId('reward-status')).toHaveTextContent('Earned: MainWork will send it to you soon.');
    const chain = within(cash).getByRole('list', { name: 'Progress of the reward for Barista' });
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('→', '')),
    ).toEqual([
      'Shared: 03/01/2026',
      'Applied: 03/02/2026',
      'Hire confirmed: 03/03/2026',
      'Employer paid: 03/04/2026',
      'Issued: not yet',
    ]);

    const pending = await cardOf('Line cook');
    expect(pending).toHaveTextContent('$80 merchandise referral reward');
    expect(pending).toHaveTextContent('Pending payment');
    expect(within(pending).getByTestId('reward-status')).toHaveTextContent("Waiting for the employer's payment.");
  });

  it('says where each cash payout stands: waiting for setup, being sent, on its way, failed with the reason', async () => {
    renderPage([
      200,
      [
        makeMyReward({ id: 1, payout: { status: 'waiting_for_setup', transfer_id: null, failure: null } }),
        makeMyReward({
          id: 2,
          job: { id: 6, title: 'Cook', business: { id: 7, name: 'Harbor Coffee' } },
          payout: { status: 'requested', transfer_id: null, failure: null },
        }),
        makeMyReward({
          id: 3,
          job: { id: 7, title: 'Host', business: { id: 7, name: 'Harbor Coffee' } },
          status: 'issued',
          issued_at: rewardDay(5),
          chain: issuedChain(5),
          payout: { status: 'sent', transfer_id: 'tr_1', failure: null },
        }),
        makeMyReward({
          id: 4,
          job: { id: 8, title: 'Dishwasher', business: { id: 7, name: 'Harbor Coffee' } },
          payout: { status: 'failed', transfer_id: 'tr_2', failure: 'Stripe reversed transfer tr_2.' },
        }),
      ],
    ]);
    const statusOf = async (title: string) => within(await cardOf(title)).getByTestId('reward-status');
    expect(await statusOf('Barista')).toHaveTextContent('Earned: set up payouts to receive $500.');
    expect(await statusOf('Cook')).toHaveTextContent('Earned: $500 is being sent to your payout account.');
    expect(await statusOf('Host')).toHaveTextContent('Paid: $500 is on its way to your bank account.');
    expect(await statusOf('Dishwasher')).toHaveTextContent('Payout failed: Stripe reversed transfer tr_2.');
  });

  it('shows a delivered promotion code with a copy button and where to use it', async () => {
    renderPage([
      200,
      [
        makeMyReward({
          type: 'Reward::Subscription',
          label: 'Subscription',
          amount: 40,
          reward_source: { id: 3, name: 'Harbor Books' },
          status: 'issued',
          issued_at: rewardDay(5),
          chain: issuedChain(5),
          promotion_code: { code: 'READ-MORE-40', description: 'A year of books.', url: 'https://books.example/use' },
        }),
      ],
    ]);
    const card = await cardOf('Barista');
    expect(card).toHaveTextContent('$40 subscription to Harbor Books');
    expect(within(card).getByTestId('reward-status')).toHaveTextContent('Delivered: your promotion code is below');
    expect(card).toHaveTextContent('READ-MORE-40');
    expect(within(card).getByRole('button', { name: /Copy promotion code for Barista/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://books.example/use' })).toHaveAttribute('target', '_blank');
  });

  it("shows an earned gift card's redemption code with a QR code of its redemption page, and a redeemed one without", async () => {
    const giftCard = (id: number, title: string, redeemedAt: string | null) =>
      makeMyReward({
        id,
        job: { id, title, business: { id: 7, name: 'Harbor Coffee' } },
        type: 'Reward::GiftCard',
        label: '$75 Gift Card to Harbor Books',
        amount: 75,
        reward_source: { id: 3, name: 'Harbor Books' },
        status: redeemedAt ? 'issued' : 'earned',
        gift_card: {
          code: `7K3M-Q9TX-4HWD-8RN${id}`,
          redeem_url: `https://mainwork.example/redeem/7K3M-Q9TX-4HWD-8RN${id}`,
          redeemed_at: redeemedAt,
        },
      });
    renderPage([200, [giftCard(1, 'Barista', null), giftCard(2, 'Baker', rewardDay(6))]]);

    const ready = await cardOf('Barista');
    expect(ready).toHaveTextContent('$75 gift card to Harbor Books');
    expect(ready).toHaveTextContent('7K3M-Q9TX-4HWD-8RN1');
    expect(ready).toHaveTextContent('Show this QR code (or the code) at Harbor Books.');
    expect(within(ready).getByTestId('reward-status')).toHaveTextContent(
      'Earned: show your code at the business to redeem it.',
    );
    const qr = within(ready).getByRole('img', { name: 'QR code to redeem the gift card for Barista' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A square of modules with a quiet zone of two on each side (version 1 is 21 modules across).
    const [, width] = /^0 0 (\d+) \1$/.exec(qr.getAttribute('viewBox')!)!;
    expect(Number(width)).toBeGreaterThanOrEqual(25);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    const redeemed = await cardOf('Baker');
    expect(within(redeemed).getByTestId('reward-status')).toHaveTextContent('Redeemed on 03/06/2026.');
    expect(within(redeemed).queryByRole('img')).not.toBeInTheDocument();
    expect(redeemed).toHaveTextContent('Harbor Books marked this gift card redeemed.');
  });

  it('says so when there are none yet, and when they cannot be loaded', async () => {
    const { unmount } = renderPage([200, []]);
    expect(await screen.findByText(REWARDS_TEXTS.empty)).toBeInTheDocument();
    unmount();
    renderPage([500, { error: 'Boom' }]);
    expect(await screen.findByText(REWARDS_TEXTS.error)).toBeInTheDocument();
  });
});

describe('payouts on My Rewards', () => {
  it('says nothing about payouts when the site does not pay through Stripe', async () => {
    renderPage([200, [makeMyReward()]]);
    expect(await cardOf('Barista')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-setup')).not.toBeInTheDocument();
  });

  it("offers to set up payouts and sends the referrer to Stripe's onboarding", async () => {
    renderPage([200, [makeMyReward()]], [200, { status: 'none', payouts_enabled: false }], {
      more: { 'POST /api/v1/me/payout_account': [200, { url: 'https://connect.stripe.com/setup/e/acct_1/abc' }] },
    });
    expect(await screen.findByText(PAYOUT_TEXTS.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() =>
      expect(openExternalPage).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'),
    );
  });

  it('asks a referrer who did not finish to finish, and tells one who did that payouts are set up', async () => {
    const { unmount } = renderPage([200, []], [200, { status: 'pending', payouts_enabled: false }]);
    expect(await screen.findByText(PAYOUT_TEXTS.pending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish setting up payouts' })).toBeEnabled();
    unmount();

    renderPage([200, []], [200, { status: 'enabled', payouts_enabled: true }]);
    expect(await screen.findByText(PAYOUT_TEXTS.enabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payouts/ })).not.toBeInTheDocument();
  });

  it('says where payouts stand when Stripe sends the referrer back, and offers a new link when Stripe asks', async () => {
    const { unmount } = renderPage([200, []], [200, { status: 'enabled', payouts_enabled: true }], {
      path: '/me/rewards?payouts=return',
    });
    expect(await screen.findByText(`${PAYOUT_TEXTS.returned} ${PAYOUT_TEXTS.enabled}`)).toHaveAttribute(
      'role',
      'status',
    );
    unmount();

    renderPage([200, []], [200, { status: 'pending', payouts_enabled: false }], {
      path: '/me/rewards?payouts=refresh',
    });
    expect(await screen.findByText(PAYOUT_TEXTS.refresh)).toHaveAttribute('role', 'status');
    expect(screen.getByText(PAYOUT_TEXTS.pending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish setting up payouts' })).toBeEnabled();
  });
});
