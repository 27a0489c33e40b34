import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { sendCsvAttachment } from '../../http/csv-attachment.ts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { previewStageMail, setApplicantStatus } from './applicant-status.ts';
import { applicantsCsv, listApplicants } from './list-applicants.ts';

export async function applicantRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const deps = { prisma, pool, publicUrl: app.services.config.publicUrl };

  registerEndpoint(app, endpoints.applicants.list, async (request, reply) =>
    answerPage(
      reply,
      await listApplicants(pool, {
        ability: request.ability,
        businessId: request.params.business_id,
        jobId: request.params.job_id,
        search: request.query.search,
        status: request.query.status,
        page: request.query.page,
      }),
    ),
  );

  registerEndpoint(app, endpoints.applicants.updateStatus, async (request) => {
    const [applicant] = await setApplicantStatus(deps, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobId: request.params.job_id,
      applicationIds: [request.params.id],
      status: request.body.application.status,
      notifyCandidate: request.body.application.notify_candidate ?? false,
    });
    return applicant!;
  });

  registerEndpoint(app, endpoints.applicants.stageMail, async (request) =>
    previewStageMail(deps, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobId: request.params.job_id,
      applicationId: request.params.id,
      status: request.query.status,
    }),
  );

  registerEndpoint(app, endpoints.applicants.updateStatuses, async (request) =>
    setApplicantStatus(deps, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobId: request.params.job_id,
      applicationIds: request.body.application_ids,
      status: request.body.application.status,
      notifyCandidate: request.body.application.notify_candidate ?? false,
    }),
  );

  registerEndpoint(app, endpoints.applicants.export, async (request, reply) => {
    const csv = await applicantsCsv(pool, {
      ability: request.ability,
      businessId: request.params.business_id,
      jobId: request.params.job_id,
      search: request.query.search,
      status: request.query.status,
    });
    return sendCsvAttachment(reply, csv.filename, csv.lines);
  });
}
