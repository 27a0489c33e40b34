import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';

const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    mail: true,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

describe('the request id', () => {
  it('is carried into the log lines of the jobs the request queued', async () => {
    const user = await createUser(t.db);
    const response = await t
      .client({ 'x-request-id': 'trace-reset-42' })
      .post('/api/v1/users/forgot_password')
      .send({ email: user.email });
    expect(response.status).toBe(200);
    await t.inbox!.waitFor(user.email);
    await expect
      .poll(() => lines.find((line) => line.msg === 'mail sent' && line.to === user.email))
      .toMatchObject({ requestId: 'trace-reset-42' });
    // The request's own lines carry it as Fastify's `reqId`; only job lines get `requestId`.
    expect(lines.some((line) => line.reqId === 'trace-reset-42' && line.requestId === undefined)).toBe(true);
  });
});
