import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shippedMigrations } from './migrate.ts';
import { createDatabaseBeforeMigration, createTestDatabase } from './testing/index.ts';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');

describe('migrations and schema.prisma', () => {
  it('agree: replaying every migration gives exactly the schema (prisma migrate diff --exit-code)', async () => {
    const result = await run(
      path.join(packageDir, 'node_modules', '.bin', 'prisma'),
      ['migrate', 'diff', '--from-migrations', 'migrations', '--to-schema-datamodel', 'schema.prisma', '--exit-code'],
      { cwd: packageDir, env: { ...process.env, DATABASE_URL: inject('testDatabaseServerUrl') } },
    ).then(
      (output) => ({ code: 0, output: output.stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: `${error.stdout}\n${error.stderr}`,
      }),
    );
    expect(result.output).toContain('No difference detected');
    expect(result.code).toBe(0);
  });

  it('enforce the rules that keep data true', async () => {
    const db = await createTestDatabase();
    try {
      const user = await db.prisma.user.create({ data: { email: 'one@example.com', passwordHash: 'x' } });
      await expect(
        db.prisma.user.create({ data: { email: 'one@example.com', passwordHash: 'y' } }),
      ).rejects.toMatchObject({ code: 'P2002' });
      const business = await db.prisma.business.create({ data: { name: 'Acme' } });
      const job = await db.prisma.job.create({
        data: { businessId: business.id, title: 'Baker', description: '<p>Bread</p>' },
      });
      await db.prisma.application.create({ data: { userId: user.id, jobId: job.id } });
      await expect(db.prisma.application.create({ data: { userId: user.id, jobId: job.id } })).rejects.toMatchObject({
        code: 'P2002',
      });
      await db.prisma.shareLink.create({ data: { userId: user.id, jobId: job.id, key: 'abc123xyz' } });
      await expect(
        db.prisma.shareLink.create({ data: { userId: user.id, jobId: job.id, key: 'other-key1' } }),
      ).rejects.toMatchObject({ code: 'P2002' });
      await db.prisma.resolution.create({ data: { jobId: job.id } });
      await expect(db.prisma.resolution.create({ data: { jobId: job.id } })).rejects.toMatchObject({ code: 'P2002' });
    } finally {
      await db.drop();
    }
  });

  it('keeps a search row for each live job by trigger, business name included', async () => {
    const db = await createTestDatabase();
    try {
      const business = await db.prisma.business.create({ data: { name: 'Harbor Bakery' } });
      const job = await db.prisma.job.create({
        data: { businessId: business.id, title: 'Pastry chef', description: '<p>Croissants <b>daily</b></p>' },
      });
      const match = (query: string) =>
        db.prisma.$queryRaw<
          Array<{ jobId: number }>
        >`SELECT "jobId" FROM search.job_search WHERE "searchVector" @@ plainto_tsquery('english', ${query})`;
      expect(await match('pastry')).toEqual([{ jobId: job.id }]);
      expect(await match('croissant')).toEqual([{ jobId: job.id }]);
      expect(await match('harbor')).toEqual([{ jobId: job.id }]);
      expect(await match('b')).toEqual([]);

      await db.prisma.business.update({ where: { id: business.id }, data: { name: 'Lighthouse Breads' } });
      expect(await match('lighthouse')).toEqual([{ jobId: job.id }]);
      await db.prisma.job.update({ where: { id: job.id }, data: { title: 'Bread baker' } });
      expect(await match('pastry')).toEqual([]);
      expect(await match('baker')).toEqual([{ jobId: job.id }]);

      await db.prisma.job.update({ where: { id: job.id }, data: { active: false } });
      expect(await match('baker')).toEqual([]);
      await db.prisma.job.update({ where: { id: job.id }, data: { active: true } });
      expect(await match('baker')).toEqual([{ jobId: job.id }]);
      await db.prisma.business.update({ where: { id: business.id }, data: { active: false } });
      expect(await match('baker')).toEqual([]);
      await db.prisma.business.update({ where: { id: business.id }, data: { active: true } });
      expect(await match('baker')).toEqual([{ jobId: job.id }]);
      await db.prisma.job.delete({ where: { id: job.id } });
      expect(await match('baker')).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('move the jobs still waiting in queue_jobs to the job queue when that table is dropped', async () => {
    const before = await createDatabaseBeforeMigration('drop_queue_jobs');
    try {
      await before.client.query(
        `INSERT INTO queue_jobs (queue, payload, attempts, "maxAttempts", "completedAt", "failedAt") VALUES
           ('mail.send', '{"to": "waiting@example.com"}', 2, 5, NULL, NULL),
           ('mail.send', '{"to": "sent@example.com"}', 1, 5, now(), NULL),
           ('mail.send', '{"to": "given-up@example.com"}', 5, 5, NULL, now())`,
      );

      await before.applyMigration();
      const { rows } = await before.client.query(
        `SELECT j.task_identifier, p.payload, j.max_attempts, j.attempts
         FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id`,
      );
      expect(rows).toEqual([
        { task_identifier: 'mail.send', payload: { to: 'waiting@example.com' }, max_attempts: 3, attempts: 0 },
      ]);
      expect((await before.client.query(`SELECT to_regclass('queue_jobs') AS table`)).rows).toEqual([{ table: null }]);
    } finally {
      await before.drop();
    }
  });
});

/**
 * A search brings its answer over the rows changed since it was read by reading each row's earlier version from
 * `search.row_changes` as `search.job_search` is now (decision 079). A later migration that changes that table's
 * columns or rewrites its rows must move `search.row_changes_kept.after` (or empty the log) in the same migration,
 * so that no answer is brought over versions of the old shape: the names of those that do not.
 */
function searchRowMigrationsLeavingTheLog(migrations: Array<{ name: string; sql: string }>): string[] {
  const logStart = migrations.findIndex((migration) => migration.name.endsWith('_search_row_changes'));
  return migrations
    .slice(logStart + 1)
    .filter(({ sql }) => {
      const statements = sql.replace(/--.*$/gm, '');
      const changesRows =
        /\bALTER\s+TABLE\s+(IF\s+EXISTS\s+)?(ONLY\s+)?search\.job_search\b/i.test(statements) ||
        /\bUPDATE\s+(ONLY\s+)?search\.job_search\b/i.test(statements);
      return changesRows && !/\bsearch\.row_changes_kept\b/i.test(statements);
    })
    .map(({ name }) => name);
}

describe("a migration of the search rows after the change log's", () => {
  let migrations: Array<{ name: string; sql: string }> = [];
  beforeAll(async () => {
    migrations = await Promise.all(
      (await shippedMigrations()).map(async (name) => ({
        name,
        sql: await fs.readFile(path.join(packageDir, 'migrations', name, 'migration.sql'), 'utf8'),
      })),
    );
  });

  it('moves where the log is whole from, whenever it changes the rows a search reads back', () => {
    expect(migrations.some((migration) => migration.name.endsWith('_search_row_changes'))).toBe(true);
    expect(searchRowMigrationsLeavingTheLog(migrations)).toEqual([]);
  });

  it('is caught when it adds a column, or backfills, without moving it; not for a comment or another table', () => {
    const later = (name: string, sql: string) => [...migrations, { name: `20990101000000_${name}`, sql }];
    expect(
      searchRowMigrationsLeavingTheLog(later('column', 'ALTER TABLE search.job_search ADD COLUMN "remote" boolean;')),
    ).toEqual(['20990101000000_column']);
    expect(
      searchRowMigrationsLeavingTheLog(later('backfill', 'UPDATE search.job_search SET "remote" = false;')),
    ).toEqual(['20990101000000_backfill']);
    expect(
      searchRowMigrationsLeavingTheLog(
        later(
          'moved',
          `ALTER TABLE search.job_search ADD COLUMN "remote" boolean;
           UPDATE search.row_changes_kept SET after = (SELECT last_value FROM search.changes);`,
        ),
      ),
    ).toEqual([]);
    expect(
      searchRowMigrationsLeavingTheLog(
        later('other', '-- search.job_search is untouched\nALTER TABLE jobs ADD COLUMN "remote" boolean;'),
      ),
    ).toEqual([]);
  });
});
