import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_STATUSES,
  WEBHOOK_TEST_EVENT,
} from './webhook-values.ts';

/**
 * Outgoing webhooks (docs/decisions/070-webhooks.md): a business owner subscribes an HTTPS address to the
 * business's events; each is POSTed signed, retried for a day and logged.
 */
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

export const WEBHOOK_URL_MAX = 2000;

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  /** `active`; `disabled` by an owner; `paused` by MainWork after a day of failed deliveries. */
  status: z.enum(WEBHOOK_STATUSES),
  paused_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The answer to a creation: the only time the signing secret is shown. */
export const ZCreatedWebhook = ZWebhook.extend({ secret: z.string() });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhook>;

const URL_TOO_LONG = `is too long (maximum is ${WEBHOOK_URL_MAX} characters)`;

const ZEvents = z
  .array(ZWebhookEventType, { error: 'is invalid' })
  .min(1, 'choose at least one event')
  .transform((events) => [...new Set(events)]);

export const ZWebhookCreate = z.object({
  webhook: z.object({
    url: z.string({ error: "can't be blank" }).trim().max(WEBHOOK_URL_MAX, { error: URL_TOO_LONG }),
    events: ZEvents,
  }),
});
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

export const ZWebhookUpdate = z.object({
  webhook: z.object({
    url: z.string({ error: 'is invalid' }).trim().max(WEBHOOK_URL_MAX, { error: URL_TOO_LONG }).optional(),
    events: ZEvents.optional(),
    /** false turns it off; true turns it on and resumes a paused one. */
    enabled: z.boolean({ error: 'is invalid' }).optional(),
  }),
});
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdate>;

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  /** The event's id, also the `MainWork-Webhook-Id` header: a replay sends the same one. */
  event_id: z.string(),
  event_type: z.union([ZWebhookEventType, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null before one or when none came back. */
  status_code: z.number().int().nullable(),
  /** The last attempt's time to the answer, in milliseconds. */
  response_time_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

const ZWebhooksParams = z.object({ business_id: ZId });
const ZWebhookParams = z.object({ business_id: ZId, id: ZId });
const ZDeliveryParams = z.object({ business_id: ZId, id: ZId, delivery_id: ZId });

export const webhookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/webhooks',
    summary: "The business's webhooks, without their secrets (owners and admins)",
    description:
      'Owners of the business and admins. Each webhook with its address, events, whether it is on or paused, and its last success; never the secret.',
    access: 'signed_in',
    params: ZWebhooksParams,
    responses: { 200: z.array(ZWebhook), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/webhooks',
    summary: 'Subscribes an HTTPS address to events (owners and admins); the answer shows the signing secret once',
    description:
      'Owners of the business and admins. The address must be HTTPS and resolve to a public address. The answer carries the signing secret (`whsec_…`) once: each delivery is signed `MainWork-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. Events: `application.created`, `job.created`, `job.closed`, `hire.confirmed`. At most 10 per business.',
    access: 'signed_in',
    params: ZWebhooksParams,
    body: ZWebhookCreate,
    responses: { 201: ZCreatedWebhook, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:business_id/webhooks/:id',
    summary: "Changes a webhook's address or events, turns it off or on (on also resumes a paused one)",
    description:
      'Owners of the business and admins. A new address is checked as at creation; turning a paused webhook on resumes its deliveries.',
    access: 'signed_in',
    params: ZWebhookParams,
    body: ZWebhookUpdate,
    responses: { 200: ZWebhook, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/businesses/:business_id/webhooks/:id',
    summary: 'Deletes a webhook and its delivery log (owners and admins)',
    description: 'Owners of the business and admins. Pending deliveries to it are dropped.',
    access: 'signed_in',
    params: ZWebhookParams,
    responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/webhooks/:id/deliveries',
    summary: "A webhook's last 100 deliveries, newest first, with each one's last attempt",
    description:
      "Owners of the business and admins. Each delivery with its event, status (pending, delivered, failed), attempts, the last answer's status code, response time and error. Failed deliveries are retried after 1 min, 5 min, 30 min, 2 h, 6 h and 15 h; a webhook failing for a whole day is paused and its owners are e-mailed.",
    access: 'signed_in',
    params: ZWebhookParams,
    responses: { 200: z.array(ZWebhookDelivery), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  replay: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/webhooks/:id/deliveries/:delivery_id/replay',
    summary: 'Sends a delivered or failed event again, as a new delivery with the same event id',
    description:
      'Owners of the business and admins. The receiver gets the same body and `MainWork-Webhook-Id`, so it can tell a replay from a new event.',
    access: 'signed_in',
    params: ZDeliveryParams,
    responses: { 201: ZWebhookDelivery, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/webhooks/:id/test',
    summary: 'Sends a `webhook.test` event to this webhook alone',
    description:
      "Owners of the business and admins. Checks the receiver's address and signature check without waiting for a real event; it shows in the delivery log like any other.",
    access: 'signed_in',
    params: ZWebhookParams,
    responses: { 201: ZWebhookDelivery, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
} as const;
