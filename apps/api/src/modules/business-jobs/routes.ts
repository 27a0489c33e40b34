import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { extendPosting } from './posting-expiry.ts';
import { createBusinessJob, showBusinessJob, updateBusinessJob } from './service.ts';

export async function businessJobRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.businessJobs.show, async (request) =>
    showBusinessJob(prisma, request.ability, request.params),
  );
  registerEndpoint(app, endpoints.businessJobs.create, async (request) =>
    createBusinessJob(prisma, request.ability, request.params.business_id, request.body.job, request.currentUser!.id),
  );
  registerEndpoint(app, endpoints.businessJobs.update, async (request) =>
    updateBusinessJob(prisma, request.ability, request.params, request.body.job, request.currentUser!.id),
  );
  registerEndpoint(app, endpoints.businessJobs.extend, async (request) => extendPosting(prisma, request.query.token));
}
