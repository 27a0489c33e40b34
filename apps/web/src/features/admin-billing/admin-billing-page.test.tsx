import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminBillingRecord } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AdminBillingPage, { BILLING_TEXTS } from './admin-billing-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const record = (overrides: Partial<TAdminBillingRecord> = {}): TAdminBillingRecord => ({
  id: 3,
  business: { id: 7, name: 'Harbor Coffee', stripe_customer_id: 'cus_harbor' },
  job: { id: 5, title: 'Barista' },
  application_id: 9,
  reward_amount_cents: 100_000,
  fee_amount_cents: 20_000,
  amount_cents: 120_000,
  currency: 'usd',
  status: 'not_sent',
  stripe_invoice_item_id: null,
  stripe_invoice_id: null,
  created_at: '2026-03-04T09:00:00.000Z',
  paid_at: null,
  ...overrides,
});

const renderPage = () =>
  renderWithApp([{ path: '/admin/billing', element: <AdminBillingPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
    initialPath: '/admin/billing',
  });

afterEach(() => vi.restoreAllMocks());

describe('/admin/billing', () => {
  it('lists charges with their Stripe ids and sends a not-sent one after asking', async () => {
    const paid = record({
      id: 4,
      status: 'paid',
      stripe_invoice_item_id: 'ii_123',
      stripe_invoice_id: 'in_456',
      paid_at: '2026-03-05T09:00:00.000Z',
    });
    const spy = mockApi({
      'GET /api/v1/admin/billing_records': [200, [record(), paid], { total: '2' }],
      'POST /api/v1/admin/billing_records/3/send': [200, record({ status: 'pending', stripe_invoice_item_id: 'ii_9' })],
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Billing' });
    const [notSent, paidRow] = within(table).getAllByRole('row').slice(1);
    expect(notSent).toHaveTextContent('Harbor Coffee');
    expect(notSent).toHaveTextContent('$1,200.00');
    expect(notSent).toHaveTextContent('Not sent');
    expect(paidRow).toHaveTextContent('ii_123');
    expect(paidRow).toHaveTextContent('in_456');
    expect(within(paidRow!).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();

    await user.click(within(notSent!).getByRole('button', { name: 'Send charge 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this charge to Stripe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The charge of $1,200.00 to Harbor Coffee was sent to Stripe.',
    );
    expect(spy.mock.calls.some(([url, init]) => String(url).endsWith('/3/send') && init?.method === 'POST')).toBe(true);
  });

  it('filters by status, and shows why sending failed', async () => {
    const spy = mockApi({
      'GET /api/v1/admin/billing_records': [200, [record()], { total: '1' }],
      'POST /api/v1/admin/billing_records/3/send': [409, { error: 'Billing through Stripe is not configured.' }],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Billing' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Not sent');
    await waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes('status=not_sent'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Send charge 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing through Stripe is not configured.');
  });

  it('says so when there are no charges', async () => {
    mockApi({ 'GET /api/v1/admin/billing_records': [200, [], { total: '0' }] });
    renderPage();
    expect(await screen.findByText(BILLING_TEXTS.empty)).toBeInTheDocument();
  });
});
