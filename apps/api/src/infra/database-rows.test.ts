import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { inTransaction, queryRows, runStatement } from './database-rows.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const ZStateRow = z.object({ code: z.string(), name: z.string() });

describe('queryRows', () => {
  it('parses each row of a statement, with its values, into the shape given', async () => {
    const codes = ['MA', 'RI'];
    const rows = await queryRows(
      db.pool,
      ZStateRow,
      sql`SELECT code, name FROM states WHERE code = ANY(${codes}::text[]) ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'MA', name: 'Massachusetts' },
      { code: 'RI', name: 'Rhode Island' },
    ]);
  });

  it('runs a named statement, prepared once per connection', async () => {
    const statement = (code: string) => sql`SELECT code, name FROM states WHERE code = ${code}`;
    for (const code of ['MA', 'RI'])
      expect(await queryRows(db.pool, ZStateRow, statement(code), { name: 'state-by-code' })).toEqual([
        expect.objectContaining({ code }),
      ]);
  });

  it('fails on a row of another shape instead of passing it on', async () => {
    await expect(queryRows(db.pool, ZStateRow, sql`SELECT code, id AS name FROM states LIMIT 1`)).rejects.toThrow(
      /name/,
    );
  });
});

describe('runStatement and inTransaction', () => {
  const ZCount = z.object({ count: z.number().int() });
  const count = async () =>
    (await queryRows(db.pool, ZCount, sql`SELECT count(*)::int AS count FROM states WHERE code LIKE 'Z%'`))[0]!.count;

  it('commits what the work wrote when it returns, and tells how many rows a statement changed', async () => {
    const written = await inTransaction(db.pool, (client) =>
      runStatement(client, sql`INSERT INTO states (name, code) VALUES (${'Zeta'}, ${'ZA'}), (${'Zed'}, ${'ZB'})`),
    );
    expect(written).toBe(2);
    expect(await count()).toBe(2);
    expect(await runStatement(db.pool, sql`DELETE FROM states WHERE code LIKE 'Z%'`)).toBe(2);
  });

  it('rolls back what the work wrote when it throws', async () => {
    await expect(
      inTransaction(db.pool, async (client) => {
        await runStatement(client, sql`INSERT INTO states (name, code) VALUES (${'Zeta'}, ${'ZA'})`);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await count()).toBe(0);
  });
});
