import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The database-access errors `pnpm lint` reports for `code` saved as `file` (relative to the repository). */
async function databaseAccessErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const lines = (...source: string[]) => `${source.join('\n')}\n`;

// Loading ESLint with the whole configuration takes seconds on a busy machine.
describe('one way to the database (pnpm lint)', { timeout: 60_000 }, () => {
  it("refuses Prisma's $queryRawUnsafe and $executeRawUnsafe, in the API, its tests and the database package", async () => {
    const code = lines(
      "import type { PrismaClient } from '@mainwork/db';",
      'export async function probe(prisma: PrismaClient, id: number) {',
      '  await prisma.$executeRawUnsafe(`UPDATE jobs SET active = false WHERE id = ${id}`);',
      "  return prisma.$queryRawUnsafe('SELECT id FROM jobs WHERE id = $1', id);",
      '}',
    );
    for (const file of [
      'apps/api/src/modules/jobs/probe.ts',
      'apps/api/src/modules/jobs/probe.test.ts',
      'prisma/src/probe.ts',
    ]) {
      expect(await databaseAccessErrors(file, code), file).toEqual([
        expect.stringContaining('No $queryRawUnsafe/$executeRawUnsafe'),
        expect.stringContaining('No $queryRawUnsafe/$executeRawUnsafe'),
      ]);
    }
  });

  it('refuses SQL numbered by hand with params.push', async () => {
    const errors = await databaseAccessErrors(
      'apps/api/src/modules/seo/probe.ts',
      lines(
        "import type pg from 'pg';",
        'export async function probe(pool: pg.Pool, businessId: number | null) {',
        '  const params: unknown[] = [];',
        "  let where = '';",
        '  if (businessId !== null) {',
        '    params.push(businessId);',
        '    where = `WHERE "businessId" = $${params.length}`;',
        '  }',
        '  return pool.query(`SELECT id FROM jobs ${where}`, params);',
        '}',
      ),
    );
    expect(errors).toEqual([
      expect.stringContaining('No SQL numbered by hand'),
      expect.stringContaining('No SQL numbered by hand'),
      expect.stringContaining('Run SQL through infra/database-rows.ts'),
    ]);
  });

  it("refuses a placeholder numbered from a list's length, whatever the list is called", async () => {
    const errors = await databaseAccessErrors(
      'prisma/src/probe.ts',
      lines(
        'export function probe(codes: string[]) {',
        '  const args: string[] = [];',
        '  const holes = codes.map((code) => {',
        '    args.push(code);',
        '    return `$${args.length}`;',
        '  });',
        "  return { text: `SELECT id FROM states WHERE code IN (${holes.join(', ')})`, args };",
        '}',
      ),
    );
    expect(errors).toEqual([expect.stringContaining('No SQL numbered by hand')]);
  });

  it("refuses the pool's own query outside infra/, and lets infra/ and the tests use it", async () => {
    const code = lines(
      "import type pg from 'pg';",
      'export async function probe(pool: pg.Pool, id: number) {',
      "  await pool.query('DELETE FROM sessions WHERE id = $1', [id]);",
      '  const client = await pool.connect();',
      "  await client.query('BEGIN');",
      '  client.release();',
      '}',
    );
    expect(await databaseAccessErrors('apps/api/src/modules/auth/probe.ts', code)).toEqual([
      expect.stringContaining('Run SQL through infra/database-rows.ts'),
      expect.stringContaining('Run SQL through infra/database-rows.ts'),
    ]);
    expect(await databaseAccessErrors('apps/api/src/infra/probe.ts', code)).toEqual([]);
    expect(await databaseAccessErrors('apps/api/src/modules/auth/probe.test.ts', code)).toEqual([]);
  });

  it('lets sql tagged templates through queryRows, and Prisma with its tagged $queryRaw', async () => {
    expect(
      await databaseAccessErrors(
        'apps/api/src/modules/jobs/probe.ts',
        lines(
          "import type pg from 'pg';",
          "import sql, { empty } from 'sql-template-tag';",
          "import { z } from 'zod';",
          "import type { PrismaClient } from '@mainwork/db';",
          "import { queryRows } from '../../infra/database-rows.ts';",
          'export async function probe(pool: pg.Pool, prisma: PrismaClient, businessId: number | null) {',
          '  const scope = businessId === null ? empty : sql`AND j."businessId" = ${businessId}`;',
          '  const rows = await queryRows(pool, z.object({ id: z.number() }), sql`SELECT j.id FROM jobs j WHERE j.active ${scope}`);',
          '  const locked = await prisma.$queryRaw`SELECT id FROM businesses WHERE id = ${businessId} FOR UPDATE`;',
          '  const words: string[] = [];',
          "  words.push('values of another kind may be pushed');",
          '  const price = `$${(1250 / 100).toFixed(2)}`;',
          '  return [rows, locked, words, price];',
          '}',
        ),
      ),
    ).toEqual([]);
  });
});
