import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestClient, createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { openDatabase, withDatabase } from '@mainwork/db';
import { isDatabaseUnavailable, isPrismaKnownError, isUniqueViolation } from './database-errors.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const capture = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('recognising database errors', () => {
  it('tells a duplicate of a unique column from any other failure', async () => {
    await db.prisma.region.create({ data: { name: 'North Shore' } });
    const duplicate = await capture(db.prisma.region.create({ data: { name: 'North Shore' } }));
    expect(isPrismaKnownError(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate)).toBe(true);

    const missing = await capture(db.prisma.region.update({ where: { id: 999_999 }, data: { name: 'x' } }));
    expect(isPrismaKnownError(missing)).toBe(true);
    expect(isUniqueViolation(missing)).toBe(false);
    expect(isUniqueViolation(new Error('P2002'))).toBe(false);
    expect(isUniqueViolation({ code: 'P2002' })).toBe(false);
  });
});

describe('recognising a database outage', () => {
  it('tells an unreachable server, through Prisma and through the pool, from a failing query', async () => {
    const unreachable = openDatabase('postgresql://nobody:nothing@127.0.0.1:1/none');
    try {
      expect(isDatabaseUnavailable(await capture(unreachable.prisma.region.findFirst()))).toBe(true);
      expect(isDatabaseUnavailable(await capture(unreachable.prisma.$queryRaw`SELECT 1`))).toBe(true);
      expect(isDatabaseUnavailable(await capture(unreachable.pool.query('SELECT 1')))).toBe(true);
    } finally {
      await unreachable.close();
    }
    expect(isDatabaseUnavailable(await capture(db.pool.query('SELECT * FROM no_such_table')))).toBe(false);
    expect(isDatabaseUnavailable(await capture(db.prisma.$queryRaw`SELECT 1/0`))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });

  it('recognises a connection the server shut down in the middle of a query (57P01)', async () => {
    const admin = await connectTestClient(withDatabase(db.url, 'postgres'));
    try {
      const client = await db.pool.connect();
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const sleeping = capture(client.query('SELECT pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const error = await sleeping;
      client.release(true);
      expect((error as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
