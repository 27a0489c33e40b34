import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isEligibleToApply } from './eligibility.ts';

export async function applicationRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.jobs.eligibleToApply, async (request) => ({
    result: await isEligibleToApply(app.db.pool, request.currentUser!, request.ability, request.query.job_id),
  }));
}
