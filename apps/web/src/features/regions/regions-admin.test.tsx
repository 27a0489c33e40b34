import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import RegionFormPage from './region-form-page.tsx';
import RegionsPage from './regions-page.tsx';

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/admin/regions', element: <RegionsPage /> },
  { path: '/admin/regions/new', element: <RegionFormPage /> },
  { path: '/admin/regions/:id/edit', element: <RegionFormPage /> },
];
const admin = userWith(ROLE_PERMISSIONS.Admin);

describe('regions', () => {
  it('lists ID and Name with edit, or the empty and error messages', async () => {
    mockApi({ 'GET /api/v1/regions': [200, [{ id: 3, name: 'Cape Cod' }]] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/regions' });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Cape Cod');
    expect(within(row).getByRole('link', { name: 'Edit Cape Cod' })).toHaveAttribute('href', '/admin/regions/3/edit');

    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/regions': [200, []] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/regions' });
    expect(await screen.findByText('There are no regions yet.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/regions': [500, { error: 'boom' }] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/regions' });
    expect(await screen.findByText('Error loading regions.')).toBeInTheDocument();
  });

  it('sends region{name}, shows the name error, and renames an existing region', async () => {
    const fetch = mockApi({
      'POST /api/v1/regions': [422, { error: { name: ['has already been taken'] } }],
    });
    const created = renderWithApp(routes, { user: admin, initialPath: '/admin/regions/new' });
    await userEvent.type(screen.getByLabelText(/Name/), 'Cape Cod');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('has already been taken')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ region: { name: 'Cape Cod' } });

    created.unmount();
    vi.restoreAllMocks();
    const put = mockApi({
      'GET /api/v1/regions/3': [200, { id: 3, name: 'Cape Cod' }],
      'PUT /api/v1/regions/3': [200, { id: 3, name: 'Outer Cape' }],
      'GET /api/v1/regions': [200, [{ id: 3, name: 'Outer Cape' }]],
    });
    renderWithApp(routes, { user: admin, initialPath: '/admin/regions/3/edit' });
    expect(await screen.findByRole('heading', { name: 'Cape Cod' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue('Cape Cod'));
    await userEvent.clear(screen.getByLabelText(/Name/));
    await userEvent.type(screen.getByLabelText(/Name/), 'Outer Cape');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Outer Cape' })).toBeInTheDocument();
    const sent = put.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ region: { name: 'Outer Cape' } });
  }, 30_000);
});
