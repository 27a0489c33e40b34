import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDEMPTION_MESSAGES, type TRedemption } from '@mainwork/contracts';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import RedeemPage, { REDEEM_TEXTS } from './redeem-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const CODE = '7K3M-Q9TX-4HWD-8RNB';

const redemption = (overrides: Partial<TRedemption> = {}): TRedemption => ({
  code: CODE,
  label: '$75 Gift Card to Harbor Books',
  type: 'Reward::GiftCard',
  amount: 75,
  reward_source: { id: 3, name: 'Harbor Books' },
  employer_business_name: 'Harbor Coffee',
  description: 'Good for anything in the shop or the café.',
  referrer_name: 'Maria Lopez',
  status: 'ready',
  redeemed_at: null,
  can_redeem: true,
  ...overrides,
});

const renderPage = (replies: Record<string, Reply>, pageCode = CODE) => {
  const fetch = mockApi(replies);
  renderWithApp([{ path: '/redeem/:code', element: <RedeemPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Hunter),
    initialPath: `/redeem/${pageCode}`,
  });
  return fetch;
};

afterEach(() => vi.restoreAllMocks());

describe('the redemption page', () => {
  it('shows the business what the gift card is and whose, and marks it redeemed with one click', async () => {
    // Opened from a code typed as it was read out: in lower case, without dashes.
    const typed = CODE.toLowerCase().replace(/-/g, '');
    const fetch = renderPage(
      {
        [`GET /api/v1/redemptions/${typed}`]: [200, redemption()],
        [`POST /api/v1/redemptions/${CODE}/redeem`]: [
          200,
          redemption({ status: 'redeemed', redeemed_at: new Date(2026, 2, 6, 12).toISOString(), can_redeem: false }),
        ],
      },
      typed,
    );
    expect(screen.getByText(REDEEM_TEXTS.loading)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '$75 gift card to Harbor Books' });
    expect(card).toHaveTextContent('Given byHarbor Books');
    expect(card).toHaveTextContent('Earned byMaria Lopez');
    expect(card).toHaveTextContent(`Code${CODE}`);
    expect(card).toHaveTextContent('Good forGood for anything in the shop or the café.');
    expect(screen.getByTestId('redemption-status')).toHaveTextContent('Not redeemed yet');
    expect(screen.getByText('Ready to redeem')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: REDEEM_TEXTS.redeem }));
    expect(await screen.findByRole('status')).toHaveTextContent(REDEEM_TEXTS.done);
    expect(screen.getByTestId('redemption-status')).toHaveTextContent('Redeemed on 03/06/2026');
    expect(screen.queryByRole('button', { name: REDEEM_TEXTS.redeem })).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says so when someone redeemed it meanwhile, and shows it redeemed', async () => {
    const replies: Record<string, Reply> = {
      [`GET /api/v1/redemptions/${CODE}`]: [200, redemption()],
      [`POST /api/v1/redemptions/${CODE}/redeem`]: [409, { error: REDEMPTION_MESSAGES.alreadyRedeemed }],
    };
    renderPage(replies);
    const button = await screen.findByRole('button', { name: REDEEM_TEXTS.redeem });
    replies[`GET /api/v1/redemptions/${CODE}`] = [
      200,
      redemption({ status: 'redeemed', redeemed_at: new Date(2026, 2, 5, 12).toISOString(), can_redeem: false }),
    ];
    await userEvent.click(button);
    expect(await screen.findByText(REDEMPTION_MESSAGES.alreadyRedeemed)).toBeInTheDocument();
    expect(await screen.findByText('Redeemed on 03/05/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REDEEM_TEXTS.redeem })).not.toBeInTheDocument();
  });

  it('shows the referrer their gift card without the button', async () => {
    renderPage({ [`GET /api/v1/redemptions/${CODE}`]: [200, redemption({ can_redeem: false })] });
    expect(await screen.findByText(REDEEM_TEXTS.referrerView)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REDEEM_TEXTS.redeem })).not.toBeInTheDocument();
  });

  it('tells a stranger who may redeem it, and anyone with a wrong code that there is no such gift card', async () => {
    renderPage({ [`GET /api/v1/redemptions/${CODE}`]: [403, { error: REDEMPTION_MESSAGES.notAllowed }] });
    expect(await screen.findByText(REDEEM_TEXTS.forbidden)).toBeInTheDocument();
    vi.restoreAllMocks();
    document.body.innerHTML = '';

    renderPage({ [`GET /api/v1/redemptions/${CODE}`]: [404, { error: 'Gift card not found' }] });
    expect(await screen.findByText(REDEEM_TEXTS.notFound)).toBeInTheDocument();
  });
});
