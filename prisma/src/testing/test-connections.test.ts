import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from '../connection.ts';
import { connectTestClient, dropTestDatabase, testPool } from './test-connections.ts';

const serverUrl = () => inject('testDatabaseServerUrl');

async function newDatabase() {
  const admin = await connectTestClient(serverUrl());
  const name = `mw_connections_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  return { admin, name, url: withDatabase(serverUrl(), name) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dropping a test database', () => {
  it('waits for a pool whose end is under way, and warns of nothing', async () => {
    const { admin, name, url } = await newDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pool = testPool(url);
    await pool.query('SELECT 1');
    const ending = pool.end();
    await dropTestDatabase(admin, name);
    await ending;
    expect(warn).not.toHaveBeenCalled();
    expect((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount).toBe(0);
    await admin.end();
  });

  it('ends what a test forgot, naming it, and the ended connections raise no uncaught error', async () => {
    const { admin, name, url } = await newDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forgottenClient = await connectTestClient(url);
    await forgottenClient.query("SET application_name = 'forgotten client'");
    const forgottenPool = testPool(url);
    await forgottenPool.query('SELECT 1');

    await dropTestDatabase(admin, name);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('forgotten client');
    // The server ended them (57P01): a query on the client rejects rather than crashing the run.
    await expect(forgottenClient.query('SELECT 1')).rejects.toThrow();
    await forgottenClient.end().catch(() => undefined);
    await forgottenPool.end();
    await admin.end();
  });
});
