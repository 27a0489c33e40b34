import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrganization, TMyOrganization } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import MyOrganizationPage from './my-organization-page.tsx';
import OrganizationFormPage from './organization-form-page.tsx';
import OrganizationsListPage from './organizations-list-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const admin = userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' });

const renderList = () =>
  renderWithApp([{ path: '/admin/organizations', element: <OrganizationsListPage /> }], {
    user: admin,
    initialPath: '/admin/organizations',
  });

describe('organizations list', () => {
  it('shows each organization with its counts, active tick, feed, copy and edit actions', async () => {
    mockApi({
      'GET /api/v1/admin/organizations': [
        200,
        [
          { id: 3, name: 'Harbor Chamber', active: true, admin_count: 2, business_count: 5 },
          { id: 4, name: 'Dormant Guild', active: false, admin_count: 0, business_count: 0 },
        ],
      ],
    });
    const user = userEvent.setup();
    renderList();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const first = within(rows[0]!);
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      '2',
      '5',
      'Active',
      expect.any(String),
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('Inactive');
    const feed = first.getByRole('link', { name: 'Open the job feed of Harbor Chamber (opens in a new tab)' });
    expect(feed).toHaveAttribute('href', '/organizations/3/jobs');
    expect(feed).toHaveAttribute('target', '_blank');
    expect(first.getByRole('link', { name: 'Edit Harbor Chamber' })).toHaveAttribute(
      'href',
      '/admin/organizations/3/edit',
    );
    await user.click(first.getByRole('button', { name: 'Copy job feed link of Harbor Chamber' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/organizations/3/jobs`);
    expect(screen.getByRole('link', { name: 'New Organization' })).toHaveAttribute('href', '/admin/organizations/new');
  });

  it("shows the spec's empty and error states", async () => {
    mockApi({ 'GET /api/v1/admin/organizations': [200, []] });
    renderList();
    expect(await screen.findByText('There are no organizations yet.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/admin/organizations': [500, { error: 'Down' }] });
    renderList();
    expect(await screen.findByText('Error loading organizations.')).toBeInTheDocument();
  });
});

const saved: TAdminOrganization = {
  id: 7,
  name: 'Harbor Chamber',
  active: true,
  tagline: 'Local first',
  logo: null,
  banner: null,
  join_url: null,
  join_help_text: null,
  display_info_when_framed: false,
  region_id: null,
  business_ids: [9],
  admins: [{ id: 5, display_value: 'Ada Lovelace <ada@example.com>' }],
  businesses: [{ id: 9, name: 'Pier Cafe' }],
  admin_count: 1,
  business_count: 1,
};

describe('organization form', () => {
  it('starts a new organization in edit mode with display when framed on, and sends the pickers as id lists', async () => {
    const fetch = mockApi({
      'GET /api/v1/regions': [200, [{ id: 2, name: 'North Shore' }]],
      'GET /api/v1/admin/users': [
        200,
        [
          {
            id: 5,
            email: 'ada@example.com',
            first_name: 'Ada',
            last_name: 'Lovelace',
            display_value: 'Ada Lovelace <ada@example.com>',
            role: 'Hunter',
            active: true,
            created_at: '2026-03-04T14:05:00.000Z',
            last_sign_in_at: null,
            business: null,
            organizations: [],
          },
        ],
      ],
      'POST /api/v1/admin/organizations': [201, { ...saved, display_info_when_framed: true }],
      'GET /api/v1/admin/organizations/7': [200, saved],
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(
      [
        { path: '/admin/organizations/new', element: <OrganizationFormPage /> },
        { path: '/admin/organizations/:id/edit', element: <OrganizationFormPage /> },
      ],
      { user: admin, initialPath: '/admin/organizations/new' },
    );
    expect(screen.getByLabelText('Display org info when framed')).toBeChecked();
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.type(screen.getByLabelText(/^Name/), 'Harbor Chamber');
    await screen.findByRole('option', { name: 'North Shore' });
    await user.selectOptions(screen.getByLabelText('Region'), 'North Shore');
    await user.type(screen.getByRole('combobox', { name: 'Org admins' }), 'ada');
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace <ada@example.com>' }));
    expect(await screen.findByRole('button', { name: 'Remove Ada Lovelace <ada@example.com>' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations/7/edit'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = post[1]!.body as FormData;
    expect(body.get('organization[name]')).toBe('Harbor Chamber');
    expect(body.get('organization[region_id]')).toBe('2');
    expect(body.get('organization[display_info_when_framed]')).toBe('true');
    expect(body.getAll('organization[admin_ids][]')).toEqual(['5']);
    expect(body.getAll('organization[business_ids][]')).toEqual(['']);
    const search = fetch.mock.calls.find(([input]) => String(input).includes('/api/v1/admin/users'))!;
    expect(String(search[0])).toContain('search=ada');
  }, 30_000);

  it('shows the server field errors under their fields', async () => {
    mockApi({
      'GET /api/v1/regions': [200, []],
      'GET /api/v1/admin/organizations/7': [200, saved],
      'PUT /api/v1/admin/organizations/7': [
        422,
        { error: { tagline: ['is too long (maximum is 140 characters)'], admins: ['has a user that does not exist'] } },
      ],
    });
    const user = userEvent.setup();
    renderWithApp([{ path: '/admin/organizations/:id/edit', element: <OrganizationFormPage /> }], {
      user: admin,
      initialPath: '/admin/organizations/7/edit',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit organization' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is too long (maximum is 140 characters)')).toBeInTheDocument();
    expect(screen.getByText('has a user that does not exist')).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors below.')).toBeInTheDocument();
  });
});

describe("an organization admin's screen", () => {
  it('shows the numbers and businesses, no admin list, and saves the public profile', async () => {
    const mine: TMyOrganization = {
      id: 7,
      name: 'Harbor Chamber',
      active: true,
      tagline: 'Local first',
      logo: null,
      banner: null,
      join_url: null,
      join_help_text: null,
      display_info_when_framed: true,
      businesses: [{ id: 9, name: 'Pier Cafe' }],
      stats: { live_jobs: 12, applications: 30, share_link_views: 1234 },
    };
    const fetch = mockApi({
      'GET /api/v1/me/organizations/7': [200, mine],
      'PUT /api/v1/me/organizations/7': [200, { ...mine, tagline: 'Hire on the pier' }],
    });
    const user = userEvent.setup();
    renderWithApp([{ path: '/my_organizations/:id', element: <MyOrganizationPage /> }], {
      user: userWith({ read: ['organization'], update: ['organization'] }, { organization_ids: [7] }),
      initialPath: '/my_organizations/7',
    });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Live jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pier Cafe' })).toHaveAttribute('href', '/employers/9/jobs');
    expect(screen.queryByText(/Org admins/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Edit the organization's profile" }));
    const tagline = screen.getByLabelText('Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'Hire on the pier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization profile updated.')).toBeInTheDocument();
    const body = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('organization[tagline]')).toBe('Hire on the pier');
    expect([...body.keys()].some((key) => /name|admin_ids|business_ids|active/.test(key.replace('join', '')))).toBe(
      false,
    );
  });
});
