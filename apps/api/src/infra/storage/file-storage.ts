import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, fstat as fstatCallback, open as openCallback } from 'node:fs';
import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const openForReading = (file: string) => promisify(openCallback)(file, 'r');
const fstat = promisify(fstatCallback);

/** A stored file being read: its bytes as a stream, and how many there are (a download's content length). */
export type StoredObject = { body: Readable; byteSize: number };

/** What `read` rejects with when there is no file under the key; any other error is the storage failing. */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

/**
 * Where files live: a folder on disk by default, an S3 bucket when one is configured (s3-storage.ts); both pass
 * the same contract suite (file-storage.test.ts). `put` consumes a stream, so no upload is ever held whole in
 * memory; when the stream fails (too large, client gone) it rejects with the stream's own error and nothing is
 * left under the key. `read` rejects with StoredFileMissing for a missing file; `remove` of a missing file does nothing.
 */
export type FileStorage = {
  put(key: string, data: Readable, options?: { contentType?: string }): Promise<void>;
  read(key: string): Promise<StoredObject>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every key stored, in no particular order. */
  list(): AsyncIterable<string>;
};

/** Keys are made by the server (`newStorageKey`, thumbnails, cards): anything else is a bug, refused. */
export function checkStorageKey(key: string): string {
  if (!/^[a-z0-9/_-]+\.[a-z0-9]+$/i.test(key) || key.includes('..') || key.startsWith('/'))
    throw new Error(`Bad storage key ${key}`);
  return key;
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const target = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(data, target);
      } catch (error) {
        // `wx` refused an existing file: it is someone else's, leave it.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
        throw error;
      }
    },
    async read(key) {
      // Opened before its size is read, so a file removed meanwhile is still read whole. A plain descriptor,
      // not a FileHandle: a FileHandle's stream kept the server from closing after a download.
      const fd = await openForReading(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissing(key) : error;
      });
      try {
        const { size } = await fstat(fd);
        return { body: createReadStream('', { fd, autoClose: true }), byteSize: size };
      } catch (error) {
        closeSync(fd);
        throw error;
      }
    },
    async exists(key) {
      return fs.stat(resolve(key)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries)
        if (entry.isFile())
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    },
  };
}

/** Server-generated key: the client's file name never reaches the file system. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${extension}`;
}
