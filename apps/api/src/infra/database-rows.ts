import type pg from 'pg';
import type { z } from 'zod';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** A statement for the pool: its text and values, and a name to have each connection prepare it once. */
export type Statement = { readonly text: string; readonly values?: readonly unknown[]; readonly name?: string };

/**
 * Runs a hand-written statement and parses each row with `schema`, once, where the rows enter the
 * domain: a renamed column or a changed type fails here, loudly, instead of travelling on as undefined.
 */
export async function queryRows<Row>(db: Queryable, schema: z.ZodType<Row>, statement: Statement): Promise<Row[]> {
  const { rows } = await db.query<Record<string, unknown>>({
    text: statement.text,
    values: statement.values ? [...statement.values] : [],
    ...(statement.name ? { name: statement.name } : {}),
  });
  return rows.map((row) => schema.parse(row));
}
