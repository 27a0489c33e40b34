import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRewardSource } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import RewardMarketplaceModal, { formatBusinessCount, truncate } from './reward-marketplace-modal.tsx';
import RewardSourceFormPage from './reward-source-form-page.tsx';
import RewardSourcesPage from './reward-sources-page.tsx';

afterEach(() => vi.restoreAllMocks());

const admin = userWith(ROLE_PERMISSIONS.Admin);
const MA = { id: 22, name: 'Massachusetts', code: 'MA' };

const source = (overrides: Partial<TRewardSource> = {}): TRewardSource => ({
  id: 5,
  name: 'Harbor Bakery',
  url: 'https://harbor.example',
  icon: '/api/v1/files/9',
  description: 'Sourdough loaves and morning pastries',
  approved: true,
  active: true,
  address: {
    address_one: '10 Tremont Street',
    address_two: null,
    city: 'Boston',
    zip: '02108',
    state: MA,
    state_code: 'MA',
  },
  ...overrides,
});

const routes = [
  { path: '/admin/reward_sources', element: <RewardSourcesPage /> },
  { path: '/admin/reward_sources/new', element: <RewardSourceFormPage /> },
  { path: '/admin/reward_sources/:id/edit', element: <RewardSourceFormPage /> },
];

describe('reward sources list', () => {
  it('shows ID, icon, name, approved and active ticks and edit', async () => {
    mockApi({
      'GET /api/v1/reward_sources': [
        200,
        [source(), source({ id: 6, name: 'Quiet Gym', icon: null, approved: false })],
      ],
    });
    renderWithApp(routes, { user: admin, initialPath: '/admin/reward_sources' });
    const [, first, second] = await screen.findAllByRole('row');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/9');
    expect(within(first!).getByText('Approved')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(second!.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(second!).getByText('Not approved')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Edit Quiet Gym' })).toHaveAttribute(
      'href',
      '/admin/reward_sources/6/edit',
    );
  });

  it('says so when there are none, and when they fail to load', async () => {
    mockApi({ 'GET /api/v1/reward_sources': [200, []] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/reward_sources' });
    expect(await screen.findByText('There are no reward sources yet.')).toBeInTheDocument();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/reward_sources': [500, { error: 'boom' }] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/reward_sources' });
    expect(await screen.findByText('Error loading reward sources.')).toBeInTheDocument();
  });
});

describe('reward source form', () => {
  it('sends multipart reward_source[...] with the address only when the switch is on, and shows field errors', async () => {
    const fetch = mockApi({
      'GET /api/v1/states': [200, [MA]],
      'POST /api/v1/reward_sources': [422, { error: { name: ["can't be blank"], 'address.zip': ['is invalid'] } }],
    });
    renderWithApp(routes, { user: admin, initialPath: '/admin/reward_sources/new' });
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Approved')).not.toBeChecked();
    expect(screen.queryByLabelText(/City/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Save Address'));
    await userEvent.type(screen.getByLabelText(/Address one/), '1 Main Street');
    await userEvent.type(screen.getByLabelText(/City/), 'Boston');
    await screen.findByRole('option', { name: 'Massachusetts' });
    await userEvent.selectOptions(screen.getByLabelText(/State/), 'Massachusetts');
    await userEvent.type(screen.getByLabelText(/Zip/), '0210');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("can't be blank")).toBeInTheDocument();
    expect(screen.getByText('is invalid')).toBeInTheDocument();
    const body = fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      'reward_source[name]': '',
      'reward_source[url]': '',
      'reward_source[description]': '',
      'reward_source[contact_email]': '',
      'reward_source[approved]': 'false',
      'reward_source[active]': 'true',
      'reward_source[address_attributes][address_one]': '1 Main Street',
      'reward_source[address_attributes][address_two]': '',
      'reward_source[address_attributes][city]': 'Boston',
      'reward_source[address_attributes][state_id]': '22',
      'reward_source[address_attributes][zip]': '0210',
    });
  }, 30_000);

  it('hides the Save Address switch once the source has an address, showing the address', async () => {
    mockApi({ 'GET /api/v1/reward_sources/5': [200, source()], 'GET /api/v1/states': [200, [MA]] });
    renderWithApp(routes, { user: admin, initialPath: '/admin/reward_sources/5/edit' });
    expect(await screen.findByRole('heading', { name: 'Harbor Bakery' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('Boston'));
    expect(screen.queryByLabelText('Save Address')).not.toBeInTheDocument();
  });
});

describe('Reward Marketplace modal', () => {
  const renderModal = (onSelect = vi.fn(), onHide = vi.fn()) => {
    renderWithApp([{ path: '/', element: <RewardMarketplaceModal show onHide={onHide} onSelect={onSelect} /> }], {
      user: admin,
    });
    return { onSelect, onHide };
  };

  it('counts businesses and formats descriptions', () => {
    expect(formatBusinessCount(1)).toBe('1 business');
    expect(formatBusinessCount(0)).toBe('0 businesses');
    expect(formatBusinessCount(2)).toBe('2 businesses');
    expect(truncate('short')).toBe('short');
    expect(truncate('x'.repeat(200))).toHaveLength(140);
  });

  it('searches active sources in marketplace order and shows cards: icon, linked name, Featured, city, state code', async () => {
    const fetch = mockApi({
      'GET /api/v1/reward_sources': [
        200,
        [source(), source({ id: 6, name: 'Quiet Gym', url: null, approved: false, address: null })],
      ],
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Reward Marketplace | Job referrals meet community' });
    expect(await within(dialog).findByText('2 businesses')).toBeInTheDocument();
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Harbor Bakery' })).toHaveAttribute(
      'href',
      'https://harbor.example',
    );
    expect(within(first!).getByText('Featured')).toBeInTheDocument();
    expect(within(first!).getByText('Boston, MA')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/9');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).queryByText('Featured')).not.toBeInTheDocument();
    const first_url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(first_url.searchParams.get('filters[active_eq]')).toBe('true');
    expect(first_url.searchParams.get('order_for')).toBe('reward_marketplace');

    await userEvent.type(within(dialog).getByLabelText('Name or keywords'), 'bread');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Boston, MA{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const searched = new URL(String(fetch.mock.calls[1]![0]), 'http://localhost');
    expect(searched.searchParams.get('what_search_text')).toBe('bread');
    expect(searched.searchParams.get('where_search_text')).toBe('Boston, MA');
  });

  it('warns when nothing matches', async () => {
    mockApi({ 'GET /api/v1/reward_sources': [200, []] });
    renderModal();
    expect(await screen.findByText('There are no matching businesses.')).toBeInTheDocument();
    expect(screen.getByText('0 businesses')).toBeInTheDocument();
  });

  it('hands the chosen source to onSelect from the keyboard, then closes', async () => {
    mockApi({ 'GET /api/v1/reward_sources': [200, [source()]] });
    const { onSelect, onHide } = renderModal();
    const select = await screen.findByRole('button', { name: 'Select' });
    expect(select).toHaveAccessibleDescription('Harbor Bakery');
    select.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(source());
    expect(onHide).toHaveBeenCalled();
  });
});
