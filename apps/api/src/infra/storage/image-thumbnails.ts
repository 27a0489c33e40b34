import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { THUMBNAIL_BOX } from '@mainwork/contracts';
import { StoredFileMissing, type FileStorage, type StoredObject } from './file-storage.ts';
import { reencodeStoredImage } from './store-upload.ts';

/** Where an image's thumbnail is kept: beside it, under its key with `-thumbnail` before the extension. */
export const thumbnailKey = (storageKey: string) => storageKey.replace(/(\.[a-z0-9]+)$/i, '-thumbnail$1');

/**
 * A stored image's thumbnail, shrunk by the one image pipeline to fit THUMBNAIL_BOX (never enlarged):
 * made from the image the first time it is asked for, then kept in storage and read from there. Null
 * when the file is not an image. Two first requests at once both make it; the first one stored wins.
 */
export async function readThumbnail(
  storage: FileStorage,
  file: { storageKey: string; contentType: string },
): Promise<StoredObject | null> {
  const key = thumbnailKey(file.storageKey);
  const kept = await storage.read(key).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) return null;
    throw error;
  });
  if (kept) return kept;
  const image = await buffer((await storage.read(file.storageKey)).body);
  const thumbnail = await reencodeStoredImage(image, file.contentType, THUMBNAIL_BOX);
  if (!thumbnail) return null;
  await storage.put(key, Readable.from([thumbnail]), { contentType: file.contentType }).catch(() => undefined);
  return { body: Readable.from([thumbnail]), byteSize: thumbnail.length };
}
