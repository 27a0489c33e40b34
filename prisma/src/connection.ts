import type { PoolConfig } from 'pg';

/**
 * Discrete pool fields rather than a connection string, so that the adapter can switch databases
 * (Prisma's shadow database is made by copying this config with another `database`).
 */
export function poolConfigFromUrl(url: string): PoolConfig {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  return {
    host: host || 'localhost',
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password) || undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
