import type pg from 'pg';
import type { Sql } from 'sql-template-tag';
import type { z } from 'zod';
import { Prisma } from '@mainwork/db';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Prisma's client or the client of one of its transactions: the statement runs on that transaction's connection. */
type PrismaQueryable = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** A statement for the pool: its text and values, and a name to have each connection prepare it once. */
export type Statement = { readonly text: string; readonly values?: readonly unknown[]; readonly name?: string };

/**
 * Runs a hand-written statement and parses each row with `schema`, once, where the rows enter the
 * domain: a renamed column or a changed type fails here, loudly, instead of travelling on as undefined.
 * Through Prisma (inside a transaction, to read what that transaction then changes) the statement is a
 * tagged template (`sql` of sql-template-tag), whose values travel as parameters.
 */
export async function queryRows<Row>(db: Queryable, schema: z.ZodType<Row>, statement: Statement): Promise<Row[]>;
export async function queryRows<Row>(
  db: Queryable | PrismaQueryable,
  schema: z.ZodType<Row>,
  statement: Sql,
): Promise<Row[]>;
export async function queryRows<Row>(
  db: Queryable | PrismaQueryable,
  schema: z.ZodType<Row>,
  statement: Statement | Sql,
): Promise<Row[]> {
  if ('$queryRaw' in db) {
    if (!('strings' in statement)) throw new TypeError('A statement run through Prisma is a tagged template (sql`…`).');
    const { strings, values } = statement;
    const rows = await db.$queryRaw<Array<Record<string, unknown>>>(Prisma.sql(strings, ...values));
    return rows.map((row) => schema.parse(row));
  }
  const { rows } = await db.query<Record<string, unknown>>({
    text: statement.text,
    values: statement.values ? [...statement.values] : [],
    ...('name' in statement && statement.name ? { name: statement.name } : {}),
  });
  return rows.map((row) => schema.parse(row));
}
