import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export type LocalS3 = {
  /** What the API reads to keep its files in the bucket, as `startTestApp({ env })` and `loadConfig` take it. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/** Runs in the child: s3rver on a free port, its objects in a folder, the port printed once it listens. */
const SERVER = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIRECTORY,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});
server.run().then(({ port }) => console.log(port));
process.on('disconnect', () => process.exit(0));
`;

/**
 * A local S3 server (s3rver, its objects in a temporary folder) with one empty bucket, in a process of its own so
 * that what it holds in memory is not counted as the API's.
 */
export async function startLocalS3(bucket = 'mainwork-test'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-s3-'));
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIRECTORY: directory,
      S3RVER_BUCKET: bucket,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = (await Promise.race([
    once(readline.createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(() => {
      throw new Error('The local S3 server did not start.');
    }),
  ])) as [string];
  // s3rver accepts requests signed with its own fixed key pair.
  const env = {
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${Number(line)}`,
  };
  return {
    env,
    async stop() {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
