import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { sendForm } from '../../testing/forms.ts';
import { createBusiness } from '../../testing/jobs.ts';
import { imageBlob, multipartForm, servedImage } from '../../testing/images.ts';
import { filesInStorage } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let admin: Agent;
let adminUser: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = t.client();
  adminUser = await createUser(t.db, { role: 'Admin' });
  await signIn(admin, adminUser);
});
afterAll(() => t.close());

describe('admin organizations', () => {
  it('creates one with images, admins, businesses and a region, and lists it with its counts', async () => {
    const [first, second] = [await createUser(t.db), await createUser(t.db)];
    const business = await createBusiness(t.db, { name: 'Dockside Bakery' });
    const region = await t.db.prisma.region.create({ data: { name: 'North Shore' } });
    const response = await sendForm(
      admin.post('/api/v1/admin/organizations'),
      multipartForm([
        ['organization[name]', '  Bay Chamber  '],
        ['organization[active]', 'true'],
        ['organization[tagline]', 'Local work, local people'],
        ['organization[join_url]', 'https://bay.example.org/join'],
        ['organization[join_help_text]', 'Members post for free.'],
        ['organization[display_info_when_framed]', 'false'],
        ['organization[region_id]', String(region.id)],
        ['organization[admin_ids][]', String(first.id)],
        ['organization[admin_ids][]', String(second.id)],
        ['organization[business_ids][]', String(business.id)],
        ['organization[logo]', [await imageBlob(1200, 900), 'logo.png']],
        ['organization[banner]', [await imageBlob(3200, 400, 'jpeg'), 'banner.jpg']],
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Bay Chamber',
      active: true,
      tagline: 'Local work, local people',
      join_url: 'https://bay.example.org/join',
      join_help_text: 'Members post for free.',
      display_info_when_framed: false,
      region_id: region.id,
      business_ids: [business.id],
      businesses: [{ id: business.id, name: 'Dockside Bakery' }],
      admin_count: 2,
      business_count: 1,
    });
    expect(response.body.admins.map((entry: { id: number }) => entry.id)).toEqual([first.id, second.id]);
    expect(response.body.admins[0].display_value).toBe(`Test Hunter <${first.email}>`);
    // Resized to fit their boxes, never enlarged.
    expect(await servedImage(t.baseUrl, response.body.logo)).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(await servedImage(t.baseUrl, response.body.banner)).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 200,
    });

    const list = await admin.get('/api/v1/admin/organizations');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: response.body.id,
      name: 'Bay Chamber',
      active: true,
      admin_count: 2,
      business_count: 1,
    });
    const shown = await admin.get(`/api/v1/admin/organizations/${response.body.id}`);
    expect(shown.body).toEqual(response.body);
  });

  it('shows the organization by default when framed, and asks for a name', async () => {
    const created = await sendForm(
      admin.post('/api/v1/admin/organizations'),
      multipartForm([['organization[name]', 'Framed Guild']]),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ display_info_when_framed: true, active: true, admins: [], businesses: [] });

    const blank = await sendForm(
      admin.post('/api/v1/admin/organizations'),
      multipartForm([
        ['organization[name]', ' '],
        ['organization[tagline]', 'x'.repeat(141)],
        ['organization[join_help_text]', 'y'.repeat(351)],
        ['organization[join_url]', 'javascript:alert(1)'],
        ['organization[admin_ids][]', '999999'],
        ['organization[business_ids][]', 'seven'],
      ]),
    );
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      error: {
        name: ['Enter a name.'],
        tagline: ['Tagline must be 140 characters or fewer.'],
        join_help_text: ['Join help text must be 350 characters or fewer.'],
        join_url: ['The join link must be a web address starting with https:// or http://.'],
        admins: ['Choose admins from the list: one of the users does not exist.'],
        businesses: ['Choose businesses from the list: seven is not one of them.'],
      },
    });
  });

  it('refuses a logo that is not an image by its content, storing nothing', async () => {
    const before = await filesInStorage(t);
    const response = await sendForm(
      admin.post('/api/v1/admin/organizations'),
      multipartForm([
        ['organization[name]', 'Fake Logo Club'],
        ['organization[logo]', [new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 'logo.png']],
      ]),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { logo: ['The logo must be a JPG, PNG or WebP image.'] } });
    expect(await filesInStorage(t)).toEqual(before);
  });

  it('updates: lists sent replace the old ones, an emptied list clears, a new image replaces the old file', async () => {
    const [keep, drop] = [await createUser(t.db), await createUser(t.db)];
    const business = await createBusiness(t.db, { name: 'Harbor Books' });
    const created = await sendForm(
      admin.post('/api/v1/admin/organizations'),
      multipartForm([
        ['organization[name]', 'Update Chamber'],
        ['organization[admin_ids][]', String(keep.id)],
        ['organization[admin_ids][]', String(drop.id)],
        ['organization[business_ids][]', String(business.id)],
        ['organization[logo]', [await imageBlob(50, 50), 'logo.png']],
      ]),
    );
    const id = created.body.id as number;
    const oldLogo = await t.db.prisma.organization.findUniqueOrThrow({ where: { id }, include: { logo: true } });
    const updated = await sendForm(
      admin.put(`/api/v1/admin/organizations/${id}`),
      multipartForm([
        ['organization[name]', 'Updated Chamber'],
        ['organization[active]', 'false'],
        ['organization[admin_ids][]', String(keep.id)],
        ['organization[business_ids][]', ''],
        ['organization[logo]', [await imageBlob(60, 60), 'new-logo.png']],
      ]),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Updated Chamber', active: false, admin_count: 1, business_count: 0 });
    expect(updated.body.admins.map((entry: { id: number }) => entry.id)).toEqual([keep.id]);
    expect(updated.body.logo).not.toBe(created.body.logo);
    expect(await t.db.prisma.storedFile.count({ where: { id: oldLogo.logoFileId! } })).toBe(0);
    expect(await filesInStorage(t)).not.toContain(oldLogo.logo!.storageKey);

    // Inactive: gone from the public list, and its feed is not found.
    expect((await t.client().get('/api/v1/organizations')).body).not.toContainEqual(expect.objectContaining({ id }));
    expect((await t.client().get(`/api/v1/organizations/${id}`)).status).toBe(404);

    // Fields not sent stay as they were.
    const renamed = await sendForm(
      admin.put(`/api/v1/admin/organizations/${id}`),
      multipartForm([['organization[tagline]', 'Still here']]),
    );
    expect(renamed.body).toMatchObject({ name: 'Updated Chamber', tagline: 'Still here', admin_count: 1 });
    expect((await sendForm(admin.put('/api/v1/admin/organizations/999999'), multipartForm([]))).status).toBe(404);
  });

  it('is for admins only: organization admins, hunters and employers are refused, visitors must sign in', async () => {
    const organization = await t.db.prisma.organization.create({ data: { name: 'Guarded Org' } });
    const orgAdmin = await signedInClient(t, await createUser(t.db, { organizationIds: [organization.id] }));
    const employer = await signedInClient(t, await createUser(t.db, { role: 'Employer' }));
    for (const client of [orgAdmin, employer]) {
      expect((await client.get('/api/v1/admin/organizations')).status).toBe(403);
      expect((await client.get(`/api/v1/admin/organizations/${organization.id}`)).status).toBe(403);
      const change = await sendForm(
        client.put(`/api/v1/admin/organizations/${organization.id}`),
        multipartForm([['organization[name]', 'Taken over']]),
      );
      expect(change.status).toBe(403);
    }
    expect((await t.client().get('/api/v1/admin/organizations')).status).toBe(401);
    expect((await t.db.prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).name).toBe(
      'Guarded Org',
    );
  });
});

describe('business search for the organization form', () => {
  it('finds businesses by the words of their name, for admins only', async () => {
    await createBusiness(t.db, { name: 'Seaside Coffee Roasters' });
    await createBusiness(t.db, { name: 'Seaside Hardware' });
    const response = await admin.get('/api/v1/admin/businesses?search=coffee%20SEA');
    expect(response.status).toBe(200);
    expect(response.body.map((row: { name: string }) => row.name)).toEqual(['Seaside Coffee Roasters']);
    for (const search of ['roast', 'cofee seasid', 'Seasdie Roasters']) {
      const found = await admin.get(`/api/v1/admin/businesses?search=${encodeURIComponent(search)}`);
      expect(
        found.body.map((row: { name: string }) => row.name),
        search,
      ).toEqual(['Seaside Coffee Roasters']);
    }
    expect((await admin.get('/api/v1/admin/businesses?search=seaside%20cafe')).body).toEqual([]);
    const hunter = await signedInClient(t, await createUser(t.db));
    expect((await hunter.get('/api/v1/admin/businesses?search=sea')).status).toBe(403);
    expect((await t.client().get('/api/v1/admin/businesses')).status).toBe(401);
    expect((await admin.get('/api/v1/admin/businesses?other=1')).status).toBe(400);
  });
});
