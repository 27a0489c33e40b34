import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { FetchFailure, postLimited, type FetchLimits } from '../../infra/outbound/limited-fetch.ts';
import { enqueue, type JobHandler } from '../../infra/queue/queue.ts';
import { WEBHOOK_DELIVERY_QUEUE } from '../../domain/webhook-events.ts';
import { webhookPausedMail } from './mail/webhook-paused.tsx';

/**
 * The waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h and 15 h, so seven attempts over about a
 * day (23 h 36 min) before a delivery is given up (docs/decisions/070-webhooks.md).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 54_000_000] as const;

export type WebhookDeliveryDeps = { prisma: PrismaClient; limits: FetchLimits; publicUrl: string };

/** `MainWork-Signature`'s v1: the hex HMAC-SHA256 of "<t>.<body>" with the subscription's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The body every delivery POSTs: the event as recorded, the same bytes whichever attempt or replay. */
export function webhookBody(event: { id: string; type: string; createdAt: Date; data: Prisma.JsonValue }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data: event.data,
  });
}

const ZPayload = z.object({ deliveryId: z.number().int() });

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/**
 * One attempt of a delivery: POST the signed event, log the answer (status, time, error) and, on failure,
 * queue the next attempt or give up. A delivery given up when nothing reached the address since it began
 * (a day of failures) pauses the webhook and tells the business's owners once.
 */
export async function attemptWebhookDelivery(deps: WebhookDeliveryDeps, deliveryId: number): Promise<AttemptOutcome> {
  const { prisma } = deps;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { event: true, subscription: true },
  });
  if (!delivery || delivery.status !== 'pending') return 'skipped';
  const { subscription, event } = delivery;
  if (!subscription.enabled || subscription.pausedAt) {
    await prisma.webhookDelivery.updateMany({
      where: { id: delivery.id, status: 'pending' },
      data: {
        status: 'failed',
        nextAttemptAt: null,
        lastError: 'Stopped: the webhook was paused or turned off before the next attempt.',
      },
    });
    return 'failed';
  }

  const body = webhookBody(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const answer = await postLimited(subscription.url, deps.limits, {
      body,
      headers: {
        'content-type': 'application/json',
        'mainwork-signature': `t=${timestamp},v1=${webhookSignature(subscription.secret, timestamp, body)}`,
        'mainwork-webhook-id': event.id,
        'mainwork-event-type': event.type,
      },
    });
    statusCode = answer.status;
    if (statusCode < 200 || statusCode > 299) error = `The address answered ${statusCode}.`;
  } catch (failure) {
    error = failure instanceof FetchFailure ? failure.message : 'The address could not be reached.';
  }
  const durationMs = Math.round(performance.now() - started);
  const attempt = delivery.attempts + 1;
  const now = new Date();

  return prisma.$transaction(async (tx): Promise<AttemptOutcome> => {
    // The webhook's row first, as its deletion locks it before its deliveries: the two wait, never deadlock.
    const held = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM webhook_subscriptions WHERE id = ${subscription.id} FOR NO KEY UPDATE`;
    if (held.length === 0) return 'skipped';
    await tx.webhookAttempt.create({ data: { deliveryId: delivery.id, attempt, statusCode, durationMs, error } });
    if (error === null) {
      await tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: {
          status: 'delivered',
          attempts: attempt,
          lastStatusCode: statusCode,
          lastError: null,
          nextAttemptAt: null,
        },
      });
      await tx.webhookSubscription.update({ where: { id: subscription.id }, data: { lastSuccessAt: now } });
      return 'delivered';
    }
    const wait = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
    if (wait !== undefined) {
      const nextAttemptAt = new Date(now.getTime() + wait);
      await tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: { attempts: attempt, lastStatusCode: statusCode, lastError: error, nextAttemptAt },
      });
      await enqueue(tx, WEBHOOK_DELIVERY_QUEUE, { deliveryId: delivery.id }, { runAt: nextAttemptAt });
      return 'retrying';
    }
    await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: 'failed', attempts: attempt, lastStatusCode: statusCode, lastError: error, nextAttemptAt: null },
    });
    await pauseIfFailingForADay(tx, deps.publicUrl, { ...subscription, deliveryStartedAt: delivery.createdAt }, error);
    return 'failed';
  });
}

async function pauseIfFailingForADay(
  tx: Prisma.TransactionClient,
  publicUrl: string,
  subscription: { id: number; businessId: number; url: string; deliveryStartedAt: Date },
  error: string,
): Promise<void> {
  // Conditional: only the attempt that pauses it mails, and not when a delivery got through meanwhile.
  const paused = await tx.webhookSubscription.updateMany({
    where: {
      id: subscription.id,
      pausedAt: null,
      enabled: true,
      OR: [{ lastSuccessAt: null }, { lastSuccessAt: { lt: subscription.deliveryStartedAt } }],
    },
    data: { pausedAt: new Date() },
  });
  if (paused.count === 0) return;
  const owners = await tx.businessMember.findMany({
    where: { businessId: subscription.businessId, role: 'owner', status: 'active' },
    select: { user: { select: { email: true, firstName: true } } },
  });
  for (const owner of owners) {
    if (!owner.user) continue;
    const mail = await webhookPausedMail({
      to: owner.user.email,
      firstName: owner.user.firstName,
      publicUrl,
      url: subscription.url,
      error,
    });
    await enqueueMail(tx, mail, { transactional: true });
  }
}

/** The queue's task: one attempt per job; a failed attempt queues the next itself, so the job never throws for it. */
export function deliverWebhookJob(deps: WebhookDeliveryDeps): JobHandler {
  return async (payload) => {
    await attemptWebhookDelivery(deps, ZPayload.parse(payload).deliveryId);
  };
}
