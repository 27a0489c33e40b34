import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { Cache } from '../../infra/caching/cache.ts';
import { findRegion, listLookup, listRegions, listStates, LOOKUP_TABLE_NAMES, type LookupTable } from './service.ts';

/** Kept until a change to the table is heard; past this, given for a minute more while read again. */
const REFERENCE_TTL_MS = 5 * 60_000;
const REFERENCE_STALE_MS = 60_000;

export async function lookupRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { lookups } = endpoints;

  const tables: Array<[typeof lookups.jobTypes, LookupTable]> = [
    [lookups.employerSizes, 'employerSize'],
    [lookups.jobTypes, 'jobType'],
    [lookups.jobFunctions, 'jobFunction'],
    [lookups.jobIndustries, 'jobIndustry'],
    [lookups.jobLocationTypes, 'jobLocationType'],
    [lookups.jobExperienceLevels, 'jobExperienceLevel'],
    [lookups.paymentMethods, 'paymentMethod'],
  ];
  // Reference data changes only with a deploy's seed (or by hand): kept in each process until a change to
  // its table is heard (at once, any process's); not kept while changes cannot be heard (decision 073).
  const keptList = <T extends object>(table: string, read: () => Promise<T>) => {
    const cache = new Cache<'list', T>({
      maxEntries: 1,
      ttlMs: REFERENCE_TTL_MS,
      staleForMs: REFERENCE_STALE_MS,
      load: read,
      changedBy: { pool, tables: [table] },
    });
    return async () => (await cache.get('list'))!;
  };
  for (const [endpoint, table] of tables) {
    registerEndpoint(
      app,
      endpoint,
      keptList(LOOKUP_TABLE_NAMES[table], () => listLookup(prisma, table)),
    );
  }
  registerEndpoint(
    app,
    lookups.states,
    keptList('states', () => listStates(prisma)),
  );
  // Regions are an admin's to rename: read each time, never kept.
  registerEndpoint(app, lookups.regions, async () => listRegions(prisma));
  registerEndpoint(app, lookups.region, async (request) => findRegion(prisma, request.params.id));
}
