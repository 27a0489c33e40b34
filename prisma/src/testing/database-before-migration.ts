import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import './provided-context.ts';
import { withDatabase } from '../connection.ts';
import { installQueueSchema } from '../migrate.ts';
import { connectTestClient, dropTestDatabase } from './test-connections.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

export type DatabaseBeforeMigration = {
  /** Connected to the database, as it was before the migration. */
  client: pg.Client;
  applyMigration(): Promise<void>;
  drop(): Promise<void>;
};

/**
 * A fresh database with every migration before the one named `<timestamp>_${name}` applied (the queue's
 * schema first, as migrateDeploy does), to test what that migration does to the rows already there: write
 * them through `client`, then `applyMigration()`. Call `drop()` afterwards.
 */
export async function createDatabaseBeforeMigration(name: string): Promise<DatabaseBeforeMigration> {
  const serverUrl = inject('testDatabaseServerUrl');
  const database = `mw_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = await connectTestClient(serverUrl);
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = withDatabase(serverUrl, database);
  let client: pg.Client | undefined;
  const drop = async () => {
    await client?.end().catch(() => undefined);
    await dropTestDatabase(admin, database);
    await admin.end();
  };
  try {
    await installQueueSchema(url);
    client = await connectTestClient(url);
    const migrations = (await fs.readdir(MIGRATIONS_DIR)).filter((entry) => /^\d+_/.test(entry)).sort();
    const at = migrations.findIndex((entry) => entry.endsWith(`_${name}`));
    if (at < 0) throw new Error(`No migration named ${name}`);
    const sqlOf = (migration: string) => fs.readFile(path.join(MIGRATIONS_DIR, migration, 'migration.sql'), 'utf8');
    const connected = client;
    for (const migration of migrations.slice(0, at)) await connected.query(await sqlOf(migration));
    const applyMigration = async () => {
      await connected.query(await sqlOf(migrations[at]!));
    };
    return { client: connected, applyMigration, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
