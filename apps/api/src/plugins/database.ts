import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@mainwork/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database available as `app.db` (`prisma` and its `pool`). The caller owns its lifetime. */
async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
  app.decorate('db', options.database);
}

export default fp(databasePlugin, { name: 'database' });
