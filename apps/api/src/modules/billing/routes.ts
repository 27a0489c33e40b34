import type { FastifyInstance } from 'fastify';
import { BILLING_MESSAGES, endpoints } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createStripeInvoiceLines } from '../../infra/billing/stripe-invoice-items.ts';
import { checkStripeDelivery } from '../../infra/billing/stripe-webhook-signature.ts';
import { listBillingRecords, sendBillingRecord } from './admin-billing.ts';
import { InvalidStripeEvent, malformedEventMessage, receiveStripeEvent, ZStripeEvent } from './stripe-webhooks.ts';

export async function billingRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  registerEndpoint(app, endpoints.adminBilling.list, async (request, reply) =>
    answerPage(reply, await listBillingRecords(prisma, { ability: request.ability, query: request.query })),
  );
  registerEndpoint(app, endpoints.adminBilling.send, async (request) =>
    sendBillingRecord(prisma, {
      ability: request.ability,
      actor: request.currentUser!,
      id: request.params.id,
      stripeConfigured: config.stripe !== null,
    }),
  );
  await app.register(stripeWebhookRoute);
}

/**
 * `POST /api/v1/webhooks/stripe`, in its own scope: the body is kept as the raw bytes Stripe signed (any
 * content type), checked against `Stripe-Signature`, and only then parsed. The log names the event id,
 * type and outcome, never the payload.
 */
async function stripeWebhookRoute(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  const invoiceLines = config.stripe ? createStripeInvoiceLines(config.stripe) : null;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  registerEndpoint(app, endpoints.stripeWebhooks.receive, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    if (!config.stripeWebhookSecret) request.log.warn('stripe webhook refused: STRIPE_WEBHOOK_SECRET is not set');
    const delivery = config.stripeWebhookSecret
      ? checkStripeDelivery(raw, typeof header === 'string' ? header : undefined, config.stripeWebhookSecret)
      : ({ kind: 'refused' } as const);
    if (delivery.kind === 'refused') throw new AppError('bad_request', BILLING_MESSAGES.badSignature);
    if (delivery.kind === 'not_json') throw new AppError('bad_request', BILLING_MESSAGES.notJson);
    const event = ZStripeEvent.safeParse(delivery.body);
    if (!event.success) throw new AppError('bad_request', malformedEventMessage(event.error));
    try {
      const outcome = await receiveStripeEvent(
        { prisma, publicUrl: config.publicUrl, invoiceLines, payoutsOffered: config.stripeConnect !== null },
        event.data,
      );
      request.log.info(
        { stripe_event_id: event.data.id, stripe_event_type: event.data.type, outcome },
        'stripe event received',
      );
    } catch (error) {
      if (error instanceof InvalidStripeEvent) throw new AppError('bad_request', error.message);
      throw error;
    }
    return { received: true as const };
  });
}
