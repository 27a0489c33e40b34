import type { PrismaClient } from '../generated/client/client.ts';
import { BUSINESSES, REWARD_SOURCES } from './demo-places.ts';

/**
 * Real-looking logos, banners and icons for the demo businesses and reward sources, drawn here as SVG (initials,
 * colours and shapes picked from the name, so every run draws the same ones) and never downloaded. The app
 * renders each and stores it as it stores an upload (checked, re-encoded and resized to its box), then links it.
 */
export type DemoImageRole = 'logo' | 'banner' | 'icon';

/** The stored file of a rendered image: what a `stored_files` row records. */
export type DemoStoredImage = { storageKey: string; filename: string; contentType: string; byteSize: number };

/** How the app stores an image it made (apps/api: rendered with sharp, then the upload pipeline). */
export type DemoImageStore = {
  store(image: { svg: string; role: DemoImageRole; filename: string }): Promise<DemoStoredImage>;
  remove(storageKey: string): Promise<void>;
};

/** Deep, print-like brand colours with a lighter partner each, readable under white initials. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0b4f6c', '#20a4c5'],
  ['#1d3557', '#457b9d'],
  ['#2d6a4f', '#74c69d'],
  ['#7f2704', '#f08c3a'],
  ['#5a189a', '#9d4edd'],
  ['#9d0208', '#e85d04'],
  ['#264653', '#2a9d8f'],
  ['#3d405b', '#e07a5f'],
  ['#283618', '#8a9a3b'],
  ['#6a040f', '#d00000'],
  ['#023e8a', '#00b4d8'],
  ['#4a4e69', '#9a8c98'],
];

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** A small stable hash of a name (FNV-1a), so a name always gets the same colours and shapes. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** 'Harbor Point Digital' → 'HP'; 'Porter Square Comics & Books' → 'PS'. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paletteOf(name: string): readonly [string, string] {
  return PALETTES[hashOf(name) % PALETTES.length]!;
}

/** A square logo: a rounded tile in the brand colour, a ring or a diamond behind white initials. */
export function demoLogoSvg(name: string): string {
  const [deep, light] = paletteOf(name);
  const hash = hashOf(name);
  const emblem =
    hash % 2 === 0
      ? `<circle cx="200" cy="200" r="128" fill="none" stroke="${light}" stroke-width="18" opacity="0.9"/>`
      : `<rect x="88" y="88" width="224" height="224" rx="24" transform="rotate(45 200 200)" fill="${light}" opacity="0.55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" rx="72" fill="${deep}"/>
  ${emblem}
  <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="132" letter-spacing="4" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/** A wide banner: the brand colours as a gradient with soft hills and circles (the header shows the name). */
export function demoBannerSvg(name: string): string {
  const [deep, light] = paletteOf(name);
  const hash = hashOf(name);
  const circles = [0, 1, 2, 3]
    .map((index) => {
      const x = 200 + (((hash >>> (index * 5)) & 0x3ff) % 1200);
      const y = 60 + (((hash >>> (index * 7 + 3)) & 0xff) % 220);
      const r = 50 + (((hash >>> (index * 3 + 1)) & 0x7f) % 110);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.06 + index * 0.03).toFixed(2)}"/>`;
    })
    .join('\n  ');
  const crest = 230 + (hash % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="400" fill="url(#sky)"/>
  ${circles}
  <path d="M0 ${crest} C 300 ${crest - 90}, 600 ${crest + 70}, 900 ${crest - 10} S 1400 ${crest - 100}, 1600 ${crest - 30} L 1600 400 L 0 400 Z" fill="#ffffff" opacity="0.14"/>
  <path d="M0 ${crest + 70} C 400 ${crest + 10}, 800 ${crest + 120}, 1200 ${crest + 50} S 1500 ${crest + 30}, 1600 ${crest + 60} L 1600 400 L 0 400 Z" fill="${deep}" opacity="0.35"/>
</svg>`;
}

/** A round marketplace icon: initials on the brand colour with a light rim. */
export function demoIconSvg(name: string): string {
  const [deep, light] = paletteOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="124" fill="${light}"/>
  <circle cx="128" cy="128" r="108" fill="${deep}"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="92" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Gives every demo business without a logo or banner, and every demo reward source without an icon, a generated
 * one. Idempotent: a row that has an image keeps it (an employer's own upload is never replaced), so running it
 * again, or in several processes at once, stores nothing twice. A race lost to another process removes the
 * image it stored. Answers how many images it linked.
 */
export async function ensureDemoImages(prisma: PrismaClient, images: DemoImageStore): Promise<number> {
  let linked = 0;
  const link = async (
    role: DemoImageRole,
    svg: string,
    name: string,
    attach: (fileId: number) => Promise<{ count: number }>,
  ) => {
    const stored = await images.store({ svg, role, filename: `${slug(name)}-${role}.png` });
    const row = await prisma.storedFile.create({ data: { ...stored, public: true } });
    const { count } = await attach(row.id);
    if (count === 1) {
      linked += 1;
      return;
    }
    await prisma.storedFile.delete({ where: { id: row.id } });
    await images.remove(stored.storageKey);
  };

  const businesses = await prisma.business.findMany({
    where: {
      name: { in: BUSINESSES.map((business) => business.name) },
      OR: [{ logoFileId: null }, { bannerFileId: null }],
    },
    select: { id: true, name: true, logoFileId: true, bannerFileId: true },
  });
  for (const business of businesses) {
    if (business.logoFileId === null)
      await link('logo', demoLogoSvg(business.name), business.name, (fileId) =>
        prisma.business.updateMany({ where: { id: business.id, logoFileId: null }, data: { logoFileId: fileId } }),
      );
    if (business.bannerFileId === null)
      await link('banner', demoBannerSvg(business.name), business.name, (fileId) =>
        prisma.business.updateMany({ where: { id: business.id, bannerFileId: null }, data: { bannerFileId: fileId } }),
      );
  }

  const sources = await prisma.rewardSource.findMany({
    where: { name: { in: REWARD_SOURCES.map((source) => source.name) }, iconFileId: null },
    select: { id: true, name: true },
  });
  for (const source of sources) {
    await link('icon', demoIconSvg(source.name), source.name, (fileId) =>
      prisma.rewardSource.updateMany({ where: { id: source.id, iconFileId: null }, data: { iconFileId: fileId } }),
    );
  }
  return linked;
}
