import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { renderWithApp } from '../../testing/render-app.tsx';
import ForgotPasswordModal from './forgot-password-modal.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import { mockApi } from '../../testing/mock-api.ts';

const FORGOT = 'POST /api/v1/users/forgot_password';
const SENT = 'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';

function Opener() {
  const { openModal } = useModal();
  return (
    <button type="button" onClick={() => openModal('ForgotPasswordModal')}>
      Forgot?
    </button>
  );
}

function LoginStub({ show }: ModalComponentProps) {
  return show ? <p>Login modal is open</p> : null;
}

const modals = { ForgotPasswordModal, LoginModal: LoginStub };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ForgotPasswordModal', () => {
  it("sends the e-mail, then shows the server's message and a Login button", async () => {
    const fetchMock = mockApi({ [FORGOT]: [200, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp([{ path: '/', element: <Opener /> }], { modals });
    await user.click(screen.getByRole('button', { name: 'Forgot?' }));
    await screen.findByRole('dialog', { name: 'Forgot your password?' });
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'someone@example.com' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login modal is open')).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it("shows the server's error, or 'An unknown error has occurred.'", async () => {
    mockApi({ [FORGOT]: [429, { error: 'Too many requests. Try again later.' }] });
    const user = userEvent.setup();
    renderWithApp([{ path: '/forgot_password', element: <ForgotPasswordPage /> }], {
      initialPath: '/forgot_password',
      modals,
    });
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    // The form's code arrives after the page's (decision 076).
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');

    vi.restoreAllMocks();
    mockApi({ [FORGOT]: [502, undefined] });
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unknown error has occurred.'));
  });

  it("shows the server's e-mail error under the field", async () => {
    mockApi({ [FORGOT]: [422, { error: { email: ["can't be blank"] } }] });
    const user = userEvent.setup();
    renderWithApp([{ path: '/forgot_password', element: <ForgotPasswordPage /> }], {
      initialPath: '/forgot_password',
      modals,
    });
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription("can't be blank"));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
