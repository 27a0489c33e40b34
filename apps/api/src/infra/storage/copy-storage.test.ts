import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { configuredStorage } from './configured-storage.ts';
import { createDiskStorage, newStorageKey, type FileStorage } from './file-storage.ts';
import { thumbnailKey } from './image-thumbnails.ts';

const apiDir = path.resolve(import.meta.dirname, '../../..');

let s3: LocalS3;
let uploadsDir: string;
let disk: FileStorage;
let bucket: FileStorage;
beforeAll(async () => {
  s3 = await startLocalS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-copy-'));
  disk = createDiskStorage(uploadsDir);
  bucket = configuredStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
});
afterAll(async () => {
  await s3?.stop();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

/** `pnpm cli storage:copy` as an operator runs it, with only the settings given here. */
async function storageCopy(env: Record<string, string>) {
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'storage:copy'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH!, NODE_ENV: 'test', UPLOADS_DIR: uploadsDir, ...env },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  return { code: 'code' in run ? run.code : 0, stdout: run.stdout, stderr: run.stderr };
}

const put = (storage: FileStorage, key: string, text: string) => storage.put(key, Readable.from([Buffer.from(text)]));
const text = async (storage: FileStorage, key: string) => (await buffer((await storage.read(key)).body)).toString();

describe('pnpm cli storage:copy', () => {
  it('copies the uploads folder into the bucket with a line per file, and skips what is there when run again', async () => {
    const logo = newStorageKey('logos', 'png');
    const resume = newStorageKey('resumes', 'pdf');
    const card = 'social-cards/jobs/12-abc.png';
    await put(disk, logo, 'a logo');
    await put(disk, thumbnailKey(logo), 'its thumbnail');
    await put(disk, resume, 'a resume');
    await put(disk, card, 'a card');

    const first = await storageCopy(s3.env);
    expect(first.code).toBe(0);
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe(`Copying ${uploadsDir} into the bucket ${s3.env.S3_BUCKET}…`);
    expect(lines.slice(1, -1)).toEqual(
      [logo, thumbnailKey(logo), resume, card].sort().map((key, index) => `[${index + 1}/4] copied: ${key}`),
    );
    expect(lines.at(-1)).toBe('Done: 4 copied, 0 already in the bucket.');
    for (const [key, content] of [
      [logo, 'a logo'],
      [thumbnailKey(logo), 'its thumbnail'],
      [resume, 'a resume'],
      [card, 'a card'],
    ] as const)
      expect(await text(bucket, key)).toBe(content);

    // A file uploaded since, and one changed in the bucket meanwhile: only the new one is copied.
    const later = newStorageKey('resumes', 'docx');
    await put(disk, later, 'a later resume');
    await bucket.remove(card);
    await put(bucket, card, 'the bucket’s own card');
    const second = await storageCopy(s3.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`copied: ${later}`);
    expect(second.stdout).toContain(`already there: ${card}`);
    expect(second.stdout.trim().split('\n').at(-1)).toBe('Done: 1 copied, 4 already in the bucket.');
    expect(await text(bucket, later)).toBe('a later resume');
    expect(await text(bucket, card)).toBe('the bucket’s own card');
    // The disk is only read.
    expect(await text(disk, logo)).toBe('a logo');
  });

  it('says what is missing when no bucket is configured', async () => {
    const run = await storageCopy({});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('set S3_BUCKET and the AWS settings');
  });
});
