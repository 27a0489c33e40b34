import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { cachedFor } from '../../infra/caching/cached-for.ts';
import { findRegion, listLookup, listRegions, listStates, LOOKUP_TABLE_NAMES, type LookupTable } from './service.ts';

const REFERENCE_TTL_MS = 5 * 60_000;

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
  // its table is noticed (at once, any process's) or 5 minutes pass; not kept while changes cannot be heard.
  for (const [endpoint, table] of tables) {
    const cached = cachedFor(REFERENCE_TTL_MS, () => listLookup(prisma, table), {
      pool,
      tables: [LOOKUP_TABLE_NAMES[table]],
    });
    registerEndpoint(app, endpoint, cached);
  }
  const states = cachedFor(REFERENCE_TTL_MS, () => listStates(prisma), { pool, tables: ['states'] });
  registerEndpoint(app, lookups.states, states);
  // Regions are an admin's to rename: read each time, never kept.
  registerEndpoint(app, lookups.regions, async () => listRegions(prisma));
  registerEndpoint(app, lookups.region, async (request) => findRegion(prisma, request.params.id));
}
