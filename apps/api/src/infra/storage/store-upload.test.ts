import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { filesInStorage } from '../../testing/stored-files.ts';

let t: TestApp;
let sizeId: number;
beforeAll(async () => {
  t = await startTestApp();
  sizeId = (await t.db.prisma.employerSize.findFirstOrThrow()).id;
});
afterAll(() => t.close());

const EXIF_MARKER = 'exif-marker-Camera-Owner';
const APPENDED = Buffer.from('<html><body><script>alert("polyglot")</script></body></html>');

/** A 40×30 photo with EXIF metadata and an HTML document appended after the image's end. */
async function imageWithExtras(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04020' } })
    .withExif({ IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER } })
    .toFormat(format)
    .toBuffer();
  expect((await sharp(image).metadata()).exif).toBeDefined();
  return Buffer.concat([image, APPENDED]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header claims these dimensions (100,000 × 100,000: a decompression bomb). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function signUpWithLogo(email: string, logo: Buffer, filename: string, type: string) {
  return sendForm(t.client().post('/auth/register'), {
    email,
    password: 'quiet-harbor-42',
    role_name: 'Employer',
    phone: '6175550100',
    'business[name]': `Logo test ${email}`,
    'business[employer_size_id]': String(sizeId),
    'business[logo]': [new Blob([logo], { type }), filename],
  });
}

async function storedLogo(email: string): Promise<{ bytes: Buffer; contentType: string; byteSize: number }> {
  const user = await t.db.prisma.user.findUniqueOrThrow({
    where: { email },
    include: { business: { include: { logo: true } } },
  });
  const logo = user.business!.logo!;
  const chunks: Buffer[] = [];
  for await (const part of (await t.app.services.storage.read(logo.storageKey)).body) chunks.push(part as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: logo.contentType, byteSize: logo.byteSize };
}

describe('uploaded images are re-encoded', () => {
  for (const [format, mime] of [
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const) {
    it(`keeps a ${format.toUpperCase()} a ${format.toUpperCase()}, without its metadata or what was appended after it`, async () => {
      const email = `logo-${format}@example.com`;
      const response = await signUpWithLogo(email, await imageWithExtras(format), `logo.${format}`, mime);
      expect(response.status).toBe(201);
      const stored = await storedLogo(email);
      expect(stored.contentType).toBe(mime);
      expect(stored.byteSize).toBe(stored.bytes.length);
      expect(stored.bytes.includes(EXIF_MARKER)).toBe(false);
      expect(stored.bytes.includes('<script')).toBe(false);
      const metadata = await sharp(stored.bytes).metadata();
      expect(metadata).toMatchObject({ format, width: 40, height: 30 });
      expect(metadata.exif).toBeUndefined();
    });
  }

  it('refuses an image whose header claims more than 40 megapixels with the field error, storing nothing', async () => {
    const before = await filesInStorage(t);
    const response = await signUpWithLogo('bomb@example.com', pngClaiming(100_000, 100_000), 'bomb.png', 'image/png');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: { 'businesses.logo': ['Choose a business logo file of 40 megapixels or less.'] },
    });
    expect(await filesInStorage(t)).toEqual(before);
    expect(await t.db.prisma.user.count({ where: { email: 'bomb@example.com' } })).toBe(0);
  });

  it('refuses an image that starts like a PNG but does not decode, with the field error', async () => {
    const broken = Buffer.concat([pngClaiming(64, 64).subarray(0, 33), Buffer.from('not image data at all')]);
    const response = await signUpWithLogo('broken@example.com', broken, 'broken.png', 'image/png');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { 'businesses.logo': ['The business logo must be a JPG or PNG image.'] } });
  });
});
