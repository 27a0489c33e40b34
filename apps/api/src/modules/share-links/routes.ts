import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isAutomatedOrPrefetch, visitorSignature } from '../../http/visitor.ts';
import { followShareLink, shareLinksByKey } from './follow-share-link.ts';
import { listMyShareLinks } from './my-share-links.ts';
import { shareLinkKeyFor } from './share-link-key.ts';

export async function shareLinkRoutes(app: FastifyInstance) {
  const { pool } = app.db;
  const links = shareLinksByKey(pool);

  registerEndpoint(app, endpoints.shareLinks.key, async (request) => ({
    share_link_key: await shareLinkKeyFor(pool, {
      userId: request.currentUser!.id,
      ability: request.ability,
      jobId: request.params.id,
    }),
  }));

  registerEndpoint(app, endpoints.shareLinks.show, async (request, reply) => {
    const automated = isAutomatedOrPrefetch(request as never);
    return followShareLink(
      { links, views: app.shareLinkViews, liveJobs: app.liveJobs },
      {
        key: request.params.key,
        signature: automated ? null : visitorSignature(request as never, reply, { create: true }),
        automated,
      },
    );
  });

  registerEndpoint(app, endpoints.shareLinks.mine, async (request) =>
    listMyShareLinks(pool, { userId: request.currentUser!.id, ability: request.ability }),
  );
}
