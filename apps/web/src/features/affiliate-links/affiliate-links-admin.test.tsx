import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAffiliateLinkDetails, TAffiliateLinkEvent } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AffiliateLinkDetailsPage from './affiliate-link-details-page.tsx';
import AffiliateLinkFormPage from './affiliate-link-form-page.tsx';
import AffiliateLinksPage from './affiliate-links-page.tsx';

afterEach(() => vi.restoreAllMocks());

const admin = userWith(ROLE_PERMISSIONS.Admin);

const link = (overrides: Partial<TAffiliateLinkDetails> = {}): TAffiliateLinkDetails => ({
  id: 7,
  name: 'Spring fair',
  key: 'spring-fair',
  message: 'Hello!',
  sign_up_type: 'candidate',
  view_count: 3,
  sign_up_count: 2,
  event_count: 5,
  attributed_count: 1,
  funnel: { views: 3, sign_ups: 2, attributed: 1, applied: 1, posted_job: 0, hired: 1 },
  ...overrides,
});

const event = (overrides: Partial<TAffiliateLinkEvent>): TAffiliateLinkEvent => ({
  id: 1,
  type: 'AffiliateLinkEvent::View',
  signature: 'abc123',
  user: null,
  created_at: new Date(2026, 2, 4, 14, 5, 9).toISOString(),
  attributed: null,
  ...overrides,
});

const listRoutes = [
  { path: '/admin/affiliate_links', element: <AffiliateLinksPage /> },
  { path: '/admin/affiliate_links/new', element: <AffiliateLinkFormPage /> },
  { path: '/admin/affiliate_links/:id/edit', element: <AffiliateLinkFormPage /> },
  { path: '/admin/affiliate_links/:id/details', element: <AffiliateLinkDetailsPage /> },
];

describe('affiliate links list', () => {
  it('shows ID, Name, Key with details and edit for admins', async () => {
    mockApi({ 'GET /api/v1/affiliate_links': [200, [link()]] });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links' });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', 'spring-fair', expect.any(String)]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Spring fair');
    expect(within(row).getByRole('link', { name: 'Details of Spring fair' })).toHaveAttribute(
      'href',
      '/admin/affiliate_links/7/details',
    );
    expect(within(row).getByRole('link', { name: 'Edit Spring fair' })).toHaveAttribute(
      'href',
      '/admin/affiliate_links/7/edit',
    );
    expect(screen.getByRole('link', { name: 'New Affiliate Link' })).toBeInTheDocument();
  });

  it('hides edit and new without update and create permission', async () => {
    mockApi({ 'GET /api/v1/affiliate_links': [200, [link()]] });
    renderWithApp(listRoutes, { user: userWith({ read: ['affiliate_link'] }), initialPath: '/admin/affiliate_links' });
    await screen.findByRole('link', { name: 'Details of Spring fair' });
    expect(screen.queryByRole('link', { name: 'Edit Spring fair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Affiliate Link' })).not.toBeInTheDocument();
  });

  it('says so when there are none, and when they fail to load', async () => {
    mockApi({ 'GET /api/v1/affiliate_links': [200, []] });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links' });
    expect(await screen.findByText('There are no affiliate links yet.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/affiliate_links': [500, { error: 'boom' }] });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links' });
    expect(await screen.findByText('Error loading affiliate links.')).toBeInTheDocument();
  });
});

describe('affiliate link form', () => {
  it('defaults to All, shows the server key error under Key, then saves and returns to the list', async () => {
    const fetch = mockApi({
      'POST /api/v1/affiliate_links': [422, { error: { key: ['must contain a letter'] } }],
      'GET /api/v1/affiliate_links': [200, [link()]],
    });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/new' });
    expect(screen.getByRole('heading', { name: 'New' })).toBeInTheDocument();
    const type = screen.getByLabelText(/Sign up type/);
    expect(type).toHaveValue('all');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Candidates', 'Employers']);
    await userEvent.type(screen.getByLabelText(/Name/), 'Spring fair');
    await userEvent.type(screen.getByLabelText(/Key/), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must contain a letter')).toBeInTheDocument();
    expect(screen.getByLabelText(/Key/)).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      name: 'Spring fair',
      key: '2026',
      message: null,
      sign_up_type: 'all',
    });

    vi.restoreAllMocks();
    mockApi({
      'POST /api/v1/affiliate_links': [201, link()],
      'GET /api/v1/affiliate_links': [200, [link()]],
    });
    await userEvent.clear(screen.getByLabelText(/Key/));
    await userEvent.type(screen.getByLabelText(/Key/), 'spring-fair');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'New Affiliate Link' })).toBeInTheDocument();
  });

  it('loads an existing link for edit with its name in the breadcrumb, and Cancel returns to the list', async () => {
    mockApi({ 'GET /api/v1/affiliate_links/7': [200, link()], 'GET /api/v1/affiliate_links': [200, [link()]] });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/7/edit' });
    expect(await screen.findByRole('heading', { name: 'Spring fair' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Key/)).toHaveValue('spring-fair'));
    expect(screen.getByLabelText(/Sign up type/)).toHaveValue('candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('link', { name: 'New Affiliate Link' })).toBeInTheDocument();
  });
});

describe('affiliate link details', () => {
  it('shows the link, its public URL, counts, funnel and events; the filter starts again from page 1', async () => {
    const fetch = mockApi({
      'GET /api/v1/affiliate_links/7': [200, link()],
      'GET /api/v1/affiliate_links/7/events': [
        200,
        [
          event({
            id: 2,
            type: 'AffiliateLinkEvent::SignUp',
            user: { id: 9, email: 'sam@example.com' },
            attributed: true,
          }),
          event({ id: 1 }),
        ],
        { total: '2' },
      ],
    });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/7/details' });
    expect(await screen.findByText(`${window.location.origin}/l/spring-fair`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(screen.getByText('Candidates')).toBeInTheDocument();
    const funnel = screen.getByRole('region', { name: 'Funnel' });
    expect(within(funnel).getByRole('row', { name: 'Hired 1' })).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Activity' });
    const rows = await within(activity).findAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sign up', 'abc123', 'sam@example.com', new Date(2026, 2, 4, 14, 5, 9).toLocaleString('en-US'), 'True']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['View', 'abc123', '—', expect.any(String), '—']);

    await userEvent.selectOptions(screen.getByLabelText('Activity filter'), 'Attributed sign ups');
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3));
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', selection: 'attributed' });
  });

  it('shows the empty and the error messages', async () => {
    mockApi({
      'GET /api/v1/affiliate_links/7': [200, link()],
      'GET /api/v1/affiliate_links/7/events': [200, [], { total: '0' }],
    });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/7/details' });
    expect(await screen.findByText('There is no activity for this link yet.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({
      'GET /api/v1/affiliate_links/7': [200, link()],
      'GET /api/v1/affiliate_links/7/events': [500, { error: 'boom' }],
    });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/7/details' });
    expect(await screen.findByText('Error loading events.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/affiliate_links/7': [404, { error: 'Affiliate link not found.' }] });
    renderWithApp(listRoutes, { user: admin, initialPath: '/admin/affiliate_links/7/details' });
    expect(await screen.findByText('Error loading affiliate link.')).toBeInTheDocument();
  });
});
