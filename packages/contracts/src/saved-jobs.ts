import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ZJob } from './jobs.ts';

/**
 * A job the signed-in user saved (docs/decisions/061-saved-jobs.md): the job as a search row shows it, and
 * whether it has closed since (a closed job stays in the list, marked, until it is unsaved).
 */
export const ZSavedJob = z.object({
  job_id: z.number().int(),
  saved_at: z.string(),
  job: ZJob,
  closed: z.boolean(),
});
export type TSavedJob = z.infer<typeof ZSavedJob>;

/** What saving answers: which job, and since when it is saved (the first save's time when saved before). */
export const ZSavedJobMark = z.object({ job_id: z.number().int(), saved_at: z.string() });
export type TSavedJobMark = z.infer<typeof ZSavedJobMark>;

const ZSavedJobParams = z.object({ job_id: ZId });

export const savedJobEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/saved_jobs',
    summary: "The signed-in candidate's saved jobs, most recently saved first; closed ones stay, marked `closed`",
    description: 'Each saved job with when it was saved; a job closed since stays in the list with `closed: true`.',
    access: 'signed_in',
    responses: { 200: z.array(ZSavedJob), 401: ZErrorBody, 403: ZErrorBody },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/saved_jobs/:job_id',
    summary:
      'Save a live job: 201 when newly saved, 200 when it already was (saving again, or twice at once, keeps one); 404 for a job that is not listed',
    description: 'Idempotent: the first save answers 201, any later one 200, and the job is saved once.',
    access: 'signed_in',
    params: ZSavedJobParams,
    responses: {
      200: ZSavedJobMark,
      201: ZSavedJobMark,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
    },
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/me/saved_jobs/:job_id',
    summary: 'Unsave a job: 204 whether or not it was saved (deleting twice is the same as once)',
    description: 'Idempotent: answers 204 whether or not the job was saved.',
    access: 'signed_in',
    params: ZSavedJobParams,
    responses: { 204: z.null(), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
} as const;
