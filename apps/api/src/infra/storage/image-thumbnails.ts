import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { THUMBNAIL_BOX } from '@mainwork/contracts';
import type { FileStorage } from './file-storage.ts';
import { MAX_IMAGE_PIXELS, imageDecodes } from './store-upload.ts';

const FORMAT_BY_TYPE: Record<string, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** Where an image's thumbnail is kept: beside it, under its key with `-thumbnail` before the extension. */
export const thumbnailKey = (storageKey: string) => storageKey.replace(/(\.[a-z0-9]+)$/i, '-thumbnail$1');

/**
 * A stored image's thumbnail, shrunk to fit THUMBNAIL_BOX in the image's own format (never enlarged):
 * made from the image the first time it is asked for, then kept in storage and read from there. Null
 * when the file is not an image. Two first requests at once both make it; the first one stored wins.
 */
export async function readThumbnail(
  storage: FileStorage,
  file: { storageKey: string; contentType: string },
): Promise<Readable | null> {
  const format = FORMAT_BY_TYPE[file.contentType];
  if (!format) return null;
  const key = thumbnailKey(file.storageKey);
  const kept = await storage.read(key).catch(() => null);
  if (kept) return kept;
  const image = await buffer(await storage.read(file.storageKey));
  const thumbnail = await imageDecodes.run(() =>
    sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer(),
  );
  await storage.put(key, Readable.from([thumbnail])).catch(() => undefined);
  return Readable.from([thumbnail]);
}
