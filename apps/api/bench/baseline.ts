import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { poolConfigFromUrl } from '@mainwork/db';

/**
 * The floor: bare Fastify and a plain pg.Pool of the app's size, no plugins, hooks, schemas or ORM.
 * Whatever our stack costs on top of this is what the ratios show.
 */
export async function startBaseline(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ ...poolConfigFromUrl(databaseUrl), max: 10 });
  pool.on('error', () => undefined);
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/health', async () => {
    await pool.query('SELECT 1');
    return { status: 'ok' };
  });
  app.get('/states', async () => (await pool.query('SELECT id, name, code FROM states ORDER BY name')).rows);
  // One primary-key SELECT: the floor for a job detail.
  app.get<{ Params: { id: string } }>('/jobs/:id', async (request) => {
    const { rows } = await pool.query('SELECT * FROM jobs WHERE id = $1', [Number(request.params.id)]);
    return rows[0] ?? null;
  });
  const close = async () => {
    await app.close();
    await pool.end();
  };
  try {
    return { url: await app.listen({ host: '127.0.0.1', port: 0 }), close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
