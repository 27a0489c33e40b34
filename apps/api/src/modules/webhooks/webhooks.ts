import { randomBytes } from 'node:crypto';
import type { PrismaClient, WebhookAttempt, WebhookDelivery, WebhookEvent, WebhookSubscription } from '@mainwork/db';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_BUSINESS_MAX,
  type TCreatedWebhook,
  type TWebhook,
  type TWebhookCreate,
  type TWebhookDelivery,
  type TWebhookEventType,
  type TWebhookUpdate,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { checkOutboundAddress, FetchFailure, type FetchLimits } from '../../infra/outbound/limited-fetch.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { newWebhookEventId, queueWebhookDeliveries } from '../../domain/webhook-events.ts';

/**
 * The gate of a business's webhooks: its owners, and admins (support); users without an employer dashboard
 * 403; another business's member 404; a recruiter 403 (a webhook sends applicants' details elsewhere).
 */
function assertWebhookAccess(ability: AppAbility, businessId: number): void {
  if (ability.can('read', 'admin_dashboard')) return;
  if (!ability.can('read', 'employers_dashboard')) throw AppError.forbidden();
  if (!canOn(ability, 'read', 'Business', { id: businessId })) throw AppError.notFound('Business');
  if (!canOn(ability, 'update', 'Business', { id: businessId })) throw AppError.forbidden(WEBHOOK_MESSAGES.ownersOnly);
}

const isEventType = (type: string): type is TWebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

function toWire(subscription: WebhookSubscription): TWebhook {
  return {
    id: subscription.id,
    url: subscription.url,
    events: subscription.events.filter(isEventType),
    status: subscription.pausedAt ? 'paused' : subscription.enabled ? 'active' : 'disabled',
    paused_at: subscription.pausedAt?.toISOString() ?? null,
    last_success_at: subscription.lastSuccessAt?.toISOString() ?? null,
    created_at: subscription.createdAt.toISOString(),
  };
}

type DeliveryRow = WebhookDelivery & { event: Pick<WebhookEvent, 'type'>; log: Pick<WebhookAttempt, 'durationMs'>[] };

function deliveryToWire(delivery: DeliveryRow): TWebhookDelivery {
  const type = delivery.event.type;
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: isEventType(type) ? type : WEBHOOK_TEST_EVENT,
    status: delivery.status,
    attempts: delivery.attempts,
    status_code: delivery.lastStatusCode,
    response_time_ms: delivery.log[0]?.durationMs ?? null,
    error: delivery.lastError,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
  };
}

const deliveryInclude = {
  event: { select: { type: true } },
  log: { select: { durationMs: true }, orderBy: { id: 'desc' as const }, take: 1 },
};

async function businessExists(prisma: PrismaClient, businessId: number): Promise<void> {
  const business = await prisma.business.findUnique({ where: { id: businessId }, select: { id: true } });
  if (!business) throw AppError.notFound('Business');
}

async function subscriptionOf(prisma: PrismaClient, businessId: number, id: number): Promise<WebhookSubscription> {
  const subscription = await prisma.webhookSubscription.findFirst({ where: { id, businessId } });
  if (!subscription) throw AppError.notFound('Webhook');
  return subscription;
}

/**
 * An address deliveries may go to: HTTPS (http:// too when private hosts are allowed, for local receivers),
 * no user name or password in it, and a host that resolves to public addresses only. Checked again at every
 * attempt, whose connection goes to the address checked then.
 */
async function checkedUrl(url: string, limits: FetchLimits): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw AppError.invalid({ url: ['Enter the web address that receives the events, starting with https://.'] });
  }
  const schemes = limits.allowPrivateHosts ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(parsed.protocol)) throw AppError.invalid({ url: ['The address must start with https://.'] });
  if (parsed.username || parsed.password) {
    throw AppError.invalid({
      url: ['Leave the user name and password out of the address; check the signature instead.'],
    });
  }
  try {
    await checkOutboundAddress(parsed.toString(), limits);
  } catch (error) {
    if (error instanceof FetchFailure) throw AppError.invalid({ url: [error.message] });
    throw error;
  }
  return parsed.toString();
}

export async function listWebhooks(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number },
): Promise<TWebhook[]> {
  assertWebhookAccess(options.ability, options.businessId);
  await businessExists(prisma, options.businessId);
  const subscriptions = await prisma.webhookSubscription.findMany({
    where: { businessId: options.businessId },
    orderBy: { id: 'asc' },
  });
  return subscriptions.map(toWire);
}

/** Subscribes an address; the answer carries the signing secret, which is never shown again. */
export async function createWebhook(
  deps: { prisma: PrismaClient; limits: FetchLimits },
  options: { ability: AppAbility; businessId: number; body: TWebhookCreate['webhook'] },
): Promise<TCreatedWebhook> {
  const { prisma } = deps;
  assertWebhookAccess(options.ability, options.businessId);
  await businessExists(prisma, options.businessId);
  const count = await prisma.webhookSubscription.count({ where: { businessId: options.businessId } });
  if (count >= WEBHOOKS_PER_BUSINESS_MAX) throw AppError.invalid({ webhook: [WEBHOOK_MESSAGES.tooMany] });
  const url = await checkedUrl(options.body.url, deps.limits);
  const created = await prisma.webhookSubscription.create({
    data: {
      businessId: options.businessId,
      url,
      events: options.body.events,
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
    },
  });
  return { ...toWire(created), secret: created.secret };
}

/** Changes the address or events; `enabled: true` also resumes a webhook MainWork paused. */
export async function updateWebhook(
  deps: { prisma: PrismaClient; limits: FetchLimits },
  options: { ability: AppAbility; businessId: number; id: number; body: TWebhookUpdate['webhook'] },
): Promise<TWebhook> {
  const { prisma } = deps;
  assertWebhookAccess(options.ability, options.businessId);
  const subscription = await subscriptionOf(prisma, options.businessId, options.id);
  const { body } = options;
  const url = body.url !== undefined ? await checkedUrl(body.url, deps.limits) : undefined;
  const updated = await prisma.webhookSubscription.update({
    where: { id: subscription.id },
    data: {
      ...(url !== undefined ? { url } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.enabled === true ? { pausedAt: null } : {}),
    },
  });
  return toWire(updated);
}

export async function removeWebhook(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number },
): Promise<void> {
  assertWebhookAccess(options.ability, options.businessId);
  const subscription = await subscriptionOf(prisma, options.businessId, options.id);
  await prisma.webhookSubscription.delete({ where: { id: subscription.id } });
}

/** The last 100 deliveries, newest first. */
export async function listWebhookDeliveries(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number },
): Promise<TWebhookDelivery[]> {
  assertWebhookAccess(options.ability, options.businessId);
  const subscription = await subscriptionOf(prisma, options.businessId, options.id);
  const deliveries = await prisma.webhookDelivery.findMany({
    where: { subscriptionId: subscription.id },
    include: deliveryInclude,
    orderBy: { id: 'desc' },
    take: 100,
  });
  return deliveries.map(deliveryToWire);
}

function assertActive(subscription: WebhookSubscription): void {
  if (!subscription.enabled || subscription.pausedAt) throw AppError.invalid({ webhook: [WEBHOOK_MESSAGES.notActive] });
}

/** Sends an event again as a new delivery (the same event id, so a receiver that has it can tell). */
export async function replayWebhookDelivery(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number; deliveryId: number },
): Promise<TWebhookDelivery> {
  assertWebhookAccess(options.ability, options.businessId);
  const subscription = await subscriptionOf(prisma, options.businessId, options.id);
  const delivery = await prisma.webhookDelivery.findFirst({
    where: { id: options.deliveryId, subscriptionId: subscription.id },
  });
  if (!delivery) throw AppError.notFound('Delivery');
  assertActive(subscription);
  const [replayed] = await prisma.$transaction((tx) => queueWebhookDeliveries(tx, delivery.eventId, [subscription.id]));
  return deliveryToWire(
    await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: replayed!.id }, include: deliveryInclude }),
  );
}

/** A `webhook.test` event for this webhook alone, to check the receiver and its signature check. */
export async function sendWebhookTest(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number },
): Promise<TWebhookDelivery> {
  assertWebhookAccess(options.ability, options.businessId);
  const subscription = await subscriptionOf(prisma, options.businessId, options.id);
  assertActive(subscription);
  const [delivery] = await prisma.$transaction(async (tx) => {
    const event = await tx.webhookEvent.create({
      data: {
        id: newWebhookEventId(),
        businessId: subscription.businessId,
        type: WEBHOOK_TEST_EVENT,
        data: { webhook: { id: subscription.id }, message: 'A test event from MainWork.' },
      },
    });
    return queueWebhookDeliveries(tx, event.id, [subscription.id]);
  });
  return deliveryToWire(
    await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id }, include: deliveryInclude }),
  );
}
