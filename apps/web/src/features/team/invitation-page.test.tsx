import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_MESSAGES, type TMemberInvitationPreview } from '@mainwork/contracts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import InvitationPage from './invitation-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'tok_123';
const preview: TMemberInvitationPreview = {
  email: 'rae@example.com',
  role: 'recruiter',
  business_name: 'Harbor Bakery',
  invited_by: 'Olivia Owner',
  expires_at: '2026-03-11T09:00:00.000Z',
};

type Reply = [number, unknown];

function fakeApi(routes: Record<string, Reply>) {
  const sent: Array<{ key: string; body: BodyInit | null | undefined }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    sent.push({ key, body: init?.body });
    return new Response(JSON.stringify(route[1]), { status: route[0] });
  });
  return sent;
}

function renderInvitation(user: ReturnType<typeof userWith> | null) {
  renderWithApp(
    [
      { path: '/employers/invitations/:token', element: <InvitationPage /> },
      { path: '/employers/dashboard', element: <h1>Dashboard</h1> },
    ],
    { user, initialPath: `/employers/invitations/${TOKEN}` },
  );
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the invitation page', () => {
  it('says who invites whom as what, and a visitor signs up with the invited address to join', async () => {
    const joined = userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', email: preview.email, business_id: 7 });
    const sent = fakeApi({
      'GET /api/v1/member_invitations/preview': [200, preview],
      'POST /auth/register': [201, joined],
      'GET /auth/verify_token': [200, joined],
    });
    const user = renderInvitation(null);
    expect(await screen.findByRole('heading', { name: 'Join Harbor Bakery on MainWork' })).toBeVisible();
    expect(screen.getByText(/invited/)).toHaveTextContent(
      'Olivia Owner invited rae@example.com to join Harbor Bakery as a recruiter.',
    );
    expect(await screen.findByLabelText('E-mail')).toHaveValue('rae@example.com');
    expect(screen.getByRole('button', { name: 'Log in first' })).toBeVisible();
    await user.type(screen.getByLabelText('First name'), 'Rae');
    await user.type(screen.getByLabelText('Password *'), 'Quiet-harbor-42');
    await user.click(screen.getByRole('button', { name: 'Sign up and join Harbor Bakery' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const form = sent.find((request) => request.key === 'POST /auth/register')!.body as FormData;
    expect(Object.fromEntries(form.entries())).toMatchObject({
      email: 'rae@example.com',
      role_name: 'Employer',
      invitation_token: TOKEN,
      first_name: 'Rae',
    });
  });

  it("shows the server's refusals under the fields, the fixed address's too, and a refused link above the form", async () => {
    fakeApi({
      'GET /api/v1/member_invitations/preview': [200, preview],
      'POST /auth/register': [
        422,
        { error: { password: ['is too short (minimum is 8 characters)'], email: ['has already been taken'] } },
      ],
    });
    const user = renderInvitation(null);
    await user.type(await screen.findByLabelText('Password *'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up and join Harbor Bakery' }));
    expect(await screen.findByText('is too short (minimum is 8 characters)')).toBeVisible();
    expect(screen.getByLabelText('Password *')).toHaveAccessibleDescription(
      expect.stringContaining('is too short (minimum is 8 characters)'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'The invitation is for this address. has already been taken',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the signed-in invitee accept, and tells another account to sign in with the invited address', async () => {
    fakeApi({
      'GET /api/v1/member_invitations/preview': [200, preview],
      'POST /api/v1/member_invitations': [409, { error: TEAM_MESSAGES.otherBusiness }],
    });
    const user = renderInvitation(userWith(ROLE_PERMISSIONS.Hunter, { email: 'rae@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Accept and join Harbor Bakery' }));
    expect(await screen.findByText(TEAM_MESSAGES.otherBusiness)).toBeVisible();
  });

  it('tells another signed-in account to use the invited address', async () => {
    fakeApi({ 'GET /api/v1/member_invitations/preview': [200, preview] });
    renderInvitation(userWith(ROLE_PERMISSIONS.Hunter, { email: 'someone.else@example.com' }));
    expect(await screen.findByText(TEAM_MESSAGES.wrongAccount, { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('says so when the link was used, expired or made up', async () => {
    fakeApi({ 'GET /api/v1/member_invitations/preview': [400, { error: TEAM_MESSAGES.invalidInvitation }] });
    renderInvitation(null);
    expect(await screen.findByText(TEAM_MESSAGES.invalidInvitation)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Team invitation' })).toBeVisible();
  });
});
