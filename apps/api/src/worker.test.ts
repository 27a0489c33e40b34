import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { enqueueMail } from './infra/mail/send-mail-job.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-worker-'));
});
afterAll(async () => {
  await db.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/**
 * Node itself runs the worker (tsx as a loader), as `pnpm worker` runs it: the tsx command would stand
 * between the signal and the worker, and under load it gives up on relaying SIGTERM after 60 ms and exits 143.
 */
function startWorkerProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

describe('pnpm worker (src/worker.ts)', () => {
  it('runs queued mail as its own process against the same database, and stops cleanly on SIGTERM', async () => {
    const { child, output } = startWorkerProcess({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    const exited = exitOf(child);
    try {
      await vi.waitFor(() => expect(output()).toContain('worker started'), { timeout: 30_000, interval: 100 });

      await db.prisma.$transaction((tx) =>
        enqueueMail(
          tx,
          { to: 'separate-worker@example.com', subject: 'From the worker', text: 'Hello', html: '<p>Hello</p>' },
          { transactional: true },
        ),
      );
      const mailDir = path.join(dataDir, 'mail');
      const written = await vi.waitFor(
        async () => {
          const files = await fs.readdir(mailDir).catch(() => [] as string[]);
          expect(files).toHaveLength(1);
          return fs.readFile(path.join(mailDir, files[0]!), 'utf8');
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(written).toContain('To: separate-worker@example.com');
      expect(written).toContain('Subject: From the worker');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output()).toContain('worker stopped');
  }, 60_000);

  it('refuses to start without DATABASE_URL, saying why', async () => {
    const { child, output } = startWorkerProcess({ DATA_DIR: dataDir });
    expect((await exitOf(child)).code).toBe(1);
    expect(output()).toContain('pnpm worker needs DATABASE_URL');
  });
});
