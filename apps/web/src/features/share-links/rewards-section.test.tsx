import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMyReward } from '@mainwork/contracts';
import { openExternalPage } from '../../lib/external-page.ts';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import MyShareLinksPage from './my-share-links-page.tsx';
import { PAYOUT_TEXTS } from './payout-setup.tsx';
import { REWARDS_TEXTS } from './rewards-section.tsx';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../lib/external-page.ts', () => ({ openExternalPage: vi.fn() }));

const at = (day: number) => new Date(2026, 2, day, 12).toISOString();

const reward = (overrides: Partial<TMyReward> = {}): TMyReward => ({
  id: 1,
  job: { id: 5, title: 'Barista', business: { id: 7, name: 'Harbor Coffee' } },
  label: '$500',
  type: 'Reward::Cash',
  amount: 500,
  amount_cents: 50_000,
  status: 'earned',
  issued_via: null,
  chain: [
    { step: 'shared', at: at(1) },
    { step: 'applied', at: at(2) },
    { step: 'hire_confirmed', at: at(3) },
    { step: 'employer_paid', at: at(4) },
    { step: 'issued', at: null },
  ],
  created_at: at(3),
  ...overrides,
});

const payoutsNotOffered: Reply = [409, { error: 'Automatic payouts are not set up on this site.' }];

const renderPage = (rewards: Reply, payoutAccount: Reply = payoutsNotOffered, more: Record<string, Reply> = {}) => {
  mockApi({
    'GET /api/v1/me/share_links': [200, []],
    'GET /api/v1/me/rewards': rewards,
    'GET /api/v1/me/payout_account': payoutAccount,
    ...more,
  });
  return renderWithApp([{ path: '/my_share_links', element: <MyShareLinksPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Hunter),
    initialPath: '/my_share_links',
  });
};

function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Rewards section of My Share Links', () => {
  it('lists each reward with job, label, amount, status and its chain of dates', async () => {
    renderPage([
      200,
      [
        reward(),
        reward({
          id: 2,
          label: '$50 Gift Card to Harbor Books',
          type: 'Reward::GiftCard',
          amount: 50,
          amount_cents: 5000,
          status: 'pending',
          chain: reward().chain.map((s, i) => (i < 3 ? s : { ...s, at: null })),
        }),
      ],
    ]);
    const section = await screen.findByRole('region', { name: 'Rewards' });
    expect(within(section).getByText('Loading your rewards…')).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Your rewards' });
    const [earned, pending] = within(table).getAllByRole('row').slice(1);
    expect(earned).toHaveTextContent('Barista');
    expect(earned).toHaveTextContent('$500');
    expect(earned).toHaveTextContent('$500.00');
    expect(earned).toHaveTextContent('Earned');
    const chain = within(earned!).getByRole('list', { name: 'Progress of the reward for Barista' });
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
    expect(within(chain).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
    expect(pending).toHaveTextContent('$50 Gift Card to Harbor Books');
    expect(pending).toHaveTextContent('Pending payment');
  });

  it('says so when there are none yet', async () => {
    renderPage([200, []]);
    expect(await screen.findByText(REWARDS_TEXTS.empty)).toBeInTheDocument();
  });

  it('says so when they cannot be loaded', async () => {
    renderPage([500, { error: 'Boom' }]);
    expect(await screen.findByText(REWARDS_TEXTS.error)).toBeInTheDocument();
  });

  it('shows each reward as a card on a phone', async () => {
    onAPhone();
    renderPage([200, [reward({ status: 'issued', chain: reward().chain.map((s) => ({ ...s, at: s.at ?? at(5) })) })]]);
    const card = await screen.findByTestId('reward-card');
    expect(card).toHaveTextContent('Issued');
    expect(within(card).getByRole('list', { name: /Progress of the reward/ })).toHaveTextContent('Issued: 03/05/2026');
    expect(screen.queryByRole('table', { name: 'Your rewards' })).not.toBeInTheDocument();
  });

  it('says a reward sent by Stripe transfer is on its way, and nothing of the kind for one paid by hand', async () => {
    const issued = reward().chain.map((s) => ({ ...s, at: s.at ?? at(5) }));
    renderPage([
      200,
      [
        reward({ status: 'issued', issued_via: 'stripe_transfer', chain: issued }),
        reward({ id: 2, label: '$75', status: 'issued', issued_via: 'admin', chain: issued }),
      ],
    ]);
    const rows = within(await screen.findByRole('table', { name: 'Your rewards' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$500 is on its way');
    expect(rows[2]).not.toHaveTextContent('on its way');
  });
});

describe('payouts on My Share Links', () => {
  it('says nothing about payouts when the site does not pay through Stripe', async () => {
    renderPage([200, [reward()]]);
    expect(await screen.findByText('Barista')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-setup')).not.toBeInTheDocument();
  });

  it("offers to set up payouts and sends the referrer to Stripe's onboarding", async () => {
    renderPage([200, [reward()]], [200, { status: 'none', payouts_enabled: false }], {
      'POST /api/v1/me/payout_account': [200, { url: 'https://connect.stripe.com/setup/e/acct_1/abc' }],
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
});
