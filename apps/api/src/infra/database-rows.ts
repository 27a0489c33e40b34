import type pg from 'pg';
import type { Sql } from 'sql-template-tag';
import type { z } from 'zod';
import { Prisma } from '@mainwork/db';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Prisma's client or the client of one of its transactions: the statement runs on that transaction's connection. */
type PrismaQueryable = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * A hand-written statement: a `sql` tagged template (sql-template-tag), whose values travel as
 * parameters of the fragments that name them. SQL text is never put together with numbered values by hand.
 */
export type Statement = Sql;

/** How to run a statement: `name` has each connection prepare it once (for the most frequent reads). */
export type StatementOptions = { readonly name?: string };

const queryConfig = (statement: Statement, options: StatementOptions): pg.QueryConfig => ({
  text: statement.text,
  values: statement.values,
  ...(options.name ? { name: options.name } : {}),
});

/**
 * Runs a hand-written statement and parses each row with `schema`, once, where the rows enter the
 * domain: a renamed column or a changed type fails here, loudly, instead of travelling on as undefined.
 * Through Prisma (inside a transaction, to read what that transaction then changes) the statement is a
 * tagged template (`sql` of sql-template-tag), whose values travel as parameters.
 */
export async function queryRows<Row>(
  db: Queryable | PrismaQueryable,
  schema: z.ZodType<Row>,
  statement: Statement,
  options: StatementOptions = {},
): Promise<Row[]> {
  if ('$queryRaw' in db) {
    const rows = await db.$queryRaw<Array<Record<string, unknown>>>(Prisma.sql(statement.strings, ...statement.values));
    return rows.map((row) => schema.parse(row));
  }
  const { rows } = await db.query<Record<string, unknown>>(queryConfig(statement, options));
  return rows.map((row) => schema.parse(row));
}

/** Runs a hand-written statement that answers no rows (a write through the pool); the rows it changed. */
export async function runStatement(db: Queryable, statement: Statement): Promise<number> {
  const { rowCount } = await db.query(queryConfig(statement, {}));
  return rowCount ?? 0;
}

/**
 * Runs `work` in a transaction on one connection of the pool: committed when it returns, rolled back
 * when it throws. For work through the pool; Prisma's `$transaction` for work through Prisma.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
