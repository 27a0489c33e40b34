import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { isPrismaKnownError, isUniqueViolation } from './database-errors.ts';

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
