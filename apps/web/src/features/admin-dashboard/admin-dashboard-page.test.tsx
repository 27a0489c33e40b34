import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminDashboard } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AdminDashboardPage from './admin-dashboard-page.tsx';

const figures = {
  live_jobs: 1234,
  applications: 56,
  share_link_views: 78,
  referred_applications: 9,
  attributed_hires: 2,
  billed_cents: 240_000,
  paid_cents: 120_000,
};
const week = (date: string, applications: number) => ({
  week: date,
  sign_ups: { Hunter: 3, Employer: 1, Admin: 0 },
  applications,
  referred_applications: 1,
  share_link_views: 4,
  affiliate_views: 5,
  affiliate_sign_ups: 2,
  affiliate_attributed: 1,
});
const dashboard: TAdminDashboard = {
  from: '2026-09-07',
  to: '2026-11-26',
  totals: {
    ...figures,
    users_by_role: { Hunter: 40, Employer: 12, Admin: 2 },
    sign_ups_by_role: { Hunter: 6, Employer: 2, Admin: 0 },
    rewards: {
      pending: { count: 1, amount_cents: 50_000 },
      earned: { count: 2, amount_cents: 100_000 },
      issued: { count: 0, amount_cents: 0 },
    },
    affiliate: { views: 10, sign_ups: 4, attributed: 2 },
  },
  weeks: [week('2026-11-16', 30), week('2026-11-23', 26)],
  organizations: [
    {
      id: 1,
      name: 'Harbor Chamber',
      active: true,
      ...figures,
      sign_ups_by_role: { Hunter: 1, Employer: 3, Admin: 0 },
      affiliate_sign_ups: 2,
      affiliate_attributed: 1,
    },
  ],
  regions: [],
};

const renderPage = (path = '/admin/dashboard') =>
  renderWithApp([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin),
    initialPath: path,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Admin dashboard', () => {
  it('shows the totals, the charts, the weekly numbers as a table and the breakdowns', async () => {
    mockApi({ 'GET /api/v1/admin/dashboard': [200, dashboard] });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(await screen.findByRole('heading', { name: 'Totals' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('1,234')).toBeInTheDocument();
    expect(within(totals).getByText('$2,400.00')).toBeInTheDocument();
    expect(screen.getByText('10 → 4 → 2')).toBeInTheDocument();
    expect(screen.getByText('1 ($500.00)')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-07');

    const chart = screen.getByRole('img', { name: 'Applications by week' });
    expect(chart).toHaveAccessibleDescription('2 weeks. Applications: 56 in total; Referred applications: 2 in total.');

    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    const weekly = screen.getByRole('table', { name: 'Figures by week (weeks start on Monday)' });
    // Two header rows (the groups, then the columns) and a row a week.
    expect(within(weekly).getAllByRole('row')).toHaveLength(4);
    expect(within(weekly).getByRole('rowheader', { name: '2026-11-16' }).closest('tr')).toHaveTextContent('30');

    const organizations = screen.getByRole('table', {
      name: 'Figures by organization (its member businesses, their owners and its admins)',
    });
    const harbor = within(organizations).getByRole('rowheader', { name: 'Harbor Chamber' }).closest('tr')!;
    // A figure's column: its group's header over it, its own header in the last header row.
    const cell = (group: string, header: string) => {
      const [groups, headers] = [...organizations.querySelectorAll('thead tr')].map((row) => [...row.children]);
      let first = 1;
      for (const th of groups!.slice(1)) {
        if (th.textContent === group) break;
        first += Number(th.getAttribute('colspan') ?? 1);
      }
      const index = headers!.findIndex((th, at) => at >= first && th.textContent === header);
      return harbor.children[index]!.textContent;
    };
    expect(cell('Sign-ups', 'Employer')).toBe('3');
    expect(cell('Sign-ups', 'Affiliate')).toBe('2');
    expect(cell('Sign-ups', 'Attributed')).toBe('1');
    expect(screen.getByText('There are no regions yet.')).toBeInTheDocument();
  }, 20_000);

  it('asks for another range, and shows the server’s message for a bad one', async () => {
    const spy = mockApi({ 'GET /api/v1/admin/dashboard': [200, dashboard] });
    renderPage();
    await screen.findByRole('heading', { name: 'Totals' });
    spy.mockRestore();
    const asked = mockApi({
      'GET /api/v1/admin/dashboard': [422, { error: { to: ['must be on or after the start date'] } }],
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To must be on or after the start date');
    const url = new URL(String(asked.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('from')).toBe('2026-12-01');
    expect(url.searchParams.get('to')).toBe('2026-11-26');
  });

  it('says so when the dashboard cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/admin/dashboard': [500, { error: 'Something went wrong.' }] });
    renderPage();
    await waitFor(() => expect(screen.getByText('Something went wrong.')).toBeInTheDocument());
  });
});
