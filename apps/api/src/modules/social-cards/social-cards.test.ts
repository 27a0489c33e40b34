import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { cardSvg } from './card-image.ts';
import { cardUrl, describeCard, siteCard } from './card-subjects.ts';
import { cardStorageKey } from './kept-cards.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  const business = await createBusiness(t.db, { name: 'Harbor Bakery' });
  ids.business = business.id;
  ids.job = (
    await createJob(t.db, {
      businessId: business.id,
      title: 'Pastry Chef',
      place: PLACES.boston,
      salary: { rate: 'per_year', minimum: 50000, maximum: 60000 },
      reward: { type: 'Cash', amount: 1000 },
    })
  ).id;
  ids.closed = (await createJob(t.db, { businessId: business.id, title: 'Closed', active: false })).id;
});

afterAll(async () => {
  await t?.close();
});

const db = () => ({ pool: t.app.db.pool, prisma: t.db.prisma });
const currentJobCard = async () => (await describeCard(db(), { kind: 'jobs', id: ids.job! }))!;
const path_ = (url: string) => new URL(url).pathname;
const stored = (key: string) => t.app.services.storage.exists(key);

describe('social cards', () => {
  it("draws a job's card once, keeps it in storage and serves it for good under its version", async () => {
    const card = await currentJobCard();
    expect(card.content).toEqual({
      heading: 'Pastry Chef',
      lines: ['Harbor Bakery', 'Boston, MA · $50,000 - $60,000 a year'],
      badge: 'Refer a friend: $1,000 reward',
      initial: 'H',
    });
    const first = await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, card))}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await first.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await stored(cardStorageKey(card))).toBe(true);
    expect(await t.db.prisma.socialCard.findUnique({ where: { subject: `jobs/${ids.job}` } })).toMatchObject({
      version: card.version,
      storageKey: cardStorageKey(card),
    });
    // Read back from storage: the very same bytes.
    const again = await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, card))}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(true);
  });

  it('gives a new version when the job or its business changes, redirects the old one and removes its file', async () => {
    const before = await currentJobCard();
    // Each answer is read to its end: one left unread keeps its connection busy and the server from closing.
    await (await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, before))}`)).arrayBuffer();
    await t.db.prisma.job.update({ where: { id: ids.job }, data: { title: 'Head Pastry Chef' } });
    const retitled = await currentJobCard();
    expect(retitled.version).not.toBe(before.version);
    await t.db.prisma.business.update({ where: { id: ids.business }, data: { name: 'Harbor Bakery & Cafe' } });
    const renamed = await currentJobCard();
    expect(renamed.version).not.toBe(retitled.version);
    expect(renamed.content.lines[0]).toBe('Harbor Bakery & Cafe');

    const old = await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, before))}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(cardUrl(t.config.publicUrl, renamed));
    await old.arrayBuffer();
    const current = await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, renamed))}`);
    expect(current.status).toBe(200);
    await current.arrayBuffer();
    expect(await stored(cardStorageKey(renamed))).toBe(true);
    expect(await stored(cardStorageKey(before))).toBe(false);
  });

  it('has a card for the site, and none for closed jobs, unknown feeds or malformed versions', async () => {
    const site = await fetch(`${t.baseUrl}${path_(cardUrl(t.config.publicUrl, siteCard()))}`);
    expect(site.status).toBe(200);
    expect(await sharp(Buffer.from(await site.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    for (const [url, status] of [
      [`/api/v1/social_cards/jobs/${ids.closed}/0123456789abcdef.png`, 404],
      ['/api/v1/social_cards/organizations/999999/0123456789abcdef.png', 404],
      [`/api/v1/social_cards/jobs/${ids.job}/not-a-version.png`, 400],
      [`/api/v1/social_cards/people/${ids.job}/0123456789abcdef.png`, 400],
    ] as const) {
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(response.status, url).toBe(status);
      expect(Object.keys((await response.json()) as object), url).toEqual(['error']);
    }
  });

  it('draws every letter as a path, so no installed font is needed, and embeds the logo', async () => {
    const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#198754' } })
      .png()
      .toBuffer();
    const svg = cardSvg({
      heading: 'Pastry Chef',
      lines: ['Harbor Bakery'],
      badge: 'Refer a friend: $1,000 reward',
      logo: { bytes: logo, contentType: 'image/png' },
      initial: 'H',
    });
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toContain(`href="data:image/png;base64,${logo.toString('base64')}"`);
    // Text in ink: the heading's area is far from blank.
    const { data } = await sharp(Buffer.from(svg))
      .extract({ left: 276, top: 90, width: 400, height: 70 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((value) => value < 128).length;
    expect(dark).toBeGreaterThan(1500);
  });
});
