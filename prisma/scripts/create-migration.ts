/**
 * Creates a migration from the difference between the committed migrations and schema.prisma:
 *   pnpm db:migration:create <name>
 * Uses DATABASE_URL's server for Prisma's temporary shadow database, or an embedded PostgreSQL.
 * Review the SQL it writes (and add what Prisma cannot express, such as triggers) before committing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../src/embedded.ts';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');
const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('Usage: pnpm db:migration:create <name>');
  process.exit(1);
}

const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: path.join(packageDir, '..', '.data', 'postgres-tools') });
try {
  const { stdout } = await run(
    path.join(packageDir, 'node_modules', '.bin', 'prisma'),
    ['migrate', 'diff', '--from-migrations', 'migrations', '--to-schema-datamodel', 'schema.prisma', '--script'],
    { cwd: packageDir, env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url } },
  );
  const sql = stdout.replace(/^Loaded Prisma config.*\n/m, '');
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.log('schema.prisma and the migrations agree: nothing to create.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(packageDir, 'migrations', `${stamp}_${name}`);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'migration.sql'), sql.trimStart());
    console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await embedded?.stop();
}
