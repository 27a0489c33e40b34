import { randomBytes } from 'node:crypto';
import type { Agent, Response } from 'supertest';
import type { HttpMethod } from '@mainwork/contracts';
import { createSession, hashToken } from '../modules/auth/sessions.ts';
import {
  KEY_ACTOR_SCOPES,
  KEY_ACTORS,
  type Actor,
  type KeyActor,
  type MatrixFixtures,
  type MatrixRequest,
} from '../permissions/route-matrix.ts';
import { giveCookie } from './cookies.ts';
import { pdfBytes } from './documents.ts';
import { sendForm } from './forms.ts';
import { createJob } from './jobs.ts';
import { storeTestFile } from './stored-files.ts';
import type { TestApp } from './test-app.ts';
import { addToTeam, createUser, PNG_BYTES, type TestUser } from './users.ts';

/**
 * The records the route matrix's requests refer to (permissions/route-matrix.ts): one user per
 * signed-in actor (the recruiter on the employer's team, the invitee invited to it), a live job of the employer actor, an organization, a region, a public logo, an
 * affiliate link, the hunter's application with its files, default application and share link.
 */
export async function createMatrixFixtures(
  t: TestApp,
): Promise<{ fixtures: MatrixFixtures; users: Map<Actor, TestUser>; keys: Map<KeyActor, string> }> {
  const users = new Map<Actor, TestUser>();
  const organization = await t.db.prisma.organization.create({ data: { name: 'Matrix Chamber' } });
  users.set('hunter', await createUser(t.db));
  users.set('otherHunter', await createUser(t.db));
  users.set('employer', await createUser(t.db, { role: 'Employer' }));
  users.set('otherEmployer', await createUser(t.db, { role: 'Employer', membership: false }));
  users.set('orgAdmin', await createUser(t.db, { organizationIds: [organization.id] }));
  users.set('admin', await createUser(t.db, { role: 'Admin' }));
  users.set(
    'recruiter',
    await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: users.get('employer')!.businessId!,
      role: 'recruiter',
    }),
  );
  const invitee = await createUser(t.db);
  users.set('invitee', invitee);
  const invitation = await t.db.prisma.businessMember.create({
    data: {
      businessId: users.get('employer')!.businessId!,
      email: invitee.email,
      role: 'recruiter',
      status: 'invited',
      invitations: { create: { tokenHash: 'matrix-invitation', expiresAt: new Date(Date.now() + 86_400_000) } },
    },
  });
  const loginUser = await createUser(t.db);
  const region = await t.db.prisma.region.create({ data: { name: 'Matrix Region' } });
  const job = await createJob(t.db, { businessId: users.get('employer')!.businessId!, title: 'Matrix job' });
  const logo = await storeTestFile(t, {
    key: 'logos/matrix/logo.png',
    bytes: PNG_BYTES,
    filename: 'logo.png',
    contentType: 'image/png',
    public: true,
  });
  const link = await t.db.prisma.affiliateLink.create({ data: { name: 'Matrix', key: 'matrix-link' } });
  const rewardSource = await t.db.prisma.rewardSource.create({ data: { name: 'Matrix Cafe', active: true } });
  const hunter = users.get('hunter')!;
  const document = (name: string) =>
    storeTestFile(t, {
      key: `resumes/matrix/${name}.pdf`,
      bytes: pdfBytes(),
      filename: `${name}.pdf`,
      contentType: 'application/pdf',
    });
  const filesJob = await createJob(t.db, { businessId: users.get('employer')!.businessId!, title: 'Matrix files job' });
  const application = await t.db.prisma.application.create({
    data: {
      userId: hunter.id,
      jobId: filesJob.id,
      resumeFileId: (await document('resume')).id,
      coverLetterFileId: (await document('cover-letter')).id,
    },
  });
  await t.db.prisma.defaultApplication.create({
    data: {
      userId: hunter.id,
      resumeFileId: (await document('default-resume')).id,
      coverLetterFileId: (await document('default-cover-letter')).id,
    },
  });
  const shareLink = await t.db.prisma.shareLink.create({
    data: { key: 'matrix-share', userId: hunter.id, jobId: job.id },
  });
  const keys = new Map<KeyActor, string>();
  for (const actor of KEY_ACTORS) {
    const owner = users.get(actor === 'keyOtherBusiness' ? 'otherEmployer' : 'employer')!;
    const token = `mw_${randomBytes(32).toString('base64url')}`;
    const key = await t.db.prisma.apiKey.create({
      data: {
        businessId: owner.businessId!,
        createdById: owner.id,
        name: actor,
        scopes: KEY_ACTOR_SCOPES[actor],
        tokenHash: hashToken(token),
      },
    });
    if (actor === 'keyRevoked') await t.db.prisma.apiKey.delete({ where: { id: key.id } });
    keys.set(actor, token);
  }
  let counter = 0;
  const fixtures: MatrixFixtures = {
    hunterId: hunter.id,
    jobId: job.id,
    employerBusinessId: users.get('employer')!.businessId!,
    organizationId: organization.id,
    publicFileId: logo.id,
    login: { email: loginUser.email, password: loginUser.password },
    regionId: region.id,
    affiliateLinkKey: link.key,
    affiliateLinkId: link.id,
    rewardSourceId: rewardSource.id,
    applicationId: application.id,
    applicationJobId: filesJob.id,
    shareLinkKey: shareLink.key,
    invitationMemberId: invitation.id,
    uniqueEmail: () => `matrix-${++counter}-${Date.now()}@example.com`,
  };
  return { fixtures, users, keys };
}

/** The session cookie of a new session of this user (none for the anonymous actor). */
export async function sessionCookieFor(t: TestApp, user: TestUser | undefined): Promise<string | undefined> {
  if (!user) return undefined;
  const { token } = await createSession(t.db.prisma, { userId: user.id, policy: t.config.session });
  return token;
}

/** A client signed in as the actor with a session of its own, so logouts do not leak between cases. */
export async function matrixClient(t: TestApp, users: Map<Actor, TestUser>, actor: Actor): Promise<Agent> {
  const client = t.client();
  const token = await sessionCookieFor(t, users.get(actor));
  if (token) giveCookie(client, t.baseUrl, 'mw_session', token);
  return client;
}

/** A program's client sending the key actor's key, with no cookies. */
export function matrixKeyClient(t: TestApp, keys: Map<KeyActor, string>, actor: KeyActor): Agent {
  return t.client({ authorization: `Bearer ${keys.get(actor)!}` });
}

/** Sends a matrix request (its JSON or multipart body, and its headers) as this client, with `method`. */
export function sendMatrixRequest(client: Agent, method: HttpMethod, request: MatrixRequest): Promise<Response> {
  const test = client[method.toLowerCase() as Lowercase<HttpMethod>](request.path);
  if (request.headers) test.set(request.headers);
  if (request.form) return sendForm(test, request.form);
  return request.json !== undefined ? test.send(request.json as object) : test;
}
