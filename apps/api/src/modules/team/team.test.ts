import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { TEAM_MESSAGES } from '@mainwork/contracts';
import { createJob, lookupId } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';

/**
 * A business's team (decision 054): owners do everything, recruiters jobs and applicants; invitations go
 * out as single-use links valid 7 days; the last owner stays.
 */

let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;

beforeAll(async () => {
  t = await startTestApp({ mail: true, env: { RATE_LIMIT_INVITATION_MAILS_PER_ACCOUNT: '40/1h' } });
  owner = await createUser(t.db, { role: 'Employer' });
  await t.db.prisma.user.update({ where: { id: owner.id }, data: { firstName: 'Olivia', lastName: 'Owner' } });
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

const membersPath = (businessId: number | null) => `/api/v1/businesses/${businessId}/members`;
let counter = 0;
const newAddress = () => `invitee-${++counter}-${Date.now()}@example.com`;

/** Invites `email` to the owner's team and returns the member and the token of the link mailed to it. */
async function invite(email: string, role: 'owner' | 'recruiter' = 'recruiter', client = ownerClient) {
  const response = await client.post(membersPath(owner.businessId)).send({ member: { email, role } });
  expect(response.status).toBe(201);
  return { member: response.body as { id: number }, token: await tokenMailedTo(email) };
}

/** The token of the latest invitation link mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  await waitForQueueToEmpty(t.db, 'mail.send');
  await t.inbox!.waitFor(email);
  const mails = t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
  const text = mails.at(-1)!.text ?? '';
  const match = /\/employers\/invitations\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('the team list', () => {
  it("shows the owner, and its members read it while other businesses and candidates can't", async () => {
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: owner.businessId!,
      role: 'recruiter',
    });
    const list = await ownerClient.get(membersPath(owner.businessId));
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), email: owner.email, name: 'Olivia Owner', role: 'owner', status: 'active' },
        { id: expect.any(Number), email: recruiter.email, name: 'Test Employer', role: 'recruiter', status: 'active' },
      ]),
    );
    expect((await (await signedInClient(t, recruiter)).get(membersPath(owner.businessId))).status).toBe(200);
    const other = await signedInClient(t, await createUser(t.db, { role: 'Employer' }));
    expect((await other.get(membersPath(owner.businessId))).status).toBe(404);
    const hunter = await signedInClient(t, await createUser(t.db));
    expect((await hunter.get(membersPath(owner.businessId))).status).toBe(403);
    expect((await t.client().get(membersPath(owner.businessId))).status).toBe(401);
  });
});

describe('inviting', () => {
  it('answers 201 with the invited member and mails a single-use link valid 7 days', async () => {
    const email = newAddress();
    const response = await ownerClient
      .post(membersPath(owner.businessId))
      .send({ member: { email: email.toUpperCase(), role: 'recruiter' } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), email, name: null, role: 'recruiter', status: 'invited' });
    const token = await tokenMailedTo(email);
    const mail = t.inbox!.messages.find((message) => JSON.stringify(message.to).includes(email))!;
    expect(mail.subject).toBe(`Join Business of ${owner.email} on MainWork`);
    expect(mail.text).toContain(
      `Olivia Owner invited you to join Business of ${owner.email} on MainWork as a recruiter`,
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/employers/invitations/${token}`);
    expect(mail.text).toContain('expires in 7 days');
    const stored = await t.db.prisma.memberInvitation.findFirstOrThrow({ where: { memberId: response.body.id } });
    expect(stored.tokenHash).not.toContain(token);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const listed = (await ownerClient.get(membersPath(owner.businessId))).body as Array<{
      email: string;
      status: string;
    }>;
    expect(listed.find((member) => member.email === email)?.status).toBe('invited');

    const preview = await t.client().get(`/api/v1/member_invitations/preview?token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      email,
      role: 'recruiter',
      business_name: `Business of ${owner.email}`,
      invited_by: 'Olivia Owner',
    });
  });

  it('refuses a bad address or role (422), the same address twice or a member (409), a recruiter (403)', async () => {
    const post = (member: object, client = ownerClient) => client.post(membersPath(owner.businessId)).send({ member });
    const bad = await post({ email: 'not-an-address', role: 'recruiter' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ error: { email: ['Enter an e-mail address like name@example.com.'] } });
    const role = await post({ email: newAddress(), role: 'boss' });
    expect(role.status).toBe(422);
    expect(role.body.error.role).toEqual(['Choose owner or recruiter as the role.']);
    const email = newAddress();
    await invite(email);
    const twice = await post({ email, role: 'owner' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: TEAM_MESSAGES.alreadyInvited });
    const member = await post({ email: owner.email, role: 'recruiter' });
    expect(member.status).toBe(409);
    expect(member.body).toEqual({ error: TEAM_MESSAGES.alreadyMember });
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: owner.businessId!,
      role: 'recruiter',
    });
    const refused = await post({ email: newAddress(), role: 'recruiter' }, await signedInClient(t, recruiter));
    expect(refused.status).toBe(403);
  });

  it('sends an invitation again with a new link; the link before stops working', async () => {
    const email = newAddress();
    const { member, token: first } = await invite(email);
    const resent = await ownerClient.post(`${membersPath(owner.businessId)}/${member.id}/invitation`);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: TEAM_MESSAGES.invitationSent });
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    const invitee = await signedInClient(t, await createUser(t.db, { email }));
    expect((await invitee.post('/api/v1/member_invitations').send({ token: first })).status).toBe(400);
    expect((await invitee.post('/api/v1/member_invitations').send({ token: second })).status).toBe(200);
    const again = await ownerClient.post(`${membersPath(owner.businessId)}/${member.id}/invitation`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: TEAM_MESSAGES.onlyInvitations });
  });

  it('is limited per inviting account, as the other mail-sending routes are (429)', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_INVITATION_MAILS_PER_ACCOUNT: '2/1h' } });
    try {
      const boss = await createUser(limited.db, { role: 'Employer' });
      const client = await signedInClient(limited, boss);
      const post = () =>
        client.post(membersPath(boss.businessId)).send({ member: { email: newAddress(), role: 'recruiter' } });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const third = await post();
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('is refused to an owner whose own address is not confirmed yet (403), and nothing is mailed', async () => {
    const fresh = await createUser(t.db, { role: 'Employer', emailConfirmed: false });
    const email = newAddress();
    const response = await (
      await signedInClient(t, fresh)
    )
      .post(membersPath(fresh.businessId))
      .send({ member: { email, role: 'owner' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: TEAM_MESSAGES.confirmAddressFirst });
    expect(await t.db.prisma.businessMember.count({ where: { email } })).toBe(0);
    await waitForQueueToEmpty(t.db, 'mail.send');
    expect(t.inbox!.messages.some((mail) => JSON.stringify(mail.to).includes(email))).toBe(false);
  });

  it('is capped per business a day, over all its owners together (429)', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_INVITATION_MAILS_PER_BUSINESS: '2/1d' } });
    try {
      const boss = await createUser(limited.db, { role: 'Employer' });
      const partner = await addToTeam(limited.db, await createUser(limited.db, { role: 'Employer', business: false }), {
        businessId: boss.businessId!,
        role: 'owner',
      });
      const post = async (user: TestUser) => {
        const client = await signedInClient(limited, user);
        return client.post(membersPath(boss.businessId)).send({ member: { email: newAddress(), role: 'recruiter' } });
      };
      expect((await post(boss)).status).toBe(201);
      expect((await post(partner)).status).toBe(201);
      const third = await post(partner);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('accepting an invitation', () => {
  it('makes one member of two accepts of one link at once; the other is told the link was used (400)', async () => {
    const email = newAddress();
    const invitee = await createUser(t.db, { email });
    const { member, token } = await invite(email);
    const [a, b] = [await signedInClient(t, invitee), await signedInClient(t, invitee)];
    const answers = await Promise.all([
      a.post('/api/v1/member_invitations').send({ token }),
      b.post('/api/v1/member_invitations').send({ token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body).toEqual({ error: TEAM_MESSAGES.invalidInvitation });
    expect(await t.db.prisma.businessMember.findMany({ where: { userId: invitee.id } })).toEqual([
      expect.objectContaining({ id: member.id, status: 'active' }),
    ]);
  });

  it('lets a Hunter join: the employer side for that business, their own applications and share links kept', async () => {
    const email = newAddress();
    const hunter = await createUser(t.db, { email });
    const otherJob = await createJob(t.db, {
      businessId: (await createUser(t.db, { role: 'Employer' })).businessId!,
      title: 'Baker',
    });
    await t.db.prisma.application.create({ data: { jobId: otherJob.id, userId: hunter.id } });
    await t.db.prisma.shareLink.create({ data: { key: `team-${Date.now()}`, userId: hunter.id, jobId: otherJob.id } });
    const { member, token } = await invite(email);
    const client = await signedInClient(t, hunter);

    const accepted = await client.post('/api/v1/member_invitations').send({ token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      id: member.id,
      email,
      name: 'Test Hunter',
      role: 'recruiter',
      status: 'active',
      business_id: owner.businessId,
      business_name: `Business of ${owner.email}`,
    });
    const me = (await client.get('/auth/verify_token')).body;
    expect(me).toMatchObject({ role: 'Hunter', business_id: owner.businessId, business_role: 'recruiter' });
    expect(me.permissions.can.read).toEqual(expect.arrayContaining(['employers_dashboard', 'Application']));
    expect(me.permissions.can.create).toEqual(expect.arrayContaining(['Application', 'Job']));
    expect(me.permissions.can.create).not.toContain('BusinessMember');
    expect((await client.get('/api/v1/me/applications')).body).toHaveLength(1);
    expect((await client.get('/api/v1/me/share_links')).body).toHaveLength(1);
    expect((await client.get(`/api/v1/businesses/${owner.businessId}/jobs`)).status).toBe(200);
    // Used: the link works once.
    const used = await client.post('/api/v1/member_invitations').send({ token });
    expect(used.status).toBe(400);
    expect(used.body).toEqual({ error: TEAM_MESSAGES.invalidInvitation });
  });

  it('refuses an expired, a forged or a used link (400), another address (403), a member of another business (409)', async () => {
    const accept = (client: Agent, token: string) => client.post('/api/v1/member_invitations').send({ token });
    const expiredEmail = newAddress();
    const expired = await invite(expiredEmail);
    await t.db.prisma.memberInvitation.updateMany({
      where: { memberId: expired.member.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expiredClient = await signedInClient(t, await createUser(t.db, { email: expiredEmail }));
    expect((await accept(expiredClient, expired.token)).body).toEqual({ error: TEAM_MESSAGES.invalidInvitation });
    expect((await accept(expiredClient, expired.token)).status).toBe(400);
    expect((await t.client().get(`/api/v1/member_invitations/preview?token=${expired.token}`)).status).toBe(400);
    expect((await accept(expiredClient, 'A'.repeat(43))).status).toBe(400);

    const employerEmail = newAddress();
    const elsewhere = await invite(employerEmail);
    const otherEmployer = await signedInClient(t, await createUser(t.db, { role: 'Employer', email: employerEmail }));
    const refused = await accept(otherEmployer, elsewhere.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: TEAM_MESSAGES.otherBusiness });

    const wrong = await accept(await signedInClient(t, await createUser(t.db)), elsewhere.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: TEAM_MESSAGES.wrongAccount });

    // A withdrawn invitation's link stops working.
    const withdrawnEmail = newAddress();
    const withdrawn = await invite(withdrawnEmail);
    expect((await ownerClient.delete(`${membersPath(owner.businessId)}/${withdrawn.member.id}`)).status).toBe(204);
    expect(
      (await accept(await signedInClient(t, await createUser(t.db, { email: withdrawnEmail })), withdrawn.token))
        .status,
    ).toBe(400);
  });

  it('lets a visitor sign up as an Employer of that business with the invited address', async () => {
    const email = newAddress();
    const { token } = await invite(email, 'owner');
    const visitor = t.client();
    const other = await visitor
      .post('/auth/register')
      .field('email', newAddress())
      .field('password', 'quiet-harbor-42')
      .field('invitation_token', token);
    expect(other.status).toBe(422);
    expect(other.body.error.email).toEqual(['Use the e-mail address the invitation was sent to.']);
    const registered = await visitor
      .post('/auth/register')
      .field('email', email)
      .field('password', 'quiet-harbor-42')
      .field('first_name', 'Nina')
      .field('last_name', 'New')
      .field('invitation_token', token);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ role: 'Employer', business_id: owner.businessId, business_role: 'owner' });
    expect((await visitor.get(membersPath(owner.businessId))).status).toBe(200);
    // The invitation's link proved the address: confirmed at once, and welcomed to the team, not as a new business.
    expect(registered.body.email_confirmed).toBe(true);
    await waitForQueueToEmpty(t.db, 'mail.send');
    const welcome = t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(email)).at(-1)!;
    expect(welcome.subject).toBe(`Welcome to Business of ${owner.email}'s team on MainWork`);
    expect(welcome.text).toContain('As an owner you handle');
    expect(welcome.text).not.toContain('sign up a business');
    expect(welcome.text).not.toContain('/confirm_email');
    expect(welcome.text).not.toContain('membership terms');
    const forged = await t
      .client()
      .post('/auth/register')
      .field('email', newAddress())
      .field('password', 'quiet-harbor-42')
      .field('invitation_token', 'A'.repeat(43));
    expect(forged.status).toBe(400);
  });
});

describe('roles and removal', () => {
  it('never demotes or removes the last owner (409); another owner may, and a removed member loses access', async () => {
    const boss = await createUser(t.db, { role: 'Employer' });
    const bossClient = await signedInClient(t, boss);
    const path = membersPath(boss.businessId);
    const own = ((await bossClient.get(path)).body as Array<{ id: number; email: string }>).find(
      (member) => member.email === boss.email,
    )!;
    const demote = await bossClient.put(`${path}/${own.id}`).send({ member: { role: 'recruiter' } });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ error: TEAM_MESSAGES.lastOwner });
    const remove = await bossClient.delete(`${path}/${own.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ error: TEAM_MESSAGES.lastOwner });

    const colleague = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: boss.businessId!,
      role: 'recruiter',
    });
    const colleagueClient = await signedInClient(t, colleague);
    const colleagueId = ((await bossClient.get(path)).body as Array<{ id: number; email: string }>).find(
      (member) => member.email === colleague.email,
    )!.id;
    // A recruiter changes no one.
    expect((await colleagueClient.put(`${path}/${own.id}`).send({ member: { role: 'recruiter' } })).status).toBe(403);
    expect((await colleagueClient.delete(`${path}/${own.id}`)).status).toBe(403);
    // Promoted, the colleague is a second owner: the first may step down, then is the one who can't be removed… by no one.
    expect((await bossClient.put(`${path}/${colleagueId}`).send({ member: { role: 'owner' } })).status).toBe(204);
    expect((await bossClient.put(`${path}/${own.id}`).send({ member: { role: 'recruiter' } })).status).toBe(204);
    const lastOwner = await colleagueClient.put(`${path}/${colleagueId}`).send({ member: { role: 'recruiter' } });
    expect(lastOwner.status).toBe(409);
    // The owner removes the former owner, who loses the business's side at once.
    expect((await colleagueClient.delete(`${path}/${own.id}`)).status).toBe(204);
    expect((await bossClient.get(path)).status).toBe(403);
    expect((await bossClient.get(`/api/v1/businesses/${boss.businessId}/jobs`)).status).toBe(403);
    expect((await colleagueClient.delete(`${path}/${own.id}`)).status).toBe(404);
    const roles = await t.db.prisma.businessMember.findMany({ where: { businessId: boss.businessId! } });
    expect(roles.map((member) => [member.userId, member.role])).toEqual([[colleague.id, 'owner']]);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: boss.businessId! } });
    expect(business.ownerId).toBe(colleague.id);
  });

  it('keeps one owner when two owners demote each other at once: the one demoted first is refused (403)', async () => {
    const first = await createUser(t.db, { role: 'Employer' });
    const second = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: first.businessId!,
      role: 'owner',
    });
    const path = membersPath(first.businessId);
    const [a, b] = [await signedInClient(t, first), await signedInClient(t, second)];
    const members = (await a.get(path)).body as Array<{ id: number; email: string }>;
    const idOf = (user: TestUser) => members.find((member) => member.email === user.email)!.id;
    const answers = await Promise.all([
      a.put(`${path}/${idOf(second)}`).send({ member: { role: 'recruiter' } }),
      b.put(`${path}/${idOf(first)}`).send({ member: { role: 'recruiter' } }),
    ]);
    // Whichever request read its session first, the change taken second finds its owner demoted: 403, never
    // a 409 from a stale role nor a 5xx.
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    expect(answers.find((answer) => answer.status === 403)!.body).toEqual({ error: TEAM_MESSAGES.ownersOnly });
    expect(await t.db.prisma.businessMember.count({ where: { businessId: first.businessId!, role: 'owner' } })).toBe(1);
  });
});

describe('deleting an account', () => {
  it("refuses to delete a business's last owner, which would leave it without one; another owner may go", async () => {
    const first = await createUser(t.db, { role: 'Employer' });
    await expect(t.db.prisma.user.delete({ where: { id: first.id } })).rejects.toThrow(
      /A business needs at least one owner/,
    );
    const second = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: first.businessId!,
      role: 'owner',
    });
    await t.db.prisma.user.delete({ where: { id: first.id } });
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: first.businessId! } });
    expect(business.ownerId).toBe(second.id);
  });
});

describe('what a recruiter may do', () => {
  it('closes a posting up to the billing step, where an owner confirms the charge', async () => {
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: owner.businessId!,
      role: 'recruiter',
    });
    const client = await signedInClient(t, recruiter);
    const job = await createJob(t.db, {
      businessId: owner.businessId!,
      title: 'Line Cook',
      reward: { type: 'Cash', amount: 500 },
    });
    const jobPath = `/api/v1/businesses/${owner.businessId}/jobs/${job.id}`;
    const id = (await client.post(`${jobPath}/resolutions`)).body.id;
    const put = (agent: Agent, json: object) => agent.put(`${jobPath}/resolutions/${id}`).send(json);
    expect(
      (await put(client, { event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } })).status,
    ).toBe(200);
    expect((await put(client, { event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } })).status).toBe(
      200,
    );
    expect(
      (await put(client, { event: 'respond_to_applicant_selection', resolution: { found_applicant: false } })).status,
    ).toBe(200);
    expect((await client.get(`${jobPath}/resolutions/${id}/cost_for_mw_hires_breakdown`)).status).toBe(200);
    const refused = await put(client, { event: 'confirm_billing' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Ask an owner to confirm the charge.' });
    expect((await client.get(`${jobPath}/resolution`)).body.status).toBe('billing_confirmation');
    const confirmed = await put(ownerClient, { event: 'confirm_billing' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('complete');
    // Neither the terms nor the business's profile are a recruiter's.
    const terms = await client
      .post('/api/v1/me/membership')
      .send({ membership: { accept_terms: true, terms_version: '1.1' } });
    expect(terms.status).toBe(403);
    expect((await client.get('/api/v1/me/membership')).status).toBe(200);
  });

  it("posts and edits jobs, and the Team screen's trail says who posted, edited and closed each", async () => {
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: owner.businessId!,
      role: 'recruiter',
    });
    await t.db.prisma.user.update({ where: { id: recruiter.id }, data: { firstName: 'Rae', lastName: 'Recruiter' } });
    const client = await signedInClient(t, recruiter);
    const jobsPath = `/api/v1/businesses/${owner.businessId}/jobs`;
    const jobTypeId = await lookupId(t.db, 'jobType');
    const remote = await lookupId(t.db, 'jobLocationType', 'Remote');
    const body = (title: string) => ({
      job: {
        title,
        description: '<p>Knead.</p>',
        job_type_id: jobTypeId,
        job_location_type_id: remote,
        minimum_salary: 40000,
        maximum_salary: 50000,
        salary_rate: 'per_year',
      },
    });
    const posted = await client.post(jobsPath).send(body('Baker of the team'));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect((await ownerClient.put(`${jobsPath}/${posted.body.id}`).send(body('Head Baker of the team'))).status).toBe(
      200,
    );
    const id = (await client.post(`${jobsPath}/${posted.body.id}/resolutions`)).body.id;
    await client
      .put(`${jobsPath}/${posted.body.id}/resolutions/${id}`)
      .send({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: false } });

    const activity = await client.get(`/api/v1/businesses/${owner.businessId}/job_activity`);
    expect(activity.status).toBe(200);
    const forJob = (activity.body as Array<{ job_id: number; action: string; actor: { name: string } | null }>)
      .filter((entry) => entry.job_id === posted.body.id)
      .map((entry) => [entry.action, entry.actor?.name]);
    expect(forJob).toEqual([
      ['closed', 'Rae Recruiter'],
      ['edited', 'Olivia Owner'],
      ['posted', 'Rae Recruiter'],
    ]);
  });

  it("shows an admin's edit of a job as MainWork support, never the admin's own name or address", async () => {
    const admin = await createUser(t.db, { role: 'Admin' });
    await t.db.prisma.user.update({ where: { id: admin.id }, data: { firstName: 'Ann', lastName: 'Admin' } });
    const jobsPath = `/api/v1/businesses/${owner.businessId}/jobs`;
    const job = {
      title: 'Pastry Chef',
      description: '<p>Laminate.</p>',
      job_type_id: await lookupId(t.db, 'jobType'),
      job_location_type_id: await lookupId(t.db, 'jobLocationType', 'Remote'),
      minimum_salary: 40000,
      maximum_salary: 50000,
      salary_rate: 'per_year',
    };
    const posted = await ownerClient.post(jobsPath).send({ job });
    expect(posted.status).toBe(201);
    const edited = await (
      await signedInClient(t, admin)
    )
      .put(`${jobsPath}/${posted.body.id}`)
      .send({ job: { ...job, title: 'Head Pastry Chef' } });
    expect(edited.status).toBe(200);

    const activity = await ownerClient.get(`/api/v1/businesses/${owner.businessId}/job_activity`);
    const forJob = (activity.body as Array<{ job_id: number; action: string; actor: unknown }>).filter(
      (entry) => entry.job_id === posted.body.id,
    );
    expect(forJob.find((entry) => entry.action === 'edited')?.actor).toEqual({
      id: null,
      name: 'MainWork support',
      email: expect.stringContaining('@'),
    });
    expect(JSON.stringify(forJob)).not.toContain(admin.email);
    expect(JSON.stringify(forJob)).not.toContain('Ann');
  });
});
