import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  createJobSource,
  listAllJobSources,
  listJobSources,
  removeJobSource,
  requestJobSourceSync,
  updateJobSource,
} from './job-sources.ts';

/** A business's job sources (decision 062): owners and admins connect and change them, recruiters read them. */
export async function jobSourceRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const read = app.services.config.jobSources;
  const { jobSources } = endpoints;

  registerEndpoint(app, jobSources.list, async (request) =>
    listJobSources(prisma, { ability: request.ability, businessId: request.params.business_id }),
  );
  registerEndpoint(app, jobSources.create, async (request, reply) => {
    const source = await createJobSource(
      { prisma, read },
      { ability: request.ability, businessId: request.params.business_id, body: request.body.job_source },
    );
    reply.code(201);
    return source;
  });
  registerEndpoint(app, jobSources.update, async (request) =>
    updateJobSource(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      id: request.params.id,
      body: request.body.job_source,
    }),
  );
  registerEndpoint(app, jobSources.remove, async (request, reply) => {
    await removeJobSource(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      id: request.params.id,
    });
    return reply.code(204).send();
  });
  registerEndpoint(app, jobSources.sync, async (request, reply) => {
    const answer = await requestJobSourceSync(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      id: request.params.id,
    });
    reply.code(202);
    return answer;
  });
  registerEndpoint(app, jobSources.adminList, async (request) => listAllJobSources(prisma, request.ability));
}
