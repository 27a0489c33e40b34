import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { findApplicationFile } from './application-files.ts';
import { applyToJob } from './apply-to-job.ts';
import { listAppliedJobs } from './applied-jobs.ts';
import { isEligibleToApply } from './eligibility.ts';
import { listMyApplications } from './my-applications.ts';

export async function applicationRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { config, storage } = app.services;

  registerEndpoint(app, endpoints.jobs.eligibleToApply, async (request) => ({
    result: await isEligibleToApply(pool, request.currentUser!, request.ability, request.query.job_id),
  }));

  registerEndpoint(app, endpoints.applications.apply, async (request) =>
    applyToJob(
      { prisma, pool, publicUrl: config.publicUrl },
      {
        user: request.currentUser!,
        ability: request.ability,
        jobId: request.params.id,
        shareKey: request.query.key,
        // Spec §7: multipart is Instant Apply; the JSON `{ application: {} }` records an external apply.
        kind: request.isMultipart() ? 'instant' : 'external',
        fields: request.body.application,
        uploads: request.uploads,
      },
    ),
  );

  registerEndpoint(app, endpoints.applications.mine, async (request) =>
    listMyApplications(pool, { userId: request.currentUser!.id, ability: request.ability }),
  );

  registerEndpoint(app, endpoints.applications.appliedJobs, async (request) =>
    listAppliedJobs(pool, request.currentUser!.id),
  );

  registerEndpoint(app, endpoints.applications.resume, async (request, reply) =>
    sendAttachment(
      reply,
      storage,
      await findApplicationFile(prisma, {
        applicationId: request.params.id,
        which: 'resume',
        ability: request.ability,
      }),
    ),
  );

  registerEndpoint(app, endpoints.applications.coverLetter, async (request, reply) =>
    sendAttachment(
      reply,
      storage,
      await findApplicationFile(prisma, {
        applicationId: request.params.id,
        which: 'coverLetter',
        ability: request.ability,
      }),
    ),
  );
}
