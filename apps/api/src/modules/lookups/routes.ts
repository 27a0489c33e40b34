import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { cachedFor } from '../../infra/caching/cached-for.ts';
import { findRegion, listLookup, listRegions, listStates, type LookupTable } from './service.ts';

const REFERENCE_TTL_MS = 5 * 60_000;

export async function lookupRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
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
  // Reference data changes only with a deploy's seed: cached per process for a few minutes.
  for (const [endpoint, table] of tables) {
    const cached = cachedFor(REFERENCE_TTL_MS, () => listLookup(prisma, table));
    registerEndpoint(app, endpoint, cached);
  }
  const states = cachedFor(REFERENCE_TTL_MS, () => listStates(prisma));
  registerEndpoint(app, lookups.states, states);
  registerEndpoint(app, lookups.regions, async () => listRegions(prisma));
  registerEndpoint(app, lookups.region, async (request) => findRegion(prisma, request.params.id));
}
