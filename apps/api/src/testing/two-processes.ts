import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/** How long a change's notice may take to reach another process: it goes out as the change commits. */
export const NOTICE_DELIVERY = { timeout: 1_000, interval: 5 };

/**
 * Two API processes on one database, as a deployment runs them (each keeps its own caches and listens for
 * changes): started before the file's tests, handed to `started`, closed after them.
 */
export function withTwoProcesses(started: (processes: [TestApp, TestApp]) => void): void {
  const processes: TestApp[] = [];
  beforeAll(async () => {
    processes.push(await startTestApp());
    processes.push(await startTestApp({ sameDatabaseAs: processes[0] }));
    started([processes[0]!, processes[1]!]);
  });
  afterAll(async () => {
    for (const process of processes.reverse()) await process.close();
  });
}
