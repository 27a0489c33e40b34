import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { queryRows } from './database-rows.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const ZStateRow = z.object({ code: z.string(), name: z.string() });

describe('queryRows', () => {
  it('parses each row of a statement, with its values, into the shape given', async () => {
    const rows = await queryRows(db.pool, ZStateRow, {
      text: 'SELECT code, name FROM states WHERE code = ANY($1::text[]) ORDER BY code',
      values: [['MA', 'RI']],
    });
    expect(rows).toEqual([
      { code: 'MA', name: 'Massachusetts' },
      { code: 'RI', name: 'Rhode Island' },
    ]);
  });

  it('runs a named statement, prepared once per connection', async () => {
    const statement = { name: 'state-by-code', text: 'SELECT code, name FROM states WHERE code = $1' };
    for (const code of ['MA', 'RI'])
      expect(await queryRows(db.pool, ZStateRow, { ...statement, values: [code] })).toEqual([
        expect.objectContaining({ code }),
      ]);
  });

  it('fails on a row of another shape instead of passing it on', async () => {
    await expect(
      queryRows(db.pool, ZStateRow, { text: 'SELECT code, id AS name FROM states LIMIT 1' }),
    ).rejects.toThrow(/name/);
  });
});
