import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageField } from '@mainwork/contracts';
import { loadConfig } from '../../config.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { configuredStorage } from './configured-storage.ts';
import { newStorageKey, StoredFileMissing, type FileStorage } from './file-storage.ts';
import { PART_BYTES } from './s3-storage.ts';
import { readThumbnail, thumbnailKey } from './image-thumbnails.ts';
import { storeImageBytes } from './store-upload.ts';

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-storage-'));
});
afterAll(async () => {
  await s3?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Each backend as the app configures it: the uploads folder by default, the bucket when S3_BUCKET is set. */
const backends: Array<[string, () => FileStorage]> = [
  ['disk', () => configuredStorage(loadConfig({ NODE_ENV: 'test', UPLOADS_DIR: dir }))],
  ['S3', () => configuredStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }))],
];

const keysIn = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
};

const MiB = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Bytes this process still holds (the JS heap and its buffers) once garbage is collected. */
const memoryInUse = () => {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe.each(backends)('file storage on %s', (_name, makeStorage) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it('keeps what is put, reads it back with its size, lists it and removes it', async () => {
    const key = newStorageKey('resumes', 'pdf');
    const bytes = Buffer.from('%PDF-1.4 a resume');
    await storage.put(key, Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), {
      contentType: 'application/pdf',
    });
    const stored = await storage.read(key);
    expect(stored.byteSize).toBe(bytes.length);
    expect((await buffer(stored.body)).equals(bytes)).toBe(true);
    expect(await storage.exists(key)).toBe(true);
    expect(await keysIn(storage)).toContain(key);

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await keysIn(storage)).not.toContain(key);
  });

  it('answers for a missing file: reading rejects, it does not exist, removing it does nothing', async () => {
    const key = newStorageKey('logos', 'png');
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key the server would never make', async () => {
    for (const key of ['../secrets.txt', '/etc/passwd.txt', 'logos/no-extension', 'a b.png'])
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Bad storage key/);
  });

  it('leaves nothing behind when the stream fails on the way, and rejects with the stream’s own error', async () => {
    const key = newStorageKey('resumes', 'pdf');
    class Refused extends Error {}
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * MiB, 1);
        throw new Refused('too large');
      })(),
    );
    await expect(storage.put(key, failing)).rejects.toBeInstanceOf(Refused);
    expect(await storage.exists(key)).toBe(false);
    expect(await keysIn(storage)).not.toContain(key);
  });

  it('keeps an image’s thumbnail beside it, made once and read from there after', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2050a0' } })
      .png()
      .toBuffer();
    const image = await storeImageBytes(storage, png, {
      field: imageField('logo', 'logo'),
      folder: 'logos',
      filename: 'l.png',
    });
    const first = await readThumbnail(storage, image);
    expect(await sharp(await buffer(first!.body)).metadata()).toMatchObject({ format: 'png', width: 96, height: 64 });
    const beside = thumbnailKey(image.storageKey);
    expect(path.posix.dirname(beside)).toBe(path.posix.dirname(image.storageKey));
    expect(await storage.exists(beside)).toBe(true);
    const kept = await readThumbnail(storage, image);
    expect(kept!.byteSize).toBe(first!.byteSize);
    expect((await buffer(kept!.body)).length).toBe(first!.byteSize);
  });

  it('streams a 48 MiB file in and out, never holding more than a few parts of it', async () => {
    const key = newStorageKey('resumes', 'pdf');
    const size = 48 * MiB;
    const sent = createHash('sha256');
    let baseline = memoryInUse();
    let peak = 0;
    let chunks = 0;
    // Every 2 MiB that pass.
    const sample = () => {
      if (++chunks % 32 === 0) peak = Math.max(peak, memoryInUse() - baseline);
    };
    // Made as it is read, 64 KiB at a time, as a request body arrives: the whole file never exists at once.
    const source = Readable.from(
      (function* () {
        for (let offset = 0; offset < size; offset += 64 * 1024) {
          const chunk = Buffer.alloc(64 * 1024, offset / 64 / 1024);
          sent.update(chunk);
          sample();
          yield chunk;
        }
      })(),
    );
    await storage.put(key, source, { contentType: 'application/pdf' });
    const putPeak = peak;

    baseline = memoryInUse();
    peak = 0;
    chunks = 0;
    const stored = await storage.read(key);
    expect(stored.byteSize).toBe(size);
    const received = createHash('sha256');
    let receivedBytes = 0;
    for await (const chunk of stored.body as AsyncIterable<Buffer>) {
      received.update(chunk);
      receivedBytes += chunk.length;
      sample();
    }
    expect(receivedBytes).toBe(size);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    console.info(
      `${_name}: 48 MiB in, memory grew by at most ${(putPeak / MiB).toFixed(1)} MiB; out, ${(peak / MiB).toFixed(1)} MiB`,
    );
    // Up, the bucket gathers one 5 MiB part at a time (s3-storage.ts), the disk a few 64 KiB chunks: holding the
    // file would take all 48. Down, both pass it on as it comes.
    expect(putPeak).toBeLessThan(2 * PART_BYTES);
    expect(peak).toBeLessThan(2 * PART_BYTES);
    await storage.remove(key);
  });
});
