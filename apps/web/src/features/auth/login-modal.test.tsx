import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@mainwork/contracts';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import LoginModal from './login-modal.tsx';
import { mockApi, type Reply } from '../../testing/mock-api.ts';

/** What an action that needs an account was told once the visitor logged in (or signed up instead). */
const wentOn = vi.fn();

function Opener() {
  const { openModal } = useModal();
  return (
    <>
      <h1>Start page</h1>
      <button type="button" onClick={() => openModal('LoginModal', { redirectTo: '/my_share_links' })}>
        Open login
      </button>
      <button type="button" onClick={() => openModal('LoginModal')}>
        Open plain login
      </button>
      <button
        type="button"
        onClick={() => openModal('LoginModal', { reason: 'Log in to save this job.', onLoggedIn: wentOn })}
      >
        Save a job
      </button>
    </>
  );
}

const stub = (text: string) =>
  function Stub({ show }: ModalComponentProps) {
    return show ? <p>{text}</p> : null;
  };

function renderLogin() {
  return renderWithApp(
    [
      { path: '/', element: <Opener /> },
      { path: '/admin/dashboard', element: <h1>Admin dashboard</h1> },
      { path: '/employers/dashboard', element: <h1>Employer dashboard</h1> },
      { path: '/my_share_links', element: <h1>My share links</h1> },
    ],
    {
      modals: {
        LoginModal: LoginModal as unknown as ComponentType<ModalComponentProps>,
        SignUpModal: function SignUpStub({ show, onSignedUp }: ModalComponentProps<{ onSignedUp?: unknown }>) {
          return show ? (
            <p>{onSignedUp === wentOn ? 'Sign-up modal goes on with the action' : 'Sign-up modal is open'}</p>
          ) : null;
        },
        ForgotPasswordModal: stub('Forgot-password modal is open'),
      },
    },
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>, opener = 'Open login') {
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  const email = screen.getByLabelText('Email');
  await waitFor(() => expect(email).toHaveFocus());
  await user.type(email, 'someone@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return dialog;
}

const loginReply = (user: TCurrentUser): Record<string, Reply> => ({ 'POST /auth/login': [200, user] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginModal', () => {
  it('sends admins to the admin dashboard', async () => {
    mockApi(loginReply(userWith(ROLE_PERMISSIONS.Admin)));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends employers to their dashboard', async () => {
    mockApi(loginReply(userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer' })));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Employer dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends others to redirectTo, or leaves them where they are', async () => {
    const fetchMock = mockApi(loginReply(userWith(ROLE_PERMISSIONS.Hunter)));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'My share links' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ email: 'someone@example.com', password: 'secret123' });
  });

  it('stays on the page when there is nowhere to go', async () => {
    mockApi(loginReply(userWith(ROLE_PERMISSIONS.Hunter)));
    const user = userEvent.setup();
    renderLogin();
    await logIn(user, 'Open plain login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });

  it('opened by an action, says why and goes on with it once logged in, or once signed up instead', async () => {
    wentOn.mockClear();
    const hunter = userWith(ROLE_PERMISSIONS.Hunter);
    mockApi(loginReply(hunter));
    const user = userEvent.setup();
    renderLogin();
    expect(await logIn(user, 'Save a job')).toHaveTextContent('Log in to save this job.');
    await waitFor(() => expect(wentOn).toHaveBeenCalledWith(hunter));
    expect(screen.getByRole('heading', { name: 'Start page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save a job' }));
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up modal goes on with the action')).toBeInTheDocument();
  });

  it("shows the server's error in a red alert, and clears it when the modal opens again", async () => {
    mockApi({ 'POST /auth/login': [401, { error: 'Invalid email or password.' }] });
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'An unknown error has occurred.'", async () => {
    mockApi({ 'POST /auth/login': [500, {}] });
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error has occurred.');
  });

  it('toggles the password and links to the forgot-password and sign-up modals', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot-password modal is open')).toBeInTheDocument();
  });

  it('opens the sign-up modal from "Need an account?"', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.getByText(/Need an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up modal is open')).toBeInTheDocument();
  });
});
