import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import SignUpModal from './sign-up-modal.tsx';
import SignupPage from './signup-page.tsx';
import { mockApi, type Reply } from '../../testing/mock-api.ts';

const SIZES: Record<string, Reply> = { 'GET /api/v1/employer_sizes': [200, [{ id: 1, name: '1-10' }]] };

const pageRoutes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/jobs', element: <h1>Jobs page</h1> },
  { path: '/employers/dashboard', element: <h1>Employer dashboard</h1> },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SignupPage', () => {
  it('shows the form in a card headed Sign up, on the Candidate/Referrer tab by default', async () => {
    mockApi({});
    renderWithApp(pageRoutes, { initialPath: '/signup' });
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    // The form's code arrives after the page's (decision 076).
    expect(await screen.findByRole('tab', { name: 'Candidate/Referrer' })).toHaveAttribute('aria-selected', 'true');
  });

  it("preselects the Employer tab when role contains 'employer'", async () => {
    mockApi(SIZES);
    renderWithApp(pageRoutes, { initialPath: '/signup?role=employer' });
    expect(screen.getByRole('tab', { name: 'Employer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Business name*')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '1-10' })).toBeInTheDocument();
  });

  it('after signing up here, sends a new employer to the membership sign-up, not the dashboard', async () => {
    const fetchMock = mockApi({
      ...SIZES,
      'GET /api/v1/affiliate_links/7/view': [200, { id: 7, sign_up_type: 'employer', message: 'Hello employers' }],
      'POST /auth/register': [201, userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 3 })],
    });
    const user = userEvent.setup();
    renderWithApp([...pageRoutes, { path: '/employers/membership_signup', element: <h1>Membership page</h1> }], {
      initialPath: '/signup?role=employer&al=7',
    });
    expect(await screen.findByText('Hello employers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business name*'), 'Acme Bakery');
    await screen.findByRole('option', { name: '1-10' });
    await user.selectOptions(screen.getByLabelText('Number of employees*'), '1-10');
    await user.type(screen.getByLabelText('Email*'), 'boss@acme.test');
    await user.type(screen.getByLabelText('Phone*'), '6175551234');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Employer dashboard' })).not.toBeInTheDocument();
    const register = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/register'));
    expect((register?.[1]?.body as FormData).get('al')).toBe('7');
  });

  it('sends a signed-in employer to the employer dashboard', async () => {
    renderWithApp(pageRoutes, {
      initialPath: '/signup',
      user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer' }),
    });
    expect(await screen.findByRole('heading', { name: 'Employer dashboard' })).toBeInTheDocument();
  });

  it('sends any other signed-in user to /jobs', async () => {
    renderWithApp(pageRoutes, { initialPath: '/signup', user: userWith(ROLE_PERMISSIONS.Hunter) });
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
  });
});

function Opener() {
  const { openModal } = useModal();
  return (
    <>
      <h1>About page</h1>
      <button type="button" onClick={() => openModal('SignUpModal', { roleName: 'Employer' })}>
        Start posting
      </button>
      <button type="button" onClick={() => openModal('SignUpModal')}>
        Start here
      </button>
    </>
  );
}

function LoginStub({ show }: ModalComponentProps) {
  return show ? <p>Login modal is open</p> : null;
}

function renderModal() {
  return renderWithApp(
    [
      { path: '/about', element: <Opener /> },
      { path: '/jobs', element: <h1>Jobs page</h1> },
      { path: '/employers/membership_signup', element: <h1>Membership page</h1> },
    ],
    {
      initialPath: '/about',
      modals: {
        SignUpModal: SignUpModal as unknown as ComponentType<ModalComponentProps>,
        LoginModal: LoginStub,
      },
    },
  );
}

describe('SignUpModal', () => {
  it('opens on the Employer tab when asked for role Employer', async () => {
    mockApi(SIZES);
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Start posting' }));
    await screen.findByRole('dialog', { name: 'Sign up' });
    expect(screen.getByRole('tab', { name: 'Employer' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('Business name*')).toHaveFocus());
    expect(await screen.findByRole('option', { name: '1-10' })).toBeInTheDocument();
  });

  it('closes after a candidate signs up and leaves them on the page they were on', async () => {
    mockApi({ 'POST /auth/register': [201, userWith(ROLE_PERMISSIONS.Hunter)] });
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Start here' }));
    await screen.findByRole('dialog', { name: 'Sign up' });
    const email = screen.getByLabelText('Email*');
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'someone@example.com');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('opens the login modal from "Already have an account?"', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Start here' }));
    await screen.findByRole('dialog', { name: 'Sign up' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login modal is open')).toBeInTheDocument();
  });
});
