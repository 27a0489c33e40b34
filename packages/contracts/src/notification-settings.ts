import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/**
 * The kinds of e-mail a user may turn off (docs/decisions/038-notification-settings.md). Transactional
 * mail (password reset, e-mail changed, hire receipts) is none of them: it cannot be turned off.
 */
export const NOTIFICATION_KINDS = [
  'job_alerts',
  'application_updates',
  'referral_updates',
  'new_applicants',
  'saved_jobs',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** How an employer hears of new applicants: one e-mail each, or one daily digest. */
export const ZNewApplicantsDelivery = z.enum(['instant', 'daily_digest']);
export type TNewApplicantsDelivery = z.infer<typeof ZNewApplicantsDelivery>;

/** The user's notification settings; a user who never saved them has every switch on, new applicants instantly. */
export const ZNotificationSettings = z.object({
  job_alerts: z.boolean(),
  application_updates: z.boolean(),
  referral_updates: z.boolean(),
  new_applicants: z.boolean(),
  new_applicants_delivery: ZNewApplicantsDelivery,
  /** A saved job closes soon or has closed (decision 061). */
  saved_jobs: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  job_alerts: true,
  application_updates: true,
  referral_updates: true,
  new_applicants: true,
  new_applicants_delivery: 'instant',
  saved_jobs: true,
};

/** What a followed unsubscribe link turned off. */
export const ZUnsubscribed = z.object({ kind: ZNotificationKind, message: z.string() });
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>;

/** The signed token of an unsubscribe link (it names the user and the kind). */
export const ZUnsubscribeQuery = z.object({ token: z.string().max(200) });

export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  job_alerts: 'Job alerts',
  application_updates: 'Application updates',
  referral_updates: 'Referral updates',
  new_applicants: 'New applicants',
  saved_jobs: 'Saved jobs',
};

export const notificationSettingsEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/notification_settings',
    summary: 'Which e-mails the signed-in user wants',
    description:
      'One switch per kind of e-mail (job alerts, new applicants, reminders…) and how an employer hears about new applicants (each one, or a daily digest).',
    access: 'signed_in',
    responses: { 200: ZNotificationSettings, 401: ZErrorBody },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/notification_settings',
    summary: 'Turn kinds of e-mail on or off; choose how new applicants are told',
    description: 'Saves the switches sent; the others keep their values. Unknown kinds answer 422.',
    access: 'signed_in',
    body: ZNotificationSettings,
    responses: { 200: ZNotificationSettings, 400: ZErrorBody, 401: ZErrorBody, 422: ZErrorBody },
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/unsubscribe',
    summary: "One-click unsubscribe (RFC 8058): turns off the token's kind of e-mail, without signing in",
    description:
      'The target of the `List-Unsubscribe` header of every e-mail (RFC 8058 one-click): mail clients post here with the token of the e-mail. No session is needed; a bad token answers 400.',
    access: 'public',
    query: ZUnsubscribeQuery,
    responses: { 200: ZUnsubscribed, 400: ZErrorBody },
  }),
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/unsubscribe',
    summary: 'An unsubscribe link opened in a browser: redirects to the page that confirms it',
    description:
      'The same token opened in a browser: answers 303 to the page that confirms the unsubscribe, so that link scanners opening it change nothing.',
    access: 'public',
    publicRead: false,
    query: ZUnsubscribeQuery,
    responses: { 303: z.any(), 400: ZErrorBody },
  }),
} as const;
