import { randomBytes } from 'node:crypto';
import type { Prisma } from '@mainwork/db';
import type { TWebhookEventType } from '@mainwork/contracts';
import { enqueue } from '../infra/queue/queue.ts';

/** The queue of webhook deliveries: one job per attempt (modules/webhooks/deliver-webhook.ts runs it). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.deliver';

export type WebhookEventInput = { businessId: number; type: TWebhookEventType; data: Prisma.InputJsonValue };

type Tx = Pick<Prisma.TransactionClient, 'webhookSubscription' | 'webhookEvent' | 'webhookDelivery' | '$executeRaw'>;

export const newWebhookEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/**
 * Queues a delivery of an event to each subscription: a row to log it and a job to send it, in the caller's
 * transaction, so a delivery exists exactly when the event's change commits.
 */
export async function queueWebhookDeliveries(tx: Tx, eventId: string, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return [];
  const deliveries = await tx.webhookDelivery.createManyAndReturn({
    data: subscriptionIds.map((subscriptionId) => ({ subscriptionId, eventId, nextAttemptAt: new Date() })),
  });
  for (const delivery of deliveries) {
    await enqueue(
      tx,
      WEBHOOK_DELIVERY_QUEUE,
      { deliveryId: delivery.id },
      { jobKey: `webhook-delivery-${delivery.id}` },
    );
  }
  return deliveries;
}

/**
 * Records a business's events for its webhooks, in the transaction of the change that causes them (the outbox,
 * docs/decisions/070-webhooks.md): a rolled-back change leaves no event. An event no active webhook of the
 * business subscribes to is not kept.
 */
export async function recordWebhookEvents(tx: Tx, events: WebhookEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const subscriptions = await tx.webhookSubscription.findMany({
    where: {
      businessId: { in: [...new Set(events.map((event) => event.businessId))] },
      enabled: true,
      pausedAt: null,
    },
    select: { id: true, businessId: true, events: true },
  });
  if (subscriptions.length === 0) return;
  for (const event of events) {
    const listening = subscriptions.filter(
      (subscription) => subscription.businessId === event.businessId && subscription.events.includes(event.type),
    );
    if (listening.length === 0) continue;
    const { id } = await tx.webhookEvent.create({
      data: { id: newWebhookEventId(), businessId: event.businessId, type: event.type, data: event.data },
      select: { id: true },
    });
    await queueWebhookDeliveries(
      tx,
      id,
      listening.map((subscription) => subscription.id),
    );
  }
}
