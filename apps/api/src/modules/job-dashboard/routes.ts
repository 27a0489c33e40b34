import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { setApplicationsPaused } from './applications-paused.ts';
import { dashboardTotals, findDashboardJob, listDashboardJobs } from './dashboard-jobs.ts';

export async function jobDashboardRoutes(app: FastifyInstance) {
  const { pool } = app.db;

  registerEndpoint(app, endpoints.jobDashboard.list, async (request, reply) =>
    answerPage(
      reply,
      await listDashboardJobs(pool, {
        ability: request.ability,
        businessId: request.params.business_id,
        ...request.query,
      }),
    ),
  );

  registerEndpoint(app, endpoints.jobDashboard.totals, async (request) =>
    dashboardTotals(pool, { ability: request.ability, businessId: request.params.business_id }),
  );

  registerEndpoint(app, endpoints.jobDashboard.summary, async (request) =>
    findDashboardJob(pool, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobId: request.params.job_id,
    }),
  );

  registerEndpoint(app, endpoints.jobDashboard.setApplicationsPaused, async (request) =>
    setApplicationsPaused(pool, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobIds: request.body.job_ids,
      paused: request.body.applications_paused,
    }),
  );
}
