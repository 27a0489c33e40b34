import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCreatedWebhook, TWebhook, TWebhookDelivery } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import WebhooksPage from './webhooks-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const HOOKS = '/api/v1/businesses/7/webhooks';
const active: TWebhook = {
  id: 1,
  url: 'https://hooks.example.com/mainwork',
  events: ['application.created', 'job.closed'],
  status: 'active',
  paused_at: null,
  last_success_at: '2026-03-04T14:05:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};
const paused: TWebhook = {
  ...active,
  id: 2,
  url: 'https://down.example.com/in',
  status: 'paused',
  paused_at: '2026-03-05T09:00:00.000Z',
};
const delivered: TWebhookDelivery = {
  id: 11,
  event_id: 'evt_0123456789abcdef01234567',
  event_type: 'application.created',
  status: 'delivered',
  attempts: 2,
  status_code: 200,
  response_time_ms: 143,
  error: null,
  next_attempt_at: null,
  created_at: '2026-03-04T14:00:00.000Z',
  updated_at: '2026-03-04T14:05:00.000Z',
};
const failed: TWebhookDelivery = {
  ...delivered,
  id: 12,
  event_type: 'job.closed',
  status: 'failed',
  attempts: 7,
  status_code: 503,
  error: 'The address answered 503.',
};

function renderPage() {
  renderWithApp([{ path: '/', element: <WebhooksPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }),
  });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the Webhooks screen', () => {
  it('says when there is no webhook, adds one with its events and shows its secret once with a copy button', async () => {
    const created: TCreatedWebhook = {
      ...active,
      id: 3,
      events: ['application.created', 'hire.confirmed'],
      secret: 'whsec_shown-once',
    };
    const fetch = mockApi({ [`GET ${HOOKS}`]: [200, []], [`POST ${HOOKS}`]: [201, created] });
    const user = renderPage();
    expect(await screen.findByText(/No webhook yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a webhook' }));
    const form = screen.getByRole('form', { name: 'Add a webhook' });
    await user.type(
      within(form).getByLabelText('Address that receives the events'),
      'https://hooks.example.com/mainwork',
    );
    expect(within(form).getByRole('checkbox', { name: /A candidate applies/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /A hire is confirmed/ }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_shown-once');
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      webhook: { url: 'https://hooks.example.com/mainwork', events: ['application.created', 'hire.confirmed'] },
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();
  });

  it("shows the server's reason under the address", async () => {
    mockApi({
      [`GET ${HOOKS}`]: [200, []],
      [`POST ${HOOKS}`]: [422, { error: { url: ['10.0.0.5 is not a public web address.'] } }],
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a webhook' }));
    await user.type(screen.getByLabelText('Address that receives the events'), 'https://10.0.0.5/in');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const field = screen.getByLabelText('Address that receives the events');
    expect(await screen.findByText('10.0.0.5 is not a public web address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists each webhook with its state, and resumes a paused one', async () => {
    const fetch = mockApi({
      [`GET ${HOOKS}`]: [200, [active, paused]],
      [`PUT ${HOOKS}/2`]: [200, { ...paused, status: 'active', paused_at: null }],
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('https://hooks.example.com/mainwork');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('A candidate applies · A job closes');
    expect(second).toHaveTextContent('Paused');
    expect(within(second!).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await user.click(within(second!).getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put![1]!.body))).toEqual({ webhook: { enabled: true } });
    });
  });

  it('shows the delivery log with status, answer, response time and attempts, and replays a delivery', async () => {
    const fetch = mockApi({
      [`GET ${HOOKS}`]: [200, [active]],
      [`GET ${HOOKS}/1/deliveries`]: [200, [failed, delivered]],
      [`POST ${HOOKS}/1/deliveries/12/replay`]: [201, { ...failed, id: 13, status: 'pending', attempts: 0 }],
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const [, failedRow, deliveredRow] = within(log).getAllByRole('row');
    expect(failedRow).toHaveTextContent('job.closed');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('The address answered 503.');
    expect(failedRow).toHaveTextContent('7');
    expect(deliveredRow).toHaveTextContent('Delivered');
    expect(deliveredRow).toHaveTextContent('200');
    expect(deliveredRow).toHaveTextContent('143 ms');
    await user.click(within(failedRow!).getByRole('button', { name: /^Replay/ }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input).endsWith('/12/replay')),
      ).toBe(true),
    );
  });
});
