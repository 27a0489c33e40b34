import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { renderWithApp } from '../../testing/render-app.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import { mockApi } from '../../testing/mock-api.ts';

const VERIFY = 'GET /api/v1/users/5/verify_reset_password_token';
const RESET = 'POST /api/v1/users/5/reset_password';
const INVALID_LINK = 'Oops! This reset password link has either expired or is invalid. Please try again.';

function LoginModalStub({ show }: ModalComponentProps) {
  return show ? <p>Login modal is open</p> : null;
}

function renderPage(path = '/reset_password?id=5&token=abc-123') {
  return renderWithApp(
    [
      { path: '/reset_password', element: <ResetPasswordPage /> },
      { path: '/forgot_password', element: <h1>Forgot password page</h1> },
    ],
    { initialPath: path, modals: { LoginModal: LoginModalStub } },
  );
}

function requestTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  expect(call, `a request to ${path}`).toBeDefined();
  return call?.[1] ?? {};
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResetPasswordPage', () => {
  it('checks the token in the Reset-Password-Token header while showing a loading state', async () => {
    const fetchMock = mockApi({ [VERIFY]: [200, { id: 5, email: 'someone@example.com' }] });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(
      new Headers(requestTo(fetchMock, '/users/5/verify_reset_password_token').headers).get('Reset-Password-Token'),
    ).toBe('abc-123');
  });

  it('sends an expired or invalid link (401) to /forgot_password with the spec message', async () => {
    mockApi({ [VERIFY]: [401, { error: 'This reset password link has either expired or is invalid.' }] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('treats a 404 the same way', async () => {
    mockApi({ [VERIFY]: [404, { error: 'Not found' }] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('treats a link without its token as invalid, without asking the server', async () => {
    const fetchMock = mockApi({});
    renderPage('/reset_password?id=5');
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends any other failure of the check to /forgot_password with the unknown-error message', async () => {
    mockApi({ [VERIFY]: [500, { error: 'boom' }] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An unknown error has occurred. Please try again.');
  });

  it("shows the server's password_confirmation error under Confirm password", async () => {
    const fetchMock = mockApi({
      [VERIFY]: [200, { id: 5, email: 'someone@example.com' }],
      [RESET]: [422, { error: { password_confirmation: ["doesn't match Password"] } }],
    });
    const user = userEvent.setup();
    renderPage();
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAccessibleDescription('Use 8 or more characters with a mix of letters & numbers');
    await user.type(password, 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const confirmation = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription("doesn't match Password"));
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const request = requestTo(fetchMock, '/users/5/reset_password');
    expect(JSON.parse(String(request.body))).toEqual({
      user: { password: 'secret123', password_confirmation: 'secret124' },
    });
    expect(new Headers(request.headers).get('Reset-Password-Token')).toBe('abc-123');
  });

  it('shows a failed reset without field errors in a red alert', async () => {
    mockApi({
      [VERIFY]: [200, { id: 5, email: 'someone@example.com' }],
      [RESET]: [401, { error: 'This reset password link has either expired or is invalid.' }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('New password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset password link has either expired or is invalid.',
    );
  });

  it("replaces the form with the server's message and a Login button that opens the login modal", async () => {
    mockApi({
      [VERIFY]: [200, { id: 5, email: 'someone@example.com' }],
      [RESET]: [200, { message: 'Your password has been reset. You can now log in with your new password.' }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('New password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Login modal is open')).toBeInTheDocument();
  });
});
