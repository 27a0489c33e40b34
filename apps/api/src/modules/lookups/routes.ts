import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findRegion, listLookup, listRegions, listStates, newMembershipTerms, type LookupTable } from './service.ts';

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
  for (const [endpoint, table] of tables) registerEndpoint(app, endpoint, async () => listLookup(prisma, table));

  registerEndpoint(app, lookups.states, async () => listStates(prisma));
  registerEndpoint(app, lookups.regions, async () => listRegions(prisma));
  registerEndpoint(app, lookups.region, async (request) => findRegion(prisma, request.params.id));
  registerEndpoint(app, lookups.newMembershipTerms, async () => newMembershipTerms(prisma));
}
