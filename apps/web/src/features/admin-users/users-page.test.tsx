import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminUser } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import UsersPage from './users-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const row = (overrides: Partial<TAdminUser> = {}): TAdminUser => ({
  id: 8,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_value: 'Ada Lovelace <ada@example.com>',
  role: 'Hunter',
  active: true,
  created_at: '2026-03-04T14:05:00.000Z',
  last_sign_in_at: null,
  business: null,
  organizations: [{ id: 2, name: 'Harbor Chamber' }],
  ...overrides,
});

const renderPage = () =>
  renderWithApp([{ path: '/admin/users', element: <UsersPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin, { id: 1, role: 'Admin' }),
    initialPath: '/admin/users',
  });

describe('users admin', () => {
  it('lists users with the total, and deactivates one', async () => {
    const fetch = mockApi({
      'GET /api/v1/admin/users': [
        200,
        [row(), row({ id: 1, email: 'me@example.com', role: 'Admin', organizations: [] })],
        { total: '2' },
      ],
      'PATCH /api/v1/admin/users/8': [200, row({ active: false })],
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    expect(screen.getByText('2 users')).toBeInTheDocument();
    const [ada, me] = within(table).getAllByRole('row').slice(1);
    expect(
      within(ada!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ada@example.com',
      'Hunter',
      expect.stringMatching(/^03\/04\/2026 \d{1,2}:05 (AM|PM)$/),
      'Never',
      '—',
      'Harbor Chamber',
      'Deactivate',
    ]);
    expect(within(me!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(me!).getByText('You')).toBeInTheDocument();
    await user.click(within(ada!).getByRole('button', { name: 'Deactivate ada@example.com' }));
    expect(await screen.findByText('ada@example.com was deactivated and signed out.')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ user: { active: false } });
  });

  it('searches and filters through the API, and shows the empty and error states', async () => {
    const fetch = mockApi({ 'GET /api/v1/admin/users': [200, [], { total: '0' }] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name or e-mail'), 'ada');
    await user.selectOptions(screen.getByLabelText('Role'), 'Employer');
    await waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringMatching(/search=ada.*role=Employer|role=Employer.*search=ada/),
      ),
    );
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/admin/users': [500, { error: 'Down' }] });
    renderPage();
    expect(await screen.findByText('Error loading users.')).toBeInTheDocument();
  });
});
