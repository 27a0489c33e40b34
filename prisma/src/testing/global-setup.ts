import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withDatabase } from '../connection.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded.ts';
import { openDatabase } from '../index.ts';
import { migrateDeploy, queueSchemaVersion } from '../migrate.ts';
import { seedReferenceData } from '../../seed/index.ts';
import { connectTestClient } from './test-connections.ts';

import './provided-context.ts';

const packageDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(packageDir, '..');

/** Changes with any migration, the reference data or the queue's schema, so a stale template is never used. */
async function templateFingerprint(): Promise<string> {
  const dir = path.join(packageDir, 'migrations');
  const hash = createHash('sha256');
  for (const name of (await fs.readdir(dir)).sort()) {
    const file = path.join(dir, name, 'migration.sql');
    const sql = await fs.readFile(file, 'utf8').catch(() => '');
    hash.update(name).update(sql);
  }
  hash.update(await fs.readFile(path.join(packageDir, 'seed', 'reference-data.ts'), 'utf8'));
  hash.update(`graphile-worker ${queueSchemaVersion}`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Vitest global setup: one PostgreSQL for the run (DATABASE_URL's server, or an embedded one), and a
 * template database, migrated and holding the reference data, that every test file clones
 * (see createTestDatabase).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(repoRoot, '.data', 'test-postgres') });
    serverUrl = embedded.url;
  }
  const template = `mw_template_${await templateFingerprint()}`;
  const admin = await connectTestClient(serverUrl);
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      await migrateDeploy(withDatabase(serverUrl, building));
      const database = openDatabase(withDatabase(serverUrl, building), { max: 1 });
      try {
        await seedReferenceData(database.prisma);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`).catch(async (error) => {
        // Another run built the same template meanwhile.
        await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
        if (!String(error).includes('already exists')) throw error;
      });
    }
  } finally {
    await admin.end();
  }
  project.provide('testDatabaseServerUrl', serverUrl);
  project.provide('testTemplateDatabase', template);
  return async () => {
    await embedded?.stop();
  };
}
