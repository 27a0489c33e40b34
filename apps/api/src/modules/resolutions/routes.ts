import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { applyResolutionEvent } from './apply-resolution-event.ts';
import { costForMwHiresBreakdown } from './cost-breakdown.ts';
import { resolutionApplicants } from './resolution-applicants.ts';
import type { ResolutionDeps } from './resolution-deps.ts';
import { startResolution } from './start-resolution.ts';
import { viewResolution } from './view-resolution.ts';

/** Closing a posting: the resolve-job wizard's calls (spec §7 Resolutions). */
export async function resolutionRoutes(app: FastifyInstance) {
  const { config } = app.services;
  const deps: ResolutionDeps = {
    prisma: app.db.prisma,
    publicUrl: config.publicUrl,
    platformFeePercent: config.platformFeePercent,
    stripeConfigured: config.stripe !== null,
  };
  const access = (request: { ability: AppAbility; params: { business_id: number; job_id: number } }) => ({
    ability: request.ability,
    businessId: request.params.business_id,
    jobId: request.params.job_id,
  });

  registerEndpoint(app, endpoints.resolutions.create, async (request, reply) => {
    const { resolution, created } = await startResolution(deps, access(request));
    if (created) reply.code(201);
    return resolution;
  });

  registerEndpoint(app, endpoints.resolutions.current, async (request) => viewResolution(deps, access(request)));

  registerEndpoint(app, endpoints.resolutions.update, async (request) =>
    applyResolutionEvent(deps, {
      ...access(request),
      resolutionId: request.params.id,
      actorId: request.currentUser!.id,
      body: request.body,
    }),
  );

  registerEndpoint(app, endpoints.resolutions.applicants, async (request) =>
    resolutionApplicants(deps, access(request)),
  );

  registerEndpoint(app, endpoints.resolutions.costBreakdown, async (request) =>
    costForMwHiresBreakdown(deps, { ...access(request), resolutionId: request.params.id }),
  );
}
