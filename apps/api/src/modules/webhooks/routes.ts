import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  replayWebhookDelivery,
  sendWebhookTest,
  updateWebhook,
} from './webhooks.ts';

/** A business's outgoing webhooks (decision 070): its owners (and admins) subscribe, read the log and replay. */
export async function webhookRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const limits = app.services.config.webhooks;
  const { webhooks } = endpoints;
  const target = (request: { params: { business_id: number; id: number } }) => ({
    businessId: request.params.business_id,
    id: request.params.id,
  });

  registerEndpoint(app, webhooks.list, async (request) =>
    listWebhooks(prisma, { ability: request.ability, businessId: request.params.business_id }),
  );
  registerEndpoint(app, webhooks.create, async (request, reply) => {
    const created = await createWebhook(
      { prisma, limits },
      { ability: request.ability, businessId: request.params.business_id, body: request.body.webhook },
    );
    reply.code(201);
    return created;
  });
  registerEndpoint(app, webhooks.update, async (request) =>
    updateWebhook({ prisma, limits }, { ability: request.ability, ...target(request), body: request.body.webhook }),
  );
  registerEndpoint(app, webhooks.remove, async (request, reply) => {
    await removeWebhook(prisma, { ability: request.ability, ...target(request) });
    return reply.code(204).send();
  });
  registerEndpoint(app, webhooks.deliveries, async (request) =>
    listWebhookDeliveries(prisma, { ability: request.ability, ...target(request) }),
  );
  registerEndpoint(app, webhooks.replay, async (request, reply) => {
    const delivery = await replayWebhookDelivery(prisma, {
      ability: request.ability,
      ...target(request),
      deliveryId: request.params.delivery_id,
    });
    reply.code(201);
    return delivery;
  });
  registerEndpoint(app, webhooks.test, async (request, reply) => {
    const delivery = await sendWebhookTest(prisma, { ability: request.ability, ...target(request) });
    reply.code(201);
    return delivery;
  });
}
