import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.db, { role: 'Employer' });
  other = await createUser(t.db, { role: 'Employer' });
  const state = await t.db.prisma.state.findUniqueOrThrow({ where: { code: 'MA' } });
  const size = await t.db.prisma.employerSize.findFirstOrThrow();
  await t.db.prisma.business.update({
    where: { id: owner.businessId! },
    data: {
      tagline: 'Fresh bread daily',
      employerSize: { connect: { id: size.id } },
      address: {
        create: { addressOne: '1 Beacon St', city: 'Boston', zip: '02108', state: { connect: { id: state.id } } },
      },
    },
  });
});
afterAll(() => t.close());

async function clientAs(user: TestUser) {
  const client = t.client();
  await signIn(client, user);
  return client;
}

describe('a business', () => {
  it('is shown in full to its owner, and to nobody else (404)', async () => {
    const own = await (await clientAs(owner)).get(`/api/v1/businesses/${owner.businessId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: owner.businessId,
      tagline: 'Fresh bread daily',
      active: true,
      address: { address_one: '1 Beacon St', city: 'Boston', zip: '02108', state: { code: 'MA' } },
    });
    expect((await (await clientAs(other)).get(`/api/v1/businesses/${owner.businessId}`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/businesses/${owner.businessId}`)).status).toBe(401);
  });

  it('has a public profile header while active', async () => {
    const profile = await t.client().get(`/api/v1/businesses/${owner.businessId}/public_profile`);
    expect(profile.body).toEqual({
      id: owner.businessId,
      name: expect.any(String),
      tagline: 'Fresh bread daily',
      logo: null,
      banner: null,
      employer_size: { name: expect.any(String) },
      address: { city: 'Boston', state: { code: 'MA' } },
    });
    await t.db.prisma.business.update({ where: { id: other.businessId! }, data: { active: false } });
    const hidden = await t.client().get(`/api/v1/businesses/${other.businessId}/public_profile`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'Employer not found.' });
  });

  it('lists all businesses for admins only', async () => {
    const admin = await createUser(t.db, { role: 'Admin' });
    const list = await (await clientAs(admin)).get('/api/v1/businesses/all');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: number }) => row.id).sort()).toEqual([owner.businessId, other.businessId].sort());
    expect((await (await clientAs(owner)).get('/api/v1/businesses/all')).status).toBe(403);
  });
});
