import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRewardYearTotals } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import RewardTotalsPage, { REWARD_TOTALS_TEXTS } from './reward-totals-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const thisYear = new Date().getUTCFullYear();

const totals = (year: number, referrers: TRewardYearTotals['referrers']): TRewardYearTotals => ({
  year,
  threshold_cents: year >= 2026 ? 200_000 : 60_000,
  years: [thisYear, 2025],
  referrers,
});

const rita = {
  referrer: {
    id: 2,
    email: 'rita@example.com',
    name: 'Rita Referrer',
    display_value: 'Rita Referrer <rita@example.com>',
  },
  stripe_transfer_cents: 150_000,
  by_hand_cents: 50_000,
  total_cents: 200_000,
  count: 2,
  at_threshold: true,
};

const renderPage = () =>
  renderWithApp([{ path: '/admin/rewards/totals', element: <RewardTotalsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
    initialPath: '/admin/rewards/totals',
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/rewards/totals', () => {
  it("shows this year's totals per referrer, split by how they were paid, with the threshold marked", async () => {
    const spy = mockApi({ 'GET /api/v1/admin/rewards/totals': [200, totals(thisYear, [rita])] });
    renderPage();
    const table = await screen.findByRole('table', { name: REWARD_TOTALS_TEXTS.title });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Rita Referrer <rita@example.com>');
    expect(row).toHaveTextContent('$1,500.00');
    expect(row).toHaveTextContent('$500.00');
    expect(row).toHaveTextContent('$2,000.00');
    expect(row).toHaveTextContent(`At or above ${thisYear >= 2026 ? '$2,000.00' : '$600.00'}`);
    expect(String(spy.mock.calls[0]?.[0])).toContain(`year=${thisYear}`);
  });

  it('asks for another year from the selector and says when nothing was paid', async () => {
    const spy = mockApi({ 'GET /api/v1/admin/rewards/totals': [200, totals(thisYear, [])] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(REWARD_TOTALS_TEXTS.empty)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    await waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes('year=2025'))).toBe(true));
  });

  it("downloads the year's CSV", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const spy = mockApi({
      'GET /api/v1/admin/rewards/totals': [200, totals(thisYear, [rita])],
      'GET /api/v1/admin/rewards/totals.csv': [
        200,
        new TextEncoder().encode('"Referrer ID"\r\n'),
        {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="referral-rewards-${thisYear}.csv"`,
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Download CSV of ${thisYear}` }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(spy.mock.calls.some(([url]) => String(url).includes(`totals.csv?year=${thisYear}`))).toBe(true);
  });
});
