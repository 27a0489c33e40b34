import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { housekeeping } from '../../background-work.ts';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limiter.ts';
import { createUser } from '../../testing/users.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const DAY_MS = 24 * 60 * 60 * 1000;

describe("visitors' alerts never confirmed", () => {
  it("are deleted by the scheduled housekeeping after seven days; confirmed ones, newer ones and users' stay", async () => {
    const user = await createUser(db);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const alert = (data: { email?: string; userId?: number; createdAt: Date; confirmedAt?: Date }) =>
      db.prisma.jobAlert.create({ data: { radius: 25, frequency: 'daily', ...data } });
    const stale = await alert({ email: 'stale@example.com', createdAt: ago(8) });
    const waiting = await alert({ email: 'waiting@example.com', createdAt: ago(6) });
    const confirmed = await alert({ email: 'confirmed@example.com', createdAt: ago(30), confirmedAt: ago(29) });
    const users = await alert({ userId: user.id, createdAt: ago(30) });

    await housekeeping(db.prisma, DEFAULT_RATE_LIMITS);

    const left = (await db.prisma.jobAlert.findMany({ select: { id: true } })).map((row) => row.id).sort();
    expect(left).toEqual([waiting.id, confirmed.id, users.id].sort());
    expect(left).not.toContain(stale.id);
  });
});
