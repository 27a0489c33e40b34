import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let admin: Agent;
let adminUser: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  adminUser = await createUser(t.db, { role: 'Admin', email: 'root-admin@example.com' });
  admin = t.client();
  await signIn(admin, adminUser);
});
afterAll(() => t.close());

describe('admin users list', () => {
  it('searches names and e-mails, filters by role, pages with a total, and shows business and organizations', async () => {
    const organization = await t.db.prisma.organization.create({ data: { name: 'Quay Chamber' } });
    const ada = await createUser(t.db, { email: 'ada.quayside@example.com', organizationIds: [organization.id] });
    await t.db.prisma.user.update({ where: { id: ada.id }, data: { firstName: 'Ada', lastName: 'Quayside' } });
    const boss = await createUser(t.db, { role: 'Employer', email: 'boss.quayside@example.com' });
    const response = await admin.get('/api/v1/admin/users?search=QUAYSIDE');
    expect(response.status).toBe(200);
    expect(response.headers['total']).toBe('2');
    expect(response.body.map((user: { email: string }) => user.email)).toEqual([
      'boss.quayside@example.com',
      'ada.quayside@example.com',
    ]);
    expect(response.body[1]).toMatchObject({
      id: ada.id,
      first_name: 'Ada',
      last_name: 'Quayside',
      display_value: 'Ada Quayside <ada.quayside@example.com>',
      role: 'Hunter',
      active: true,
      last_sign_in_at: null,
      business: null,
      organizations: [{ id: organization.id, name: 'Quay Chamber' }],
    });
    expect(response.body[0].business).toEqual({ id: boss.businessId, name: 'Business of boss.quayside@example.com' });
    expect(Date.parse(response.body[0].created_at)).not.toBeNaN();

    const both = await admin.get('/api/v1/admin/users?search=ada%20quay');
    expect(both.body.map((user: { id: number }) => user.id)).toEqual([ada.id]);
    const employers = await admin.get('/api/v1/admin/users?search=quayside&role=Employer');
    expect(employers.body.map((user: { id: number }) => user.id)).toEqual([boss.id]);
    expect(employers.headers['total']).toBe('1');
    const self = await admin.get('/api/v1/admin/users?search=root-admin');
    expect(self.body[0].last_sign_in_at).not.toBeNull();
  });

  it('finds a user from the start of a word or a word with one typo, as the Reward Marketplace search does', async () => {
    const user = await createUser(t.db, { email: 'marguerite.okonkwo@example.com' });
    await t.db.prisma.user.update({ where: { id: user.id }, data: { firstName: 'Marguerite', lastName: 'Okonkwo' } });
    for (const search of ['margu', 'okonk', 'Margeurite', 'okonkow', 'Marguérite okonkwo']) {
      const response = await admin.get(`/api/v1/admin/users?search=${encodeURIComponent(search)}`);
      expect(
        response.body.map((row: { id: number }) => row.id),
        search,
      ).toEqual([user.id]);
      expect(response.headers['total'], search).toBe('1');
    }
    expect((await admin.get('/api/v1/admin/users?search=margueritte%20smith')).body).toEqual([]);
    expect((await admin.get('/api/v1/admin/users?search=guerite')).body).toEqual([]);
  });

  it('pages 25 at a time, the total counting every match', async () => {
    for (let index = 0; index < 27; index++) await createUser(t.db, { email: `pager-${index}@example.com` });
    const first = await admin.get('/api/v1/admin/users?search=pager-');
    const second = await admin.get('/api/v1/admin/users?search=pager-&page=2');
    expect(first.headers['total']).toBe('27');
    expect(first.body).toHaveLength(25);
    expect(second.body).toHaveLength(2);
    const emails = new Set([...first.body, ...second.body].map((user: { email: string }) => user.email));
    expect(emails.size).toBe(27);
  });

  it('refuses bad queries and anyone but admins', async () => {
    expect((await admin.get('/api/v1/admin/users?role=Wizard')).status).toBe(400);
    expect((await admin.get('/api/v1/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/v1/admin/users?sort=email')).status).toBe(400);
    const organization = await t.db.prisma.organization.create({ data: { name: 'No Users Guild' } });
    for (const options of [{}, { role: 'Employer' as const }, { organizationIds: [organization.id] }]) {
      const client = await signedInClient(t, await createUser(t.db, options));
      expect((await client.get('/api/v1/admin/users')).status).toBe(403);
      expect((await client.patch(`/api/v1/admin/users/${adminUser.id}`).send({ user: { active: false } })).status).toBe(
        403,
      );
    }
    expect((await t.client().get('/api/v1/admin/users')).status).toBe(401);
  });
});

describe('deactivating and reactivating users', () => {
  it("ends the user's sessions at once, refuses their log-in with a clear message, and reactivation lets them back", async () => {
    const user = await createUser(t.db);
    const session = await signedInClient(t, user);
    expect((await session.get('/auth/verify_token')).status).toBe(200);

    const deactivated = await admin.patch(`/api/v1/admin/users/${user.id}`).send({ user: { active: false } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: user.id, active: false });
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await session.get('/auth/verify_token')).status).toBe(401);
    expect((await session.get('/api/v1/me/applications')).status).toBe(401);

    const login = await t.client().post('/auth/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      error: 'This account has been deactivated. Contact MainWork support to have it reactivated.',
    });
    const wrongPassword = await t
      .client()
      .post('/auth/login')
      .send({ email: user.email, password: 'not-the-password-1' });
    expect(wrongPassword.status).toBe(401);

    const reactivated = await admin.patch(`/api/v1/admin/users/${user.id}`).send({ user: { active: true } });
    expect(reactivated.body).toMatchObject({ id: user.id, active: true });
    expect((await t.client().post('/auth/login').send({ email: user.email, password: user.password })).status).toBe(
      200,
    );
  });

  it('an admin cannot deactivate themselves; unknown users are 404', async () => {
    const response = await admin.patch(`/api/v1/admin/users/${adminUser.id}`).send({ user: { active: false } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'You cannot deactivate your own account.' });
    expect((await admin.get('/auth/verify_token')).status).toBe(200);
    expect((await admin.patch('/api/v1/admin/users/999999').send({ user: { active: false } })).status).toBe(404);
    expect((await admin.patch(`/api/v1/admin/users/${adminUser.id}`).send({ user: { role: 'Admin' } })).status).toBe(
      422,
    );
  });
});
