import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type TNotificationSettings, type TUserSettings } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { RECRUITER_PERMISSIONS, ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AccountPage from './account-page.tsx';

const account: TUserSettings = {
  id: 1,
  first_name: 'Dana',
  last_name: 'Baker',
  email: 'dana@example.com',
  phone: null,
  referral_payment_method_id: null,
  email_confirmed: true,
  pending_email: null,
};
const SETTINGS = '/api/v1/me/notification_settings';

/** The API with the PUT held until `release` is called, so the page can be seen while it saves. */
function apiHoldingTheSave(saved: TNotificationSettings) {
  const spy = mockApi({
    'GET /api/v1/users/me': [200, account],
    'GET /api/v1/payment_methods': [200, []],
    [`GET ${SETTINGS}`]: [200, saved],
  });
  const answer = spy.getMockImplementation()!;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  spy.mockImplementation(async (input, init) => {
    if (init?.method !== 'PUT') return answer(input, init);
    await held;
    return new Response(String(init.body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const sent = () => {
    const call = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    return call ? JSON.parse(String(call[1]!.body)) : undefined;
  };
  return { release, sent };
}

async function openNotifications(role: 'Hunter' | 'Employer' | 'Recruiter') {
  renderWithApp([{ path: '/me', element: <AccountPage /> }], {
    user:
      role === 'Recruiter'
        ? userWith(RECRUITER_PERMISSIONS, { role: 'Employer', business_id: 5, business_role: 'recruiter' })
        : userWith(ROLE_PERMISSIONS[role], role === 'Employer' ? { business_role: 'owner' } : {}),
    initialPath: '/me',
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
  await screen.findByRole('switch', { name: 'Job alerts' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/me Notifications tab', () => {
  it('labels a switch per kind, reached and turned by keyboard; saving shows progress, then the saved state', async () => {
    const api = apiHoldingTheSave(DEFAULT_NOTIFICATION_SETTINGS);
    await openNotifications('Hunter');
    for (const name of ['Job alerts', 'Application updates', 'Referral updates', 'Saved jobs'])
      expect(screen.getByRole('switch', { name })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'New applicants' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Job alerts' })).toHaveAccessibleDescription(
      'New jobs matching the searches you saved.',
    );

    screen.getByRole('switch', { name: 'Job alerts' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Application updates' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Application updates' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(saving.closest('form')).toHaveAttribute('aria-busy', 'true');
    expect(api.sent()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, application_updates: false });

    api.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Notification settings saved.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Application updates' })).not.toBeChecked();
  });

  it('lets an employer choose new applicants instantly or as one daily digest, unless they are off', async () => {
    const api = apiHoldingTheSave(DEFAULT_NOTIFICATION_SETTINGS);
    await openNotifications('Employer');
    expect(screen.getByRole('switch', { name: 'New applicants' })).toHaveAccessibleDescription(
      "When someone applies to your business's jobs.",
    );
    expect(screen.getByRole('switch', { name: 'New applicants' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Instantly' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'As one daily digest' }));
    expect(screen.getByRole('radio', { name: 'As one daily digest' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'New applicants' }));
    expect(screen.getByRole('radio', { name: 'Instantly' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'New applicants' }));
    expect(screen.getByRole('radio', { name: 'As one daily digest' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    api.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(api.sent()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants_delivery: 'daily_digest' });
  });

  it('lets a recruiter choose for themself too: every member of the team is told of new applicants', async () => {
    const api = apiHoldingTheSave(DEFAULT_NOTIFICATION_SETTINGS);
    await openNotifications('Recruiter');
    await userEvent.click(screen.getByRole('switch', { name: 'New applicants' }));
    expect(screen.getByRole('group', { name: 'Tell me of new applicants' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    api.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(api.sent()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants: false });
  });
});
