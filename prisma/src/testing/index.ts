import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './provided-context.ts';
import { poolConfigFromUrl, withDatabase } from '../connection.ts';
import { openDatabase, type Database } from '../index.ts';

export type TestDatabase = Database & { url: string; name: string; drop(): Promise<void> };

/**
 * A fresh, migrated database cloned from the run's template (see global-setup.ts).
 * Call once per test file (beforeAll) and `drop()` it afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testDatabaseServerUrl');
  const template = inject('testTemplateDatabase');
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(poolConfigFromUrl(serverUrl));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = openDatabase(url, { max: 5 });
  return {
    ...database,
    url,
    name,
    async drop() {
      await database.close();
      const cleanup = new pg.Client(poolConfigFromUrl(serverUrl));
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export { createDatabaseBeforeMigration, type DatabaseBeforeMigration } from './database-before-migration.ts';
