import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { createMatrixFixtures, matrixClient, sendMatrixRequest } from '../testing/matrix-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestUser } from '../testing/users.ts';
import { ACTORS, expectedStatus, routeMatrix, type Actor, type MatrixFixtures } from './route-matrix.ts';

let t: TestApp;
let fixtures: MatrixFixtures;
let users: Map<Actor, TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  ({ fixtures, users } = await createMatrixFixtures(t));
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
      expect(got).toEqual(want);
    });
  }
});
