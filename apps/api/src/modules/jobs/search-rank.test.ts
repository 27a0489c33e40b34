import sql, { raw } from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { anyLeafRankSql } from './search-sql.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

/** A search document as the search rows hold it: title (A), business name (B), description (C). */
const documentOf = (title: string, business: string, description: string) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${business}), 'B') ||
      setweight(to_tsvector('english', ${description}), 'C')`;

const DOCUMENTS = [
  ['Senior Software Engineer', 'Northwind Software', 'Senior engineers build software; engineering is our craft.'],
  ['Staff Accountant', 'Summit Finance', 'Accounts payable and account reconciliations for accounting.'],
  ['Registered Nurse', "O'Neil Health", 'Nursing care, nurses and nurse practitioners.'],
  ['Forklift Operator', 'Harbor Freight', 'Drive a fork lift in the warehouse.'],
];

/** The leaves' rank as the search computes it, and ts_rank_cd of their OR, on each document. */
async function ranks(leaves: string[]): Promise<Array<{ split: number; whole: number }>> {
  const query = leaves.map((leaf) => `(${leaf})`).join(' | ');
  const rows = [];
  for (const [title, business, description] of DOCUMENTS) {
    const vector = sql`(${documentOf(title!, business!, description!)})`;
    const statement = sql`SELECT ${anyLeafRankSql(leaves, vector)}::float8 AS split,
      ts_rank_cd('{0, 0.1, 0.4, 1}', ${vector}, ${query}::tsquery)::float8 AS whole`;
    const {
      rows: [row],
    } = await db.pool.query<{ split: number; whole: number }>(statement.text, statement.values);
    rows.push(row!);
  }
  return rows;
}

describe('ranking a text match leaf by leaf', () => {
  it('gives what ts_rank_cd gives the OR of lone lexemes, a word repeated in several fields included', async () => {
    const ranked = await ranks(["'senior'", "'softwar'", "'engin'"]);
    for (const { split, whole } of ranked) expect(split).toBeCloseTo(whole, 5);
    expect(ranked[0]!.whole).toBeGreaterThan(2);
  });

  it('ties the rows the OR ranks alike, whichever leaves their words are', async () => {
    // 1 (title) + 0.3 (three words in the description), one leaf's or spread over two.
    const tied = [
      documentOf('Nurse', '', 'care care care'),
      documentOf('Nurse', '', 'care clinic clinic'),
      documentOf('Clinic', '', 'nurse care care'),
    ];
    const ranked = [];
    for (const document of tied) {
      const statement = sql`SELECT ${anyLeafRankSql(["'nurs'", "'care'", "'clinic'"], sql`(${document})`)}::float8 AS rank`;
      const { rows } = await db.pool.query<{ rank: number }>(statement.text, statement.values);
      ranked.push(rows[0]!.rank);
    }
    expect(ranked).toEqual([1.3, 1.3, 1.3]);
  });

  it('counts once the positions a prefix among the leaves already holds', async () => {
    // 'account' and 'accountant' start with 'acc': the OR counts their positions once, and so does the sum.
    const leaves = ["'acc':*", "'account'", "'accountant'", "'reconcili'"];
    const sql = anyLeafRankSql(leaves, raw('v'));
    expect(sql.values).toEqual(["'acc':*", "'reconcili'"]);
    for (const { split, whole } of await ranks(leaves)) expect(split).toBeCloseTo(whole, 5);
  });

  it('takes quotes and backslashes as lexeme() writes them', async () => {
    const leaves = ["'o''neil'", "'nurs'", "'back\\\\slash'"];
    expect(anyLeafRankSql(leaves, raw('v')).values).toEqual(leaves);
    for (const { split, whole } of await ranks(leaves)) expect(split).toBeCloseTo(whole, 5);
  });

  it('ranks the OR as one when a leaf is a phrase, whose covers span several positions', async () => {
    const leaves = ["'fork' <-> 'lift'", "'forklift'"];
    const query = "('fork' <-> 'lift') | ('forklift')";
    const statement = anyLeafRankSql(leaves, raw('v'));
    expect(statement.values).toEqual([query]);
    for (const { split, whole } of await ranks(leaves)) expect(split).toBeCloseTo(whole, 5);
  });
});
