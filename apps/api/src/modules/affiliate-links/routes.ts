import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isAutomatedOrPrefetch, visitorSignature } from '../../http/visitor.ts';
import {
  createAffiliateLink,
  listAffiliateLinkEvents,
  listAffiliateLinks,
  showAffiliateLink,
  updateAffiliateLink,
} from './admin.ts';
import { viewAffiliateLink } from './service.ts';

export async function affiliateLinkRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { affiliateLinks } = endpoints;

  registerEndpoint(app, affiliateLinks.view, async (request, reply) => {
    const noEvent = request.query.no_event === 'true';
    const automated = isAutomatedOrPrefetch(request as never);
    return viewAffiliateLink(prisma, {
      keyOrId: request.params.key,
      noEvent,
      // Bots and prefetches get no visitor cookie, as on share links.
      signature: noEvent || automated ? null : visitorSignature(request as never, reply, { create: true }),
      automated,
    });
  });

  registerEndpoint(app, affiliateLinks.list, async (request) => listAffiliateLinks(prisma, request.ability));
  registerEndpoint(app, affiliateLinks.create, async (request) =>
    createAffiliateLink(prisma, { ability: request.ability, fields: request.body }),
  );
  registerEndpoint(app, affiliateLinks.show, async (request) =>
    showAffiliateLink(prisma, { ability: request.ability, id: request.params.id }),
  );
  registerEndpoint(app, affiliateLinks.update, async (request) =>
    updateAffiliateLink(prisma, { ability: request.ability, id: request.params.id, fields: request.body }),
  );
  registerEndpoint(app, affiliateLinks.events, async (request, reply) =>
    answerPage(
      reply,
      await listAffiliateLinkEvents(prisma, {
        ability: request.ability,
        id: request.params.id,
        page: request.query.page,
        selection: request.query.selection,
      }),
    ),
  );
}
