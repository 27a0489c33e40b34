import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody, ZMessage } from './errors.ts';
import { ZJobRewardInput } from './business-jobs.ts';
import { JOB_SOURCE_KINDS, JOB_SOURCE_STATUSES } from './job-source-values.ts';

/**
 * Job sources (docs/decisions/062-job-sources.md): a board a business already posts on, whose live jobs are
 * imported, kept up to date and closed when they leave it.
 */
export const ZJobSourceKind = z.enum(JOB_SOURCE_KINDS, {
  error: `must be one of ${JOB_SOURCE_KINDS.join(', ')}`,
});
export const ZJobSourceStatus = z.enum(JOB_SOURCE_STATUSES);

/** A board: a provider's identifier, or for `json_ld` and `feed` a full web address. */
export const JOB_SOURCE_BOARD_MAX = 2000;

export const ZJobSource = z.object({
  id: z.number().int(),
  kind: ZJobSourceKind,
  board: z.string(),
  status: ZJobSourceStatus,
  last_synced_at: z.string().nullable(),
  /** Why the last sync failed, in words; null once a sync succeeds. */
  last_error: z.string().nullable(),
  /** The source's open jobs on MainWork. */
  jobs_count: z.number().int(),
  /** The reward each newly imported job gets (the job body's reward fields); null: none. */
  default_reward: ZJobRewardInput.nullable(),
});
export type TJobSource = z.infer<typeof ZJobSource>;

/** A job source with its business, for the admins' view of every source. */
export const ZAdminJobSource = ZJobSource.extend({ business: z.object({ id: z.number().int(), name: z.string() }) });
export type TAdminJobSource = z.infer<typeof ZAdminJobSource>;

export const ZJobSourceCreate = z.object({
  job_source: z.object({
    kind: ZJobSourceKind,
    board: z
      .string({ error: "can't be blank" })
      .trim()
      .max(JOB_SOURCE_BOARD_MAX, { error: `is too long (maximum is ${JOB_SOURCE_BOARD_MAX} characters)` }),
    default_reward: ZJobRewardInput.nullish(),
  }),
});
export type TJobSourceCreate = z.infer<typeof ZJobSourceCreate>;

export const ZJobSourceUpdate = z.object({
  job_source: z.object({
    default_reward: ZJobRewardInput.nullish(),
    paused: z.boolean({ error: 'is invalid' }).optional(),
  }),
});
export type TJobSourceUpdate = z.infer<typeof ZJobSourceUpdate>;

const ZSourcesParams = z.object({ business_id: ZId });
const ZSourceParams = z.object({ business_id: ZId, id: ZId });

export const jobSourceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/job_sources',
    summary: "The business's job sources with their health (owners, recruiters and admins read)",
    description:
      "Each source (an applicant-tracking system's public job board) with when it was last read, how many jobs it brought and its last error.",
    access: 'signed_in',
    params: ZSourcesParams,
    responses: { 200: z.array(ZJobSource), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/job_sources',
    summary: 'Connects a job source after one successful read of it (owners and admins); 422 naming board otherwise',
    description:
      'Reads the board once and connects it only if that read works; a board that cannot be read answers 422 naming `board`. A board already connected answers 409.',
    access: 'signed_in',
    params: ZSourcesParams,
    body: ZJobSourceCreate,
    responses: {
      201: ZJobSource,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:business_id/job_sources/:id',
    summary: "Changes a source's default reward or pauses it (owners and admins)",
    description: 'Changes the reward its imported jobs get and whether it is paused.',
    access: 'signed_in',
    params: ZSourceParams,
    body: ZJobSourceUpdate,
    responses: { 200: ZJobSource, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/businesses/:business_id/job_sources/:id',
    summary: 'Removes a source (owners and admins); its jobs close and are kept for their applications and links',
    description:
      'Stops reading the source and closes the jobs it brought; their applications and share links are kept.',
    access: 'signed_in',
    params: ZSourceParams,
    responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  sync: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/job_sources/:id/sync',
    summary: 'Syncs a source now, in the background (owners and admins)',
    description: 'Queues a read of the source now instead of waiting for the next scheduled one. Answers 202 at once.',
    access: 'signed_in',
    params: ZSourceParams,
    responses: {
      202: ZMessage,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/job_sources',
    summary: 'Every business’s job sources and their health (admins)',
    description: "For admins: every business's sources, unhealthy ones first.",
    access: 'signed_in',
    responses: { 200: z.array(ZAdminJobSource), 401: ZErrorBody, 403: ZErrorBody },
  }),
} as const;
