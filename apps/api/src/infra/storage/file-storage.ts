import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live. Disk by default; an S3-compatible store can implement the same three calls.
 * `put` consumes a stream, so no upload is ever held whole in memory; when the stream fails
 * (too large, client gone) nothing is left behind under the key.
 */
export type FileStorage = {
  put(key: string, data: Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
};

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+\.[a-z0-9]+$/i.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
    return path.join(root, key);
  };
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
      const file = resolve(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** Server-generated key: the client's file name never reaches the file system. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${extension}`;
}
