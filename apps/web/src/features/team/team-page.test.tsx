import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_MESSAGES, type TBusinessMember, type TJobActivity } from '@mainwork/contracts';
import { RECRUITER_PERMISSIONS, ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { SOLE_OWNER_NOTE } from './member-row.tsx';
import TeamPage from './team-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const MEMBERS = '/api/v1/businesses/7/members';
const team: TBusinessMember[] = [
  { id: 1, email: 'olivia@example.com', name: 'Olivia Owner', role: 'owner', status: 'active' },
  { id: 2, email: 'rae@example.com', name: 'Rae Recruiter', role: 'recruiter', status: 'active' },
  { id: 3, email: 'new@example.com', name: null, role: 'recruiter', status: 'invited' },
];
const activity: TJobActivity[] = [
  {
    id: 9,
    job_id: 4,
    job_title: 'Baker',
    action: 'posted',
    actor: { id: 2, name: 'Rae Recruiter', email: 'rae@example.com' },
    created_at: '2026-03-04T09:00:00.000Z',
  },
];

type Reply = [number, unknown];

/** A fake API answering by `METHOD path`; records the requests with their JSON bodies. */
function fakeApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ key, body });
    const [status, json] = typeof route === 'function' ? route(body) : route;
    return new Response(status === 204 ? null : JSON.stringify(json), { status });
  });
  return sent;
}

function renderTeam(can = ROLE_PERMISSIONS.Employer, email = 'olivia@example.com') {
  renderWithApp([{ path: '/', element: <TeamPage /> }], {
    user: userWith(can, { role: 'Employer', business_id: 7, email }),
  });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the Team screen', () => {
  it("lists each person's name, e-mail, role and status, and the jobs' activity", async () => {
    fakeApi({ [`GET ${MEMBERS}`]: [200, team], 'GET /api/v1/businesses/7/job_activity': [200, activity] });
    renderTeam();
    const rows = await screen.findAllByTestId('team-member');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Olivia Owner \(you\)olivia@example\.com.*Active/),
      expect.stringMatching(/Rae Recruiter.*rae@example\.com.*Active/),
      expect.stringMatching(/Invited.*new@example\.com.*Invited/),
    ]);
    expect(within(rows[1]!).getByLabelText('Role of Rae Recruiter')).toHaveValue('recruiter');
    expect(within(rows[2]!).getByRole('button', { name: 'Resend the invitation to new@example.com' })).toBeVisible();
    expect(await screen.findByTestId('job-activity')).toHaveTextContent('Rae Recruiter posted Baker');
  });

  it('invites an address with a role, and shows field errors under the field', async () => {
    const sent = fakeApi({
      [`GET ${MEMBERS}`]: [200, team],
      'GET /api/v1/businesses/7/job_activity': [200, []],
      [`POST ${MEMBERS}`]: (body) =>
        (body as { member: { email: string } }).member.email === 'bad'
          ? [422, { error: { email: ['is invalid'] } }]
          : [201, { id: 4, email: 'sam@example.com', name: null, role: 'owner', status: 'invited' }],
    });
    const user = renderTeam();
    await user.type(await screen.findByLabelText('E-mail address'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('is invalid')).toBeVisible();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'owner');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeVisible();
    expect(sent.filter((request) => request.key === `POST ${MEMBERS}`).at(-1)?.body).toEqual({
      member: { email: 'sam@example.com', role: 'owner' },
    });
  });

  it('offers the sole owner neither Remove nor a role change on themself, and says why', async () => {
    fakeApi({ [`GET ${MEMBERS}`]: [200, team], 'GET /api/v1/businesses/7/job_activity': [200, []] });
    renderTeam();
    const [owner, recruiter] = await screen.findAllByTestId('team-member');
    expect(within(owner!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(owner!).queryByLabelText('Role of Olivia Owner')).not.toBeInTheDocument();
    expect(owner).toHaveTextContent('Owner');
    expect(within(owner!).getByText(SOLE_OWNER_NOTE)).toBeVisible();
    // Everyone else keeps their controls.
    expect(within(recruiter!).getByRole('button', { name: 'Remove Rae Recruiter' })).toBeVisible();
    expect(within(recruiter!).getByLabelText('Role of Rae Recruiter')).toBeVisible();
    expect(within(recruiter!).queryByText(SOLE_OWNER_NOTE)).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the last owner is demoted from an out-of-date list, and removes a member after a confirmation", async () => {
    // The list still shows Rae as an owner; the server knows Olivia is the last one.
    const sent = fakeApi({
      [`GET ${MEMBERS}`]: [200, [team[0]!, { ...team[1]!, role: 'owner' }, team[2]!]],
      'GET /api/v1/businesses/7/job_activity': [200, []],
      [`PUT ${MEMBERS}/1`]: [409, { error: TEAM_MESSAGES.lastOwner }],
      [`DELETE ${MEMBERS}/2`]: [204, null],
    });
    const user = renderTeam();
    await user.selectOptions(await screen.findByLabelText('Role of Olivia Owner'), 'recruiter');
    await user.click(screen.getByRole('button', { name: 'Change role of Olivia Owner to Recruiter' }));
    expect(await screen.findByText(TEAM_MESSAGES.lastOwner)).toBeVisible();
    // Refused: the select shows the saved role again.
    expect(screen.getByLabelText('Role of Olivia Owner')).toHaveValue('owner');
    await user.click(screen.getByRole('button', { name: 'Remove Rae Recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Rae Recruiter was removed from the team.')).toBeVisible();
    await waitFor(() => expect(sent.some((request) => request.key === `DELETE ${MEMBERS}/2`)).toBe(true));
  });

  it('choosing a role only picks it: arrowing changes nothing until "Change role", and Escape drops the pick', async () => {
    const sent = fakeApi({
      [`GET ${MEMBERS}`]: [200, team],
      'GET /api/v1/businesses/7/job_activity': [200, []],
      [`PUT ${MEMBERS}/2`]: [200, { ...team[1]!, role: 'owner' }],
    });
    const user = renderTeam();
    const rae = await screen.findByLabelText('Role of Rae Recruiter');
    // Chrome on Linux and Windows fires change at each arrow press on a closed select.
    fireEvent.change(rae, { target: { value: 'owner' } });
    expect(rae).toHaveValue('owner');
    expect(sent.some((request) => request.key.startsWith('PUT'))).toBe(false);
    rae.focus();
    await user.keyboard('{Escape}');
    expect(rae).toHaveValue('recruiter');
    expect(screen.queryByRole('button', { name: /^Change role/ })).not.toBeInTheDocument();

    await user.selectOptions(rae, 'owner');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change role of Rae Recruiter to Owner' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Rae Recruiter is now an owner.')).toBeVisible();
    expect(sent.find((request) => request.key === `PUT ${MEMBERS}/2`)?.body).toEqual({ member: { role: 'owner' } });
    // Someone else's role: your own session is left alone.
    expect(sent.some((request) => request.key === 'GET /auth/verify_token')).toBe(false);
  });

  it('refreshes who you are after you change your own role or leave the team', async () => {
    const sent = fakeApi({
      [`GET ${MEMBERS}`]: [200, [team[0]!, { ...team[1]!, role: 'owner' }]],
      'GET /api/v1/businesses/7/job_activity': [200, []],
      [`PUT ${MEMBERS}/1`]: [200, { ...team[0]!, role: 'recruiter' }],
      [`DELETE ${MEMBERS}/1`]: [204, null],
      'GET /auth/verify_token': [
        200,
        userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7, email: 'olivia@example.com' }),
      ],
    });
    const user = renderTeam();
    await user.selectOptions(await screen.findByLabelText('Role of Olivia Owner'), 'recruiter');
    await user.click(screen.getByRole('button', { name: 'Change role of Olivia Owner to Recruiter' }));
    expect(await screen.findByText('Olivia Owner is now a recruiter.')).toBeVisible();
    expect(sent.filter((request) => request.key === 'GET /auth/verify_token')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Olivia Owner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Olivia Owner was removed from the team.')).toBeVisible();
    expect(sent.filter((request) => request.key === 'GET /auth/verify_token')).toHaveLength(2);
  });

  it('shows a recruiter the team without the owner controls', async () => {
    fakeApi({ [`GET ${MEMBERS}`]: [200, team], 'GET /api/v1/businesses/7/job_activity': [200, []] });
    renderTeam(RECRUITER_PERMISSIONS, 'rae@example.com');
    expect(await screen.findAllByTestId('team-member')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No job has been posted, edited or closed yet.')).toBeVisible();
  });
});
