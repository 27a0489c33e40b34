import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs.ts';

/** A candidate's saved jobs (docs/decisions/061-saved-jobs.md). */
export async function savedJobRoutes(app: FastifyInstance) {
  const { pool } = app.db;
  const { savedJobs } = endpoints;

  registerEndpoint(app, savedJobs.list, async (request) =>
    listSavedJobs(pool, { userId: request.currentUser!.id, ability: request.ability }),
  );

  registerEndpoint(app, savedJobs.save, async (request, reply) => {
    const saved = await saveJob(pool, {
      userId: request.currentUser!.id,
      ability: request.ability,
      jobId: request.params.job_id,
    });
    reply.code(saved.created ? 201 : 200);
    return saved.mark;
  });

  registerEndpoint(app, savedJobs.unsave, async (request, reply) => {
    await unsaveJob(pool, { userId: request.currentUser!.id, ability: request.ability, jobId: request.params.job_id });
    return reply.code(204).send();
  });
}
