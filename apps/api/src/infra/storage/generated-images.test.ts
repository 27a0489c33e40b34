import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoImages, seedDemoData } from '@mainwork/db';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createDiskStorage, type FileStorage } from './file-storage.ts';
import { generatedImageStore } from './generated-images.ts';

let db: TestDatabase;
let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.prisma, { hashPassword: async (plain) => `test:${plain}` });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-demo-images-'));
  storage = createDiskStorage(dir);
});
afterAll(async () => {
  await db.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function storedImage(storageKey: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.read(storageKey)).body) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks)).metadata();
}

describe('the demo images', () => {
  it('are drawn, stored as uploads are and linked: logos 400×400 PNG, banners 1600×400 JPEG, icons 256×256', async () => {
    const linked = await ensureDemoImages(db.prisma, generatedImageStore(storage));
    expect(linked).toBeGreaterThan(20);
    const business = await db.prisma.business.findFirstOrThrow({
      where: { name: 'Harbor Point Digital' },
      include: { logo: true, banner: true },
    });
    expect(business.logo).toMatchObject({
      public: true,
      contentType: 'image/png',
      filename: 'harbor-point-digital-logo.png',
    });
    expect(business.logo!.storageKey).toMatch(/^logos\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(await storedImage(business.logo!.storageKey)).toMatchObject({ format: 'png', width: 400, height: 400 });
    expect(business.banner).toMatchObject({ contentType: 'image/jpeg' });
    expect(await storedImage(business.banner!.storageKey)).toMatchObject({ format: 'jpeg', width: 1600, height: 400 });
    const source = await db.prisma.rewardSource.findFirstOrThrow({
      where: { name: 'Fort Point Coffee Roasters' },
      include: { icon: true },
    });
    expect(await storedImage(source.icon!.storageKey)).toMatchObject({ format: 'png', width: 256, height: 256 });
    // A logo is a picture, not a blank tile: its pixels vary.
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.read(business.logo!.storageKey)).body) chunks.push(chunk as Buffer);
    const stats = await sharp(Buffer.concat(chunks)).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);

    expect(await ensureDemoImages(db.prisma, generatedImageStore(storage))).toBe(0);
  });
});
