import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountSession, TUserSettings } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AccountPage from './account-page.tsx';

const saved: TUserSettings = {
  id: 1,
  first_name: 'Dana',
  last_name: 'Baker',
  email: 'dana@example.com',
  phone: '6175550123',
  referral_payment_method_id: 2,
  email_confirmed: true,
  pending_email: null,
};
const methods = [
  { id: 1, name: 'PayPal' },
  { id: 2, name: 'Venmo' },
];
const sessions: TAccountSession[] = [
  {
    id: 7,
    device: 'Chrome on Linux',
    ip: '10.0.0.1',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: '2026-11-23T10:00:00.000Z',
    current: true,
  },
  {
    id: 8,
    device: 'Safari on iPhone',
    ip: '10.0.0.2',
    created_at: '2026-11-19T10:00:00.000Z',
    last_used_at: '2026-11-22T10:00:00.000Z',
    current: false,
  },
];

const renderPage = (role: 'Hunter' | 'Employer' = 'Hunter') =>
  renderWithApp([{ path: '/me', element: <AccountPage /> }], {
    user: userWith(ROLE_PERMISSIONS[role]),
    initialPath: '/me',
  });

const bodyOf = (spy: ReturnType<typeof mockApi>, key: string) => {
  const call = spy.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === key,
  );
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/me User settings tab', () => {
  it('shows the settings read-only with the payment method for a Hunter; the pencil edits, the cross restores', async () => {
    mockApi({ 'GET /api/v1/users/me': [200, saved], 'GET /api/v1/payment_methods': [200, methods] });
    renderPage();
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(await screen.findByRole('option', { name: 'Venmo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Referral payment method')).toHaveValue('2');
    expect(screen.queryByRole('button', { name: 'Update settings' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit user settings' }));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('First name')).toBeDisabled();
  });

  it('hides the referral payment method from users who may not manage it', async () => {
    mockApi({ 'GET /api/v1/users/me': [200, saved] });
    renderPage('Employer');
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(screen.queryByLabelText('Referral payment method')).not.toBeInTheDocument();
  });

  it('asks for the current password once the e-mail changes, and shows the server’s errors with the §8 alert', async () => {
    const spy = mockApi({
      'GET /api/v1/users/me': [200, saved],
      'GET /api/v1/payment_methods': [200, methods],
      'PATCH /api/v1/users/me': [
        422,
        { error: { current_password: ['is incorrect'], phone: ['is invalid'], referral_payment_method: ['is bad'] } },
      ],
    });
    renderPage();
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByRole('button', { name: 'Edit user settings' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Update settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password to change your e-mail address. is incorrect',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('is invalid');
    expect(screen.getByLabelText('Referral payment method')).toHaveAccessibleDescription('is bad');
    expect(bodyOf(spy, 'PATCH /api/v1/users/me')).toEqual({
      first_name: 'Dana',
      last_name: 'Baker',
      email: 'new@example.com',
      phone: '6175550123',
      referral_payment_method_id: '2',
      current_password: 'guess',
    });
  });

  it('saves, shows "Settings successfully updated." and goes back to read-only with what was saved', async () => {
    const updated = { ...saved, first_name: 'Dee' };
    const spy = mockApi({
      'GET /api/v1/users/me': [200, saved],
      'GET /api/v1/payment_methods': [200, methods],
      'PATCH /api/v1/users/me': [200, updated],
      'GET /auth/verify_token': [200, userWith(ROLE_PERMISSIONS.Hunter)],
    });
    renderPage();
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByRole('button', { name: 'Edit user settings' }));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Dee');
    spy.mockClear();
    mockApi({
      'GET /api/v1/users/me': [200, updated],
      'GET /api/v1/payment_methods': [200, methods],
      'PATCH /api/v1/users/me': [200, updated],
      'GET /auth/verify_token': [200, userWith(ROLE_PERMISSIONS.Hunter)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Update settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings successfully updated.');
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeDisabled());
    expect(screen.getByLabelText('First name')).toHaveValue('Dee');
  });
});

describe('/me e-mail address waiting for confirmation', () => {
  const pending: TUserSettings = { ...saved, pending_email: 'dana.new@example.com' };

  it('shows the pending address and the one still in use, with Resend and Cancel', async () => {
    const spy = mockApi({
      'GET /api/v1/users/me': [200, pending],
      'GET /api/v1/payment_methods': [200, methods],
      'POST /api/v1/users/me/email_confirmation': [
        200,
        { message: 'We sent a confirmation link to the address. It works once, for 24 hours.' },
      ],
      'GET /auth/verify_token': [200, userWith(ROLE_PERMISSIONS.Hunter)],
    });
    renderPage();
    const status = await screen.findByRole('region', { name: 'E-mail change waiting for confirmation' });
    expect(status).toHaveTextContent(
      'We sent a link to dana.new@example.com. Your account keeps dana@example.com, and you sign in with it, until that link is followed.',
    );
    // The form still shows the address in use.
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');

    await userEvent.click(within(status).getByRole('button', { name: 'Resend' }));
    expect(await within(status).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to the address. It works once, for 24 hours.',
    );
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('Cancel forgets the change: the notice goes once the settings say nothing is pending', async () => {
    const spy = mockApi({
      'GET /api/v1/users/me': [200, pending],
      'GET /api/v1/payment_methods': [200, methods],
    });
    renderPage();
    const status = await screen.findByRole('region', { name: 'E-mail change waiting for confirmation' });
    spy.mockRestore();
    mockApi({
      'GET /api/v1/users/me': [200, saved],
      'GET /api/v1/payment_methods': [200, methods],
      'DELETE /api/v1/users/me/email_change': [200, { message: 'The change of e-mail address was canceled.' }],
      'GET /auth/verify_token': [200, userWith(ROLE_PERMISSIONS.Hunter)],
    });
    await userEvent.click(within(status).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'E-mail change waiting for confirmation' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The change of e-mail address was canceled.');
  });

  it('tells an unconfirmed account why its e-mails wait, with Resend and no Cancel', async () => {
    mockApi({
      'GET /api/v1/users/me': [200, { ...saved, email_confirmed: false }],
      'GET /api/v1/payment_methods': [200, methods],
    });
    renderPage();
    const status = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(status).toHaveTextContent(
      'Follow the link we sent to dana@example.com. Job alerts and other e-mails wait until you do.',
    );
    expect(within(status).getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(within(status).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows nothing about confirmation when the address is confirmed and nothing is pending', async () => {
    mockApi({ 'GET /api/v1/users/me': [200, saved], 'GET /api/v1/payment_methods': [200, methods] });
    renderPage();
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});

describe('/me Change password tab', () => {
  const openTab = async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change your password' }));
  };

  it('sends old and new password, shows the field errors, and the cross clears fields and errors', async () => {
    mockApi({
      'GET /api/v1/users/me': [200, saved],
      'GET /api/v1/payment_methods': [200, methods],
      'GET /api/v1/users/me/sessions': [200, sessions],
      'PATCH /api/v1/users/update_password': [
        422,
        { error: { old_password: ['is incorrect'], password: ['is too short (minimum is 8 characters)'] } },
      ],
    });
    renderPage();
    await openTab();
    await userEvent.type(screen.getByLabelText('Old password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(screen.getByLabelText('Old password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.');
    expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription('is incorrect');
    expect(screen.getByText('is too short (minimum is 8 characters)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change your password' }));
    expect(screen.getByLabelText('Old password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByText('is incorrect')).not.toBeInTheDocument();
  });

  it('reports "Password changed successfully." and lists the sessions, signing out the others', async () => {
    const spy = mockApi({
      'GET /api/v1/users/me': [200, saved],
      'GET /api/v1/payment_methods': [200, methods],
      'GET /api/v1/users/me/sessions': [200, sessions],
      'PATCH /api/v1/users/update_password': [200, { message: 'Password changed successfully.' }],
      'DELETE /api/v1/users/me/sessions': [200, { message: 'Your other sessions have been signed out.' }],
    });
    renderPage();
    await openTab();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(within(table).getByText('This device')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Old password'), 'old-secret-1');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password changed successfully.');
    expect(bodyOf(spy, 'PATCH /api/v1/users/update_password')).toEqual({
      old_password: 'old-secret-1',
      password: 'new-secret-22',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() => expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
