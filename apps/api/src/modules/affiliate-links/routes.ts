import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isAutomatedOrPrefetch, visitorSignature } from '../../http/visitor.ts';
import { viewAffiliateLink } from './service.ts';

export async function affiliateLinkRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.affiliateLinks.view, async (request, reply) => {
    const noEvent = request.query.no_event === 'true';
    return viewAffiliateLink(app.db.prisma, {
      keyOrId: request.params.key,
      noEvent,
      signature: noEvent ? null : visitorSignature(request as never, reply, { create: true }),
      automated: isAutomatedOrPrefetch(request as never),
    });
  });
}
