import type { FastifyInstance } from 'fastify';
import { EMAILED_PAGES, endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findNotificationSettings, unsubscribe, updateNotificationSettings } from './notification-settings.ts';

/** The Notifications tab of `/me`, and the unsubscribe links e-mails carry (docs/decisions/038-notification-settings.md). */
export async function notificationSettingsRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { notificationSettings } = endpoints;

  registerEndpoint(app, notificationSettings.settings, async (request) =>
    findNotificationSettings(prisma, request.currentUser!.id),
  );

  registerEndpoint(app, notificationSettings.updateSettings, async (request) =>
    updateNotificationSettings(prisma, request.currentUser!.id, request.body),
  );

  await app.register(unsubscribeRoutes);
}

/**
 * In its own scope: a mail provider's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a
 * form body, which says nothing the URL's token does not; any body is accepted and ignored.
 */
async function unsubscribeRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  const { notificationSettings } = endpoints;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  registerEndpoint(app, notificationSettings.unsubscribe, async (request) => unsubscribe(prisma, request.query.token));

  // A link opened in a browser changes nothing by itself: the page it lands on confirms with the POST.
  registerEndpoint(app, notificationSettings.unsubscribePage, async (request, reply) =>
    reply.redirect(
      `${config.publicUrl}${EMAILED_PAGES.unsubscribed}?token=${encodeURIComponent(request.query.token)}`,
      303,
    ),
  );
}
