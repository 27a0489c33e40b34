import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn } from '../../testing/users.ts';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await startTestApp();
  admin = t.client();
  await signIn(admin, await createUser(t.db, { role: 'Admin' }));
});
afterAll(() => t.close());

describe('regions for admins', () => {
  it('creates a region the lookup then lists, and renames it', async () => {
    const created = await admin.post('/api/v1/regions').send({ region: { name: '  Merrimack Valley ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Merrimack Valley' });
    expect((await t.client().get('/api/v1/regions')).body).toContainEqual(created.body);
    const renamed = await admin
      .put(`/api/v1/regions/${created.body.id}`)
      .send({ region: { name: 'Lower Merrimack Valley' } });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Lower Merrimack Valley' });
    const same = await admin
      .put(`/api/v1/regions/${created.body.id}`)
      .send({ region: { name: 'Lower Merrimack Valley' } });
    expect(same.status).toBe(200);
  });

  it('answers 422 keyed name for a blank or taken name, 404 for an unknown region', async () => {
    expect((await admin.post('/api/v1/regions').send({ region: { name: '' } })).body.error).toEqual({
      name: ['Enter a name.'],
    });
    expect((await admin.post('/api/v1/regions').send({})).body.error).toEqual({ name: ['Enter a name.'] });
    await admin.post('/api/v1/regions').send({ region: { name: 'Cape Cod' } });
    const taken = await admin.post('/api/v1/regions').send({ region: { name: 'cape cod' } });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toEqual({ name: ['The name is already taken. Choose another.'] });
    const missing = await admin.put('/api/v1/regions/999999').send({ region: { name: 'Nowhere' } });
    expect(missing.status).toBe(404);
  });

  it('refuses everyone but admins', async () => {
    expect(
      (
        await t
          .client()
          .post('/api/v1/regions')
          .send({ region: { name: 'By visitor' } })
      ).status,
    ).toBe(401);
    for (const role of ['Hunter', 'Employer'] as const) {
      const client = await signedInClient(t, await createUser(t.db, { role }));
      expect((await client.post('/api/v1/regions').send({ region: { name: `By ${role}` } })).status).toBe(403);
    }
    expect(await t.db.prisma.region.count({ where: { name: { startsWith: 'By ' } } })).toBe(0);
  });
});
