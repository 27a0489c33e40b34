import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { createMatrixFixtures, matrixClient, matrixKeyClient, sendMatrixRequest } from '../testing/matrix-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestUser } from '../testing/users.ts';
import {
  ACTORS,
  expectedKeyStatus,
  expectedStatus,
  KEY_ACTORS,
  routeMatrix,
  type Actor,
  type KeyActor,
  type MatrixFixtures,
} from './route-matrix.ts';

let t: TestApp;
let fixtures: MatrixFixtures;
let users: Map<Actor, TestUser>;
let keys: Map<KeyActor, string>;

beforeAll(async () => {
  // Fourteen actors reset a password from one address: more than a person would.
  t = await startTestApp({
    env: {
      RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS: '60/15m',
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT_AND_ADDRESS: '60/15m',
    },
  });
  ({ fixtures, users, keys } = await createMatrixFixtures(t));
});
afterAll(() => t.close());

const clientFor = (actor: Actor) => matrixClient(t, users, actor);

describe('route × actor matrix', () => {
  it('lists every endpoint of the contract table, and nothing else', () => {
    const names = listEndpoints()
      .map(({ name }) => name)
      .sort();
    expect(Object.keys(routeMatrix).sort()).toEqual(names);
  });

  it("lists the API keys' answers on exactly the endpoints a key scope opens", () => {
    const opened = listEndpoints()
      .filter(({ endpoint }) => endpoint.apiKeyScope !== undefined)
      .map(({ name }) => name)
      .sort();
    const listed = Object.entries(routeMatrix)
      .filter(([, entry]) => entry.keys !== undefined)
      .map(([name]) => name)
      .sort();
    expect(listed).toEqual(opened);
  });

  for (const { name, endpoint } of listEndpoints()) {
    const entry = routeMatrix[name];
    if (!entry) continue;
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const actor of ACTORS) {
        const client = await clientFor(actor);
        const request = entry.request(fixtures);
        const response = await sendMatrixRequest(client, endpoint.method, request);
        got[actor] = response.status;
        want[actor] = expectedStatus(entry, actor);
      }
      for (const actor of KEY_ACTORS) {
        const response = await sendMatrixRequest(
          matrixKeyClient(t, keys, actor),
          endpoint.method,
          entry.request(fixtures),
        );
        got[actor] = response.status;
        want[actor] = expectedKeyStatus(entry, actor, endpoint);
        // A key is not a session: no answer where it acts sets a cookie (on public endpoints it plays no part).
        if (endpoint.access === 'signed_in' && response.headers['set-cookie']) got[`${actor} cookie`] = response.status;
      }
      expect(got).toEqual(want);
    });
  }
});
