import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn } from '../../testing/users.ts';

let t: TestApp;
let admin: Agent;
let stateIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = t.client();
  await signIn(admin, await createUser(t.db, { role: 'Admin' }));
  const states = await t.db.prisma.state.findMany({ where: { code: { in: ['MA', 'RI'] } } });
  stateIds = Object.fromEntries(states.map((state) => [state.code, state.id]));
});
afterAll(() => t.close());

const iconPng = async (width = 64, height = 64) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    ),
  ]);

async function servedIcon(url: string) {
  const response = await fetch(new URL(url, t.baseUrl));
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

type Place = { street: string; city: string; zip: string; state: 'MA' | 'RI' };

/** Multipart `reward_source[...]` fields, the address's as `address_attributes`. */
function fields(values: Record<string, string>, place?: Place): Record<string, string | [Blob, string]> {
  const form: Record<string, string | [Blob, string]> = {};
  for (const [name, value] of Object.entries(values)) form[`reward_source[${name}]`] = value;
  if (place) {
    form['reward_source[address_attributes][address_one]'] = place.street;
    form['reward_source[address_attributes][city]'] = place.city;
    form['reward_source[address_attributes][zip]'] = place.zip;
    form['reward_source[address_attributes][state_id]'] = String(stateIds[place.state]);
  }
  return form;
}

async function createSource(values: Record<string, string>, place?: Place) {
  const response = await sendForm(admin.post('/api/v1/reward_sources'), fields(values, place));
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; name: string };
}

const names = (response: { body: Array<{ name: string }> }) => response.body.map((source) => source.name);
const search = (query: string, client = t.client()) => client.get(`/api/v1/reward_sources?${query}`);

describe('creating and changing reward sources', () => {
  it('creates a source with an address and an icon checked by content and re-encoded', async () => {
    const form = fields(
      {
        name: 'Harbor Bakery',
        url: 'https://harbor-bakery.example',
        description: 'Sourdough loaves and morning pastries',
        approved: 'true',
        active: 'true',
      },
      { street: '10 Tremont Street', city: 'Boston', zip: '02108', state: 'MA' },
    );
    form['reward_source[icon]'] = [await iconPng(), 'icon.png'];
    const response = await sendForm(admin.post('/api/v1/reward_sources'), form);
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Harbor Bakery',
      url: 'https://harbor-bakery.example',
      approved: true,
      active: true,
      address: { city: 'Boston', state_code: 'MA', zip: '02108', state: { code: 'MA' } },
    });
    // Spec §3 Reward source: `icon`, the image's address, as a business's `logo` is.
    expect(response.body.icon).toMatch(/^\/api\/v1\/files\/\d+$/);
    expect(response.body).not.toHaveProperty('icon_url');
    const listed = await t.client().get('/api/v1/reward_sources');
    expect(listed.body.find((source: { id: number }) => source.id === response.body.id)).toMatchObject({
      icon: response.body.icon,
    });
    const icon = await t.client().get(response.body.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/png');

    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']);
    const refused = await sendForm(admin.post('/api/v1/reward_sources'), {
      'reward_source[name]': 'Vector Shop',
      'reward_source[icon]': [svg, 'icon.png'],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error)).toEqual(['icon']);
  });

  it('resizes an icon to fit its box, and a new icon replaces the old one (its file removed)', async () => {
    const form = fields({ name: 'Big Icon Books', active: 'true' });
    form['reward_source[icon]'] = [await iconPng(1000, 500), 'icon.png'];
    const created = await sendForm(admin.post('/api/v1/reward_sources'), form);
    expect(created.status, created.text).toBe(201);
    expect(await servedIcon(created.body.icon)).toMatchObject({ format: 'png', width: 256, height: 128 });
    const old = await t.db.prisma.rewardSource.findUniqueOrThrow({
      where: { id: created.body.id },
      include: { icon: true },
    });
    const data = new FormData();
    data.append('reward_source[name]', 'Big Icon Books');
    data.append('reward_source[icon]', await iconPng(40, 40), 'icon.png');
    const changed = await sendForm(admin.put(`/api/v1/reward_sources/${created.body.id}`), data);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.icon).not.toBe(created.body.icon);
    expect(await servedIcon(changed.body.icon)).toMatchObject({ width: 40, height: 40 });
    expect(await t.db.prisma.storedFile.findUnique({ where: { id: old.iconFileId! } })).toBeNull();
    await expect(t.app.services.storage.read(old.icon!.storageKey)).rejects.toThrow();
  });

  it('answers 422 keyed by field', async () => {
    const response = await sendForm(
      admin.post('/api/v1/reward_sources'),
      fields({ name: '', url: 'javascript:alert(1)', description: 'x'.repeat(1001) }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error).sort()).toEqual(['description', 'name', 'url']);
    const badAddress = await sendForm(
      admin.post('/api/v1/reward_sources'),
      fields({ name: 'Nowhere Gym' }, { street: '', city: 'Boston', zip: '99999', state: 'MA' }),
    );
    expect(Object.keys(badAddress.body.error).sort()).toEqual(['address.address_one']);
  });

  it("keeps the contact e-mail that redeems the source's gift cards, lower-cased, for admins' eyes only", async () => {
    const created = await createSource({ name: 'Contact Books', contact_email: 'Owner@ContactBooks.example' });
    expect((await admin.get(`/api/v1/reward_sources/${created.id}`)).body).toMatchObject({
      contact_email: 'owner@contactbooks.example',
    });
    const shown = await t.client().get(`/api/v1/reward_sources/${created.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toHaveProperty('contact_email');
    for (const source of (await search('what_search_text=Contact')).body)
      expect(source).not.toHaveProperty('contact_email');

    const invalid = await sendForm(
      admin.put(`/api/v1/reward_sources/${created.id}`),
      fields({ name: 'Contact Books', contact_email: 'not an address' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: { contact_email: ['Enter an e-mail address like name@example.com.'] } });
    const cleared = await sendForm(
      admin.put(`/api/v1/reward_sources/${created.id}`),
      fields({ name: 'Contact Books', contact_email: '' }),
    );
    expect(cleared.body).toMatchObject({ contact_email: null });
  });

  it('changes a source, updating its address in place', async () => {
    const source = await createSource(
      { name: 'Corner Books', active: 'true' },
      { street: '5 Elm Street', city: 'Cambridge', zip: '02139', state: 'MA' },
    );
    const before = await t.db.prisma.rewardSource.findUniqueOrThrow({ where: { id: source.id } });
    const form = new FormData();
    for (const [name, value] of Object.entries(
      fields(
        { name: 'Corner Books & Maps', active: 'false', approved: 'true' },
        { street: '7 Elm Street', city: 'Cambridge', zip: '02139', state: 'MA' },
      ),
    ))
      form.append(name, value as string);
    const changed = await sendForm(admin.put(`/api/v1/reward_sources/${source.id}`), form);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Corner Books & Maps', active: false, approved: true });
    expect(changed.body.address.address_one).toBe('7 Elm Street');
    const after = await t.db.prisma.rewardSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(after.addressId).toBe(before.addressId);
    const missing = new FormData();
    missing.append('reward_source[name]', 'Ghost');
    expect((await sendForm(admin.put('/api/v1/reward_sources/999999'), missing)).status).toBe(404);
  });

  it('refuses writes to everyone but admins', async () => {
    expect((await sendForm(t.client().post('/api/v1/reward_sources'), fields({ name: 'By visitor' }))).status).toBe(
      401,
    );
    for (const role of ['Hunter', 'Employer'] as const) {
      const client = await signedInClient(t, await createUser(t.db, { role }));
      expect((await sendForm(client.post('/api/v1/reward_sources'), fields({ name: `By ${role}` }))).status).toBe(403);
    }
  });
});

describe('searching reward sources (the Reward Marketplace)', () => {
  beforeAll(async () => {
    await createSource(
      { name: 'Pawtucket Climbing Gym', description: 'Bouldering walls', active: 'true' },
      { street: '1 Main Street', city: 'Providence', zip: '02903', state: 'RI' },
    );
    await createSource(
      { name: 'Kendall Coffee', description: 'Espresso and pastries', approved: 'true', active: 'true' },
      { street: '2 Main Street', city: 'Cambridge', zip: '02139', state: 'MA' },
    );
    await createSource(
      { name: 'Beacon Coffee Roasters', description: 'Single origin coffee', active: 'true' },
      { street: '3 Beacon Street', city: 'Boston', zip: '02108', state: 'MA' },
    );
    await createSource({ name: 'Closed Coffee', description: 'No longer trading', active: 'false' });
  });

  it('shows active sources only to the public, and inactive ones to admins who ask', async () => {
    const all = names(await search(''));
    expect(all).not.toContain('Closed Coffee');
    expect(names(await search('filters[active_eq]=false'))).toEqual([]);
    expect(names(await search('filters[active_eq]=false', admin))).toContain('Closed Coffee');
    expect(names(await search('', admin))).toContain('Closed Coffee');
    const closed = await t.db.prisma.rewardSource.findFirstOrThrow({ where: { name: 'Closed Coffee' } });
    expect((await t.client().get(`/api/v1/reward_sources/${closed.id}`)).status).toBe(404);
    expect((await admin.get(`/api/v1/reward_sources/${closed.id}`)).status).toBe(200);
  });

  it('finds by name and description words, approved first for the marketplace', async () => {
    expect(names(await search('what_search_text=coffee&filters[active_eq]=true&order_for=reward_marketplace'))).toEqual(
      ['Kendall Coffee', 'Beacon Coffee Roasters'],
    );
    expect(names(await search('what_search_text=bouldering'))).toEqual(['Pawtucket Climbing Gym']);
    expect(names(await search('what_search_text=pastries%20espresso'))).toEqual(['Kendall Coffee']);
  });

  it('finds by words half typed or misspelt, accents aside, as job search does', async () => {
    expect(names(await search('what_search_text=boulder'))).toEqual(['Pawtucket Climbing Gym']);
    expect(names(await search('what_search_text=bouldreing'))).toEqual(['Pawtucket Climbing Gym']);
    expect(names(await search('what_search_text=pastreis%20expresso'))).toEqual(['Kendall Coffee']);
    expect(names(await search('what_search_text=%C3%89SPRESSO'))).toEqual(['Kendall Coffee']);
    expect(names(await search('what_search_text=cofee&order_for=reward_marketplace'))).toEqual(
      names(await search('what_search_text=coffee&order_for=reward_marketplace')),
    );
  });

  it('reads places as job search does: a state, a city or ZIP nearest first, nothing for an unknown place', async () => {
    expect(names(await search('where_search_text=RI'))).toEqual(['Pawtucket Climbing Gym']);
    expect(
      names(await search(`where_search_text=${encodeURIComponent('Boston, MA')}&what_search_text=coffee`)),
    ).toEqual(['Beacon Coffee Roasters', 'Kendall Coffee']);
    expect(names(await search('where_search_text=02139&what_search_text=coffee'))).toEqual([
      'Kendall Coffee',
      'Beacon Coffee Roasters',
    ]);
    expect(names(await search('where_search_text=Atlantis'))).toEqual([]);
    expect((await search('filters[approved_eq]=true')).status).toBe(400);
  });
});
