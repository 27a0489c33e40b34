import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './user-job-alerts.ts';
import { confirmVisitorAlert, subscribeVisitor } from './visitor-job-alerts.ts';

/** Saved searches that mail new jobs (docs/decisions/039-job-alerts.md); their e-mails' unsubscribe is notification-settings'. */
export async function jobAlertRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  const { jobAlerts } = endpoints;

  registerEndpoint(app, jobAlerts.list, async (request) => listJobAlerts(prisma, request.currentUser!.id));

  registerEndpoint(app, jobAlerts.create, async (request) =>
    createJobAlert(prisma, request.currentUser!.id, request.body.job_alert),
  );

  registerEndpoint(app, jobAlerts.update, async (request) =>
    updateJobAlert(prisma, request.currentUser!.id, request.params.id, request.body.job_alert),
  );

  registerEndpoint(app, jobAlerts.remove, async (request) =>
    deleteJobAlert(prisma, request.currentUser!.id, request.params.id),
  );

  registerEndpoint(app, jobAlerts.subscribe, async (request) =>
    subscribeVisitor(
      { prisma, publicUrl: config.publicUrl, rateLimits: config.rateLimits },
      { body: request.body, ip: request.ip },
    ),
  );

  registerEndpoint(app, jobAlerts.confirm, async (request) => confirmVisitorAlert(prisma, request.query.token));
}
