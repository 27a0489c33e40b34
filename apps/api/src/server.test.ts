import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';

const apiDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** This machine's addresses that other machines can reach it at. */
function externalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && address.family === 'IPv4')
    .map((address) => address.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `pnpm start` as a person runs it from apps/api, its output collected and its exit awaited. */
class StartedServer {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly process: ChildProcess,
    readonly baseUrl: string,
  ) {
    const collect = (chunk: Buffer) => (this.output += stripVTControlCharacters(chunk.toString('utf8')));
    process.stdout?.on('data', collect);
    process.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
  }

  async waitFor(text: string | RegExp, timeoutMs = 90_000): Promise<void> {
    const found = () => (typeof text === 'string' ? this.output.includes(text) : text.test(this.output));
    for (const started = Date.now(); !found(); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() - started > timeoutMs || this.process.exitCode !== null) {
        throw new Error(`${String(text)} never appeared in:\n${this.output}`);
      }
    }
  }

  lines(): string[] {
    return this.output.split(/\r?\n/);
  }
}

describe('the server started with pnpm start', () => {
  let db: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    // `pnpm start` runs the compiled API (dist/server.js), as the root's `pnpm start` and the image build it.
    execFileSync('pnpm', ['--filter', '@mainwork/api...', 'build'], { cwd: apiDir, stdio: 'inherit' });
    db = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-server-'));
  }, 120_000);
  const started: StartedServer[] = [];
  afterEach(async () => {
    // A test that failed half-way leaves nothing running: the command ran in its own process group.
    for (const server of started.splice(0)) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        process.kill(-server.process.pid!, 'SIGKILL');
        await server.exited;
      }
    }
  });
  afterAll(async () => {
    await db?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start(options: { inTerminal: boolean; env?: Record<string, string> }): Promise<StartedServer> {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    // `script` gives the command a terminal of its own; what is written to its input is typed there.
    const child = options.inTerminal
      ? spawn('script', ['--quiet', '--return', '--flush', '--command', 'exec pnpm start', '/dev/null'], {
          cwd: apiDir,
          env,
          detached: true,
        })
      : spawn('pnpm', ['start'], { cwd: apiDir, env, detached: true });
    const server = new StartedServer(child, `http://127.0.0.1:${port}`);
    started.push(server);
    await server.waitFor('Press Ctrl-C to stop.');
    return server;
  }

  it('stops on Ctrl-C in a terminal: "Stopped.", exit code 0, no pnpm failure, and readable request lines', async () => {
    const server = await start({ inTerminal: true });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    await server.waitFor(/request completed 200 in \d+ ms/);

    // Ctrl-C: the terminal sends SIGINT to every process of the command (pnpm, then the server).
    server.process.stdin?.write('\x03');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output).toContain('Stopped.');
    expect(server.output).not.toContain('ELIFECYCLE');
    expect(server.output).not.toContain('Forced exit');
    expect(server.output).toMatch(/INFO: incoming request GET \/api\/health \([0-9a-f]{8}\)/);
    expect(server.lines().filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
  }, 180_000);

  it("serves the demo's job boards from the compiled build: their recorded answers are part of it", async () => {
    const server = await start({ inTerminal: false, env: { DEMO_JOB_BOARDS: 'true' } });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('stops on SIGTERM from a service manager with exit code 0, logging JSON lines when not in a terminal', async () => {
    // Public on every interface, as in a container: the metrics' own port still serves this machine alone.
    const metricsPort = await freePort();
    const server = await start({ inTerminal: false, env: { HOST: '0.0.0.0', METRICS_PORT: String(metricsPort) } });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    await server.waitFor('"msg":"request completed"');
    expect(server.output).toContain(`Metrics: http://127.0.0.1:${metricsPort}/metrics`);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
    for (const address of externalAddresses()) {
      expect(await connects(address, metricsPort), `metrics reachable at ${address}`).toBe(false);
    }

    server.process.kill('SIGTERM');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output).toContain('Stopped.');
    expect(server.output).not.toContain('ELIFECYCLE');
    const completed = server
      .lines()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } })
      .find((entry) => entry.msg === 'request completed');
    expect(completed?.res?.statusCode).toBe(200);
  }, 180_000);
});
