// Webhooks' plain values (no zod), for the employer panel's screen and the API (decision 070).

/** The events a business's webhook can subscribe to, in the order the screen lists them. */
export const WEBHOOK_EVENT_TYPES = ['application.created', 'job.created', 'job.closed', 'hire.confirmed'] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a "Send test event" delivers to one subscription only; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** How the screen names each event. */
export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'application.created': 'A candidate applies',
  'job.created': 'A job is posted',
  'job.closed': 'A job closes',
  'hire.confirmed': 'A hire is confirmed',
};

export const WEBHOOK_STATUSES = ['active', 'disabled', 'paused'] as const;
export type TWebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A business has at most this many webhooks. */
export const WEBHOOKS_PER_BUSINESS_MAX = 10;

export const WEBHOOK_MESSAGES = {
  ownersOnly: 'Only an owner of the business can manage its webhooks.',
  tooMany: `A business can have at most ${WEBHOOKS_PER_BUSINESS_MAX} webhooks.`,
  replayQueued: 'The event is on its way again.',
  testQueued: 'A test event is on its way.',
  notActive: 'is paused or turned off: resume it first',
} as const;
