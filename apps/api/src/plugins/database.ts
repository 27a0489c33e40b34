import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@mainwork/db';
import type { PublicReads } from '../infra/replica/public-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: every write, and every read that is not a public one. */
    db: Database;
    /** Where public reads go: the replica when one is configured and in step, else the primary. */
    publicReads: PublicReads;
  }
}

/**
 * Makes the database available as `app.db` (`prisma` and its `pool`) and the public reads' routing as
 * `app.publicReads`. The caller owns their lifetime.
 */
async function databasePlugin(app: FastifyInstance, options: { database: Database; publicReads: PublicReads }) {
  app.decorate('db', options.database);
  app.decorate('publicReads', options.publicReads);
}

export default fp(databasePlugin, { name: 'database' });
