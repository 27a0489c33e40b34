import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TApiKey } from '@mainwork/contracts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import ApiKeysPage from './api-keys-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const KEYS = '/api/v1/businesses/7/api_keys';
const TOKEN = `mw_${'a1B2'.repeat(10)}xyz`;
const ats: TApiKey = {
  id: 3,
  name: 'Applicant tracking',
  scopes: ['jobs:read', 'applications:read'],
  created_at: '2026-03-04T09:00:00.000Z',
  last_used_at: '2026-03-06T15:30:00.000Z',
};
const website: TApiKey = {
  id: 2,
  name: 'Careers page',
  scopes: ['jobs:read'],
  created_at: '2026-02-01T09:00:00.000Z',
  last_used_at: null,
};

type Reply = [number, unknown];

/** A fake API answering by `METHOD path`, in turn when a route has several replies; records the JSON bodies. */
function fakeApi(routes: Record<string, Reply | Reply[]>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  const calls = new Map<string, number>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    sent.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const replies = (Array.isArray(route[0]) ? route : [route]) as Reply[];
    const call = calls.get(key) ?? 0;
    calls.set(key, call + 1);
    const [status, json] = replies[Math.min(call, replies.length - 1)]!;
    return new Response(status === 204 ? null : JSON.stringify(json), { status });
  });
  return sent;
}

function renderKeys() {
  renderWithApp([{ path: '/', element: <ApiKeysPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }),
  });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the API keys screen', () => {
  it('says so while loading, then that there are no keys yet', async () => {
    fakeApi({ [`GET ${KEYS}`]: [200, []] });
    renderKeys();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your API keys…');
    expect(await screen.findByText(/No API keys yet/)).toBeVisible();
  });

  it('lists each key with its scopes, when it was created and last used, never its token', async () => {
    fakeApi({ [`GET ${KEYS}`]: [200, [ats, website]] });
    renderKeys();
    const rows = await screen.findAllByTestId('api-key');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Applicant tracking.*jobs:read.*applications:read.*03\/04\/2026.*03\/06\/2026/),
      expect.stringMatching(/Careers page.*jobs:read.*02\/01\/2026.*Never/),
    ]);
    expect(within(screen.getByRole('list', { name: 'API keys' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('creates a key with the scopes ticked and shows its token once, with a copy button and a warning', async () => {
    const sent = fakeApi({
      [`GET ${KEYS}`]: [
        [200, []],
        [200, [{ ...ats, id: 9, scopes: ['jobs:write', 'applications:read'], last_used_at: null }]],
      ],
      [`POST ${KEYS}`]: [
        201,
        {
          id: 9,
          name: 'Applicant tracking',
          scopes: ['jobs:write', 'applications:read'],
          token: TOKEN,
          created_at: ats.created_at,
        },
      ],
    });
    const user = renderKeys();
    await screen.findByText(/No API keys yet/);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Applicant tracking');
    await user.click(screen.getByRole('checkbox', { name: /Read jobs/ }));
    await user.click(screen.getByRole('checkbox', { name: /Post and close jobs/ }));
    await user.click(screen.getByRole('checkbox', { name: /Read applications/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const heading = await screen.findByRole('heading', { name: 'Copy the key “Applicant tracking” now' });
    expect(heading).toHaveFocus();
    expect(sent.find(({ key }) => key === `POST ${KEYS}`)?.body).toEqual({
      api_key: { name: 'Applicant tracking', scopes: ['jobs:write', 'applications:read'] },
    });
    expect(screen.getByRole('textbox', { name: 'API key Applicant tracking' })).toHaveValue(TOKEN);
    expect(screen.getByText(/This is the only time it is shown/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy API key Applicant tracking' })).toBeVisible();
    expect(await screen.findByTestId('api-key')).toHaveTextContent('Never');
    // The form is ready for another key.
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
  });

  it("shows the server's refusals under their fields", async () => {
    fakeApi({
      [`GET ${KEYS}`]: [200, []],
      [`POST ${KEYS}`]: [422, { error: { name: ['Enter a name.'], scopes: ['Choose at least one scope.'] } }],
    });
    const user = renderKeys();
    await screen.findByText(/No API keys yet/);
    await user.click(screen.getByRole('checkbox', { name: /Read jobs/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Enter a name.')).toBeVisible();
    expect(screen.getByText('Choose at least one scope.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a key after a confirmation, or keeps it on Cancel', async () => {
    const sent = fakeApi({
      [`GET ${KEYS}`]: [
        [200, [ats, website]],
        [200, [website]],
      ],
      [`DELETE ${KEYS}/3`]: [204, null],
    });
    const user = renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Applicant tracking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveTextContent('Applicant tracking stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some(({ key }) => key.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Applicant tracking' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key “Applicant tracking” was revoked.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('api-key')).toHaveLength(1));
    expect(sent.filter(({ key }) => key === `DELETE ${KEYS}/3`)).toHaveLength(1);
  });
});
