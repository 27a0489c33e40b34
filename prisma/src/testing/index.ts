import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import './provided-context.ts';
import { withDatabase } from '../connection.ts';
import { openDatabase, type Database } from '../index.ts';
import { connectTestClient, dropTestDatabase } from './test-connections.ts';

export type TestDatabase = Database & { url: string; name: string; drop(): Promise<void> };

/**
 * A fresh, migrated database cloned from the run's template (see global-setup.ts).
 * Call once per test file (beforeAll) and `drop()` it afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testDatabaseServerUrl');
  const template = inject('testTemplateDatabase');
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  const admin = await connectTestClient(serverUrl);
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
      const cleanup = await connectTestClient(serverUrl);
      try {
        await dropTestDatabase(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export { createDatabaseBeforeMigration, type DatabaseBeforeMigration } from './database-before-migration.ts';
export { connectTestClient, dropTestDatabase, testPool } from './test-connections.ts';
