import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { pdfBytes } from '../../testing/documents.ts';
import { sendForm, type FormValue } from '../../testing/forms.ts';
import { imageBlob, multipartForm, servedImage } from '../../testing/images.ts';
import { thumbnailKey } from '../../infra/storage/image-thumbnails.ts';
import { filesInStorage } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';

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

describe('a business', () => {
  it('is shown in full to its owner, and to nobody else (404)', async () => {
    const own = await (await signedInClient(t, owner)).get(`/api/v1/businesses/${owner.businessId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: owner.businessId,
      tagline: 'Fresh bread daily',
      active: true,
      address: { address_one: '1 Beacon St', city: 'Boston', zip: '02108', state: { code: 'MA' } },
    });
    expect((await (await signedInClient(t, other)).get(`/api/v1/businesses/${owner.businessId}`)).status).toBe(404);
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
    const list = await (await signedInClient(t, admin)).get('/api/v1/businesses/all');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: number }) => row.id).sort()).toEqual([owner.businessId, other.businessId].sort());
    expect((await (await signedInClient(t, owner)).get('/api/v1/businesses/all')).status).toBe(403);
  });
});

function updateAs(client: Agent, id: number, fields: Array<[string, FormValue]>) {
  return sendForm(client.put(`/api/v1/businesses/${id}`), multipartForm(fields));
}

describe('changing a business profile', () => {
  it('lets the owner change name, tagline, size, region and address, and the public header shows them', async () => {
    const client = await signedInClient(t, owner);
    const region = await t.db.prisma.region.create({ data: { name: 'South Coast' } });
    const sizes = await t.db.prisma.employerSize.findMany({ orderBy: { id: 'asc' } });
    const ri = await t.db.prisma.state.findUniqueOrThrow({ where: { code: 'RI' } });
    const response = await updateAs(client, owner.businessId!, [
      ['business[name]', '  Harbor Bread Co.  '],
      ['business[tagline]', 'Baked before sunrise'],
      ['business[employer_size_id]', String(sizes.at(-1)!.id)],
      ['business[region_id]', String(region.id)],
      ['business[address_attributes][address_one]', '10 Dorrance St'],
      ['business[address_attributes][city]', 'Providence'],
      ['business[address_attributes][state_id]', String(ri.id)],
      ['business[address_attributes][zip]', '02903'],
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: owner.businessId,
      name: 'Harbor Bread Co.',
      tagline: 'Baked before sunrise',
      employer_size: { id: sizes.at(-1)!.id },
      region: { id: region.id, name: 'South Coast' },
      address: { address_one: '10 Dorrance St', city: 'Providence', zip: '02903', state: { code: 'RI' } },
    });
    const address = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: owner.businessId! },
      select: { address: true },
    });
    expect(address.address?.latitude).toBeCloseTo(41.82, 1);
    const profile = await t.client().get(`/api/v1/businesses/${owner.businessId}/public_profile`);
    expect(profile.body).toMatchObject({
      name: 'Harbor Bread Co.',
      tagline: 'Baked before sunrise',
      employer_size: { name: sizes.at(-1)!.name },
      address: { city: 'Providence', state: { code: 'RI' } },
    });
  });

  it('leaves fields not sent as they are, and clears a blank tagline, region and address', async () => {
    const client = await signedInClient(t, owner);
    const before = (await client.get(`/api/v1/businesses/${owner.businessId}`)).body;
    const unchanged = await updateAs(client, owner.businessId!, []);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(before);
    const cleared = await updateAs(client, owner.businessId!, [
      ['business[tagline]', ''],
      ['business[region_id]', ''],
      ['business[address_attributes][address_one]', ''],
      ['business[address_attributes][city]', ''],
      ['business[address_attributes][state_id]', ''],
      ['business[address_attributes][zip]', ''],
    ]);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ name: before.name, tagline: null, region: null, address: null });
    expect(cleared.body.employer_size).toEqual(before.employer_size);
  });

  it("answers field errors under the form's keys and changes nothing", async () => {
    const client = await signedInClient(t, owner);
    const before = (await client.get(`/api/v1/businesses/${owner.businessId}`)).body;
    const ma = await t.db.prisma.state.findUniqueOrThrow({ where: { code: 'MA' } });
    const response = await updateAs(client, owner.businessId!, [
      ['business[name]', '   '],
      ['business[tagline]', 'x'.repeat(141)],
      ['business[employer_size_id]', 'many'],
      ['business[region_id]', '999999'],
      ['business[address_attributes][address_one]', '1 Main St'],
      ['business[address_attributes][state_id]', String(ma.id)],
      ['business[address_attributes][zip]', '02108'],
    ]);
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      name: ['Enter a name.'],
      tagline: ['Tagline must be 140 characters or fewer.'],
      employer_size: ['Choose a valid number of employees.'],
      region: ['Choose a valid region.'],
      'address.city': ['Enter a city.'],
    });
    const blankSize = await updateAs(client, owner.businessId!, [['business[employer_size_id]', '']]);
    expect(blankSize.body.error).toEqual({ employer_size: ['Choose a number of employees.'] });
    const nowhere = await updateAs(client, owner.businessId!, [
      ['business[address_attributes][address_one]', '1 Main St'],
      ['business[address_attributes][city]', 'Boston'],
      ['business[address_attributes][state_id]', String(ma.id)],
      ['business[address_attributes][zip]', '99999'],
    ]);
    expect(nowhere.status).toBe(422);
    expect(Object.keys(nowhere.body.error)).toEqual(['address.geocode']);
    expect((await client.get(`/api/v1/businesses/${owner.businessId}`)).body).toEqual(before);
  });

  it('refuses a logo or banner that is not an image by its content, and keeps nothing of it', async () => {
    const client = await signedInClient(t, owner);
    const before = await filesInStorage(t);
    const pdf = await updateAs(client, owner.businessId!, [
      ['business[logo]', [new Blob([new Uint8Array(pdfBytes())], { type: 'image/png' }), 'logo.png']],
    ]);
    expect(pdf.status).toBe(422);
    expect(pdf.body.error).toEqual({ logo: ['The logo must be a JPG, PNG or WebP image.'] });
    const svg = await updateAs(client, owner.businessId!, [
      ['business[banner]', [new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 'banner.png']],
    ]);
    expect(svg.body.error).toEqual({ banner: ['The banner must be a JPG, PNG or WebP image.'] });
    expect(await filesInStorage(t)).toEqual(before);
  });

  it('re-encodes and resizes a new logo and banner to their boxes, serves a logo thumbnail, and removes the images they replace with their thumbnails', async () => {
    const client = await signedInClient(t, owner);
    const first = await updateAs(client, owner.businessId!, [
      ['business[logo]', [await imageBlob(1200, 900), 'logo.png']],
      ['business[banner]', [await imageBlob(3200, 800, 'jpeg'), 'banner.jpg']],
    ]);
    expect(first.status).toBe(200);
    expect(await servedImage(t.baseUrl, first.body.logo)).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(await servedImage(t.baseUrl, first.body.banner)).toMatchObject({ format: 'jpeg', width: 1600, height: 400 });
    const stored = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: owner.businessId! },
      include: { logo: true, banner: true },
    });
    expect(stored.logo).toMatchObject({ public: true, contentType: 'image/png' });
    // Its thumbnail for job cards, made on first request and kept beside it.
    const thumbnail = `${first.body.logo}?size=thumbnail`;
    expect(await servedImage(t.baseUrl, thumbnail)).toMatchObject({ format: 'png', width: 96, height: 72 });
    expect(await filesInStorage(t)).toContain(thumbnailKey(stored.logo!.storageKey));
    expect(await servedImage(t.baseUrl, thumbnail)).toMatchObject({ format: 'png', width: 96, height: 72 });
    // A small image is never enlarged.
    const second = await updateAs(client, owner.businessId!, [
      ['business[logo]', [await imageBlob(120, 90), 'small.png']],
    ]);
    expect(second.status).toBe(200);
    expect(await servedImage(t.baseUrl, second.body.logo)).toMatchObject({ width: 120, height: 90 });
    expect(second.body.banner).toBe(first.body.banner);
    expect(await t.db.prisma.storedFile.findUnique({ where: { id: stored.logoFileId! } })).toBeNull();
    expect(await filesInStorage(t)).not.toContain(stored.logo!.storageKey);
    expect(await filesInStorage(t)).not.toContain(thumbnailKey(stored.logo!.storageKey));
    // The new logo's own thumbnail.
    expect(await servedImage(t.baseUrl, `${second.body.logo}?size=thumbnail`)).toMatchObject({ width: 96, height: 72 });
    const profile = await t.client().get(`/api/v1/businesses/${owner.businessId}/public_profile`);
    expect(profile.body).toMatchObject({ logo: second.body.logo, banner: first.body.banner });
  });

  it("is nobody else's to change: another employer, a Hunter (404) or a visitor (401), and nothing changes", async () => {
    const hunter = await createUser(t.db, { role: 'Hunter' });
    const before = await t.db.prisma.business.findUniqueOrThrow({ where: { id: owner.businessId! } });
    const filesBefore = await filesInStorage(t);
    for (const user of [other, hunter]) {
      const response = await updateAs(await signedInClient(t, user), owner.businessId!, [
        ['business[name]', 'Taken over'],
        ['business[logo]', [await imageBlob(50, 50), 'logo.png']],
      ]);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Business not found.' });
    }
    expect((await updateAs(t.client(), owner.businessId!, [['business[name]', 'Taken over']])).status).toBe(401);
    expect(await t.db.prisma.business.findUniqueOrThrow({ where: { id: owner.businessId! } })).toEqual(before);
    expect(await filesInStorage(t)).toEqual(filesBefore);
    // An unknown business answers the same as someone else's.
    expect((await updateAs(await signedInClient(t, owner), 2_000_000, [['business[name]', 'X']])).status).toBe(404);
  });

  it('lets an admin act for any business', async () => {
    const admin = await createUser(t.db, { role: 'Admin' });
    const response = await updateAs(await signedInClient(t, admin), other.businessId!, [
      ['business[tagline]', 'Set by support'],
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: other.businessId, tagline: 'Set by support' });
  });
});
