import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { ACTORS, expectedStatus, routeMatrix, type Actor, type MatrixFixtures } from '../permissions/route-matrix.ts';
import { setCookieLines } from '../testing/cookies.ts';
import { createMatrixFixtures, matrixClient, sendMatrixRequest } from '../testing/matrix-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestUser } from '../testing/users.ts';

let t: TestApp;
let fixtures: MatrixFixtures;
let users: Map<Actor, TestUser>;
beforeAll(async () => {
  t = await startTestApp();
  ({ fixtures, users } = await createMatrixFixtures(t));
});
afterAll(() => t.close());

const clientFor = (actor: Actor) => matrixClient(t, users, actor);

describe('Cache-Control: no-store on signed-in answers', () => {
  // Every route of the contract table that requires sign-in, as the actor it answers: a route added
  // later is checked without a case being written for it.
  for (const { name, endpoint } of listEndpoints().filter(({ endpoint }) => endpoint.access === 'signed_in')) {
    it(`${endpoint.method} ${endpoint.path} is never stored, signed in or not`, async () => {
      const entry = routeMatrix[name]!;
      const actor = ACTORS.find((candidate) => expectedStatus(entry, candidate) < 300) ?? 'hunter';
      for (const who of [actor, 'anonymous'] as const) {
        const request = entry.request(fixtures);
        const response = await sendMatrixRequest(await clientFor(who), endpoint.method, request);
        expect(response.headers['cache-control'], `${who}: ${response.status}`).toMatch(/\bno-store\b/);
      }
    });
  }

  it('marks public routes no-store when a session is signed in, and not for anonymous visitors', async () => {
    const path = `/api/v1/jobs/${fixtures.jobId}`;
    const signedIn = await (await clientFor('hunter')).get(path);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    // A first visit sets the visitor cookie (job views, decision 025): an answer that sets a cookie is
    // never cached. The visitor's next answers set none, and stay cacheable.
    const visitor = t.client();
    const first = await visitor.get(path);
    expect(setCookieLines(first)[0]).toMatch(/^mw_vid=/);
    expect(first.headers['cache-control']).toBe('no-store');
    const anonymous = await visitor.get(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('marks the log-in answer (the user object, a new session cookie) no-store', async () => {
    const response = await t.client().post('/auth/login').send(fixtures.login);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a route’s own policy: private downloads stay private, public logos stay cacheable', async () => {
    const hunter = await clientFor('hunter');
    const resume = await hunter.get(`/api/v1/applications/${fixtures.applicationId}/resume`);
    expect(resume.status).toBe(200);
    expect(resume.headers['cache-control']).toBe('private, no-store');
    const logo = await hunter.get(`/api/v1/files/${fixtures.publicFileId}`);
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
