import { z } from 'zod';
import { ZIdParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody, ZMessage } from './errors.ts';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOB_SEARCH_FILTERS,
  SEARCH_RADII_MILES,
  type TJobSearchFilterKey,
} from './job-values.ts';
import { JOB_ALERT_FREQUENCIES } from './job-alert-values.ts';

export * from './job-alert-values.ts';

export const ZJobAlertFrequency = z.enum(JOB_ALERT_FREQUENCIES);

/** The most alerts one e-mail address (a user's or a visitor's) may have. */
export const MAX_JOB_ALERTS_PER_ADDRESS = 10;
/** The most new jobs one alert e-mail lists; a link to the search shows the rest. */
export const JOB_ALERT_MAIL_JOBS = 10;

/** The job search's filters, by their ransack names, as a search's query string carries them. */
export const ZJobAlertFilters = z
  .object(
    Object.fromEntries(JOB_SEARCH_FILTERS.map((filter) => [filter.key, z.number().int().positive().optional()])) as {
      [K in TJobSearchFilterKey]: z.ZodOptional<z.ZodNumber>;
    },
  )
  .strict();

/** What an alert searches: the site's own search, so an alert and the site never disagree. */
const ZJobAlertSearch = z.object({
  what_search_text: z.string().trim().max(200).default(''),
  where_search_text: z.string().trim().max(200).default(''),
  radius: z
    .number()
    .int()
    .refine((miles) => (SEARCH_RADII_MILES as readonly number[]).includes(miles), {
      message: `must be one of ${SEARCH_RADII_MILES.join(', ')}`,
    })
    .default(DEFAULT_SEARCH_RADIUS_MILES),
  filters: ZJobAlertFilters.default({}),
});

export const ZJobAlertInput = ZJobAlertSearch.extend({
  frequency: ZJobAlertFrequency,
  active: z.boolean().default(true),
});
export type TJobAlertInput = z.input<typeof ZJobAlertInput>;

export const ZJobAlertBody = z.object({ job_alert: ZJobAlertInput });
/** A visitor subscribes with an e-mail address; nothing is sent before the confirmation link is followed. */
export const ZVisitorJobAlertBody = z.object({
  job_alert: ZJobAlertInput.extend({ email: z.string().trim().email().max(254) }),
});

export const ZJobAlert = z.object({
  id: z.number().int(),
  what_search_text: z.string(),
  where_search_text: z.string(),
  radius: z.number().int(),
  filters: ZJobAlertFilters,
  frequency: ZJobAlertFrequency,
  active: z.boolean(),
  last_sent_at: z.string().nullable(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

/** The answer to a visitor's subscription, the same whether the address is known or not. */
export const ZJobAlertAccepted = ZMessage;

/** The signed token of a visitor's confirmation link or an alert e-mail's unsubscribe link. */
export const ZJobAlertTokenQuery = z.object({ token: z.string().min(1).max(300) });

export const jobAlertEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/job_alerts',
    summary: "The signed-in user's job alerts",
    description: "The user's saved searches with their frequency and whether they are paused.",
    access: 'signed_in',
    responses: { 200: z.array(ZJobAlert), 401: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/job_alerts',
    summary: 'Save a search as a job alert',
    description:
      "Saves the search (text, place, radius, filters) with an instant, daily or weekly frequency. Alerts are mailed only once the account's e-mail address is confirmed.",
    access: 'signed_in',
    body: ZJobAlertBody,
    responses: { 201: ZJobAlert, 400: ZErrorBody, 401: ZErrorBody, 422: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/job_alerts/:id',
    summary: "Change a job alert's search, frequency or pause it",
    description:
      "Changes the search, frequency or pause of one of the user's alerts; another user's alert answers 404.",
    access: 'signed_in',
    params: ZIdParams,
    body: ZJobAlertBody,
    responses: { 200: ZJobAlert, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/me/job_alerts/:id',
    summary: 'Delete a job alert',
    description: "Deletes one of the user's alerts; another user's alert answers 404.",
    access: 'signed_in',
    params: ZIdParams,
    responses: { 200: ZMessage, 401: ZErrorBody, 404: ZErrorBody },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/job_alerts',
    summary: 'A visitor subscribes to a search by e-mail (double opt-in)',
    description:
      'For visitors without an account: mails a confirmation link and starts nothing until it is followed. Answers 202 whether or not the address was already subscribed; 429 when too many confirmations were mailed.',
    access: 'public',
    body: ZVisitorJobAlertBody,
    responses: { 202: ZJobAlertAccepted, 400: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/v1/job_alerts/confirm',
    summary: "A visitor's confirmation link: the alert starts",
    description:
      "Takes the token of the confirmation e-mail and starts the visitor's alert. A bad or expired token answers 400.",
    access: 'public',
    query: ZJobAlertTokenQuery,
    responses: { 200: ZJobAlertAccepted, 400: ZErrorBody },
  }),
} as const;
