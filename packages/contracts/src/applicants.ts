import { z } from 'zod';
import { ZApplicationStatus } from './applications.ts';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { BULK_MAX } from './job-dashboard.ts';
import { ZScreeningAnswer } from './screening-questions.ts';

export const ZApplicantsQuery = z
  .object({
    /** Part of the applicant's first name, last name or both. */
    search: z.string().max(200).optional(),
    status: ZApplicationStatus.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TApplicantsQuery = z.input<typeof ZApplicantsQuery>;

/** The CSV export takes the list's filters, without pages: every matching applicant. */
export const ZApplicantsExportQuery = ZApplicantsQuery.omit({ page: true });

/** A row of the applicants screen (docs/decisions/026-applicants.md). */
export const ZApplicant = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comments: z.string().nullable(),
  /** True when the candidate went to the employer's own tracking link (no files). */
  external: z.boolean(),
  created_at: z.string(),
  /** The referrer's name (their e-mail when they gave none), or null when nobody referred them. */
  referred_by: z.string().nullable(),
  status: ZApplicationStatus,
  resume_url: z.string().nullable(),
  resume_filename: z.string().nullable(),
  cover_letter_url: z.string().nullable(),
  cover_letter_filename: z.string().nullable(),
  /** The answers to the job's screening questions, in the order they were asked. */
  answers: z.array(ZScreeningAnswer),
  /** True when an answer is one the business marked as disqualifying. */
  disqualified: z.boolean(),
});
export type TApplicant = z.infer<typeof ZApplicant>;

/**
 * The stage to move to; `notify_candidate` sends the candidate the stage's e-mail (interviewing, not selected)
 * as its preview shows it. A hire is always told; other stages send nothing.
 */
const ZStageChange = z.object({
  status: ZApplicationStatus,
  notify_candidate: z.boolean({ error: 'is invalid' }).optional(),
});
export const ZApplicantStatusBody = z.object({ application: ZStageChange });
export const ZApplicantsStatusBody = z.object({
  application_ids: z.array(ZId).min(1).max(BULK_MAX),
  application: ZStageChange,
});
export type TApplicantStatusBody = z.infer<typeof ZApplicantStatusBody>;

/**
 * The e-mail a stage change would send this applicant, as it will be sent. Without its addressee: it goes to the
 * candidate's account address, which the business is not shown (it sees the application's contact address).
 */
export const ZStageMailQuery = z.object({ status: ZApplicationStatus }).strict();
export const ZStageMailPreview = z.object({ subject: z.string(), text: z.string() });
export type TStageMailPreview = z.infer<typeof ZStageMailPreview>;
export type TApplicantsStatusBody = z.infer<typeof ZApplicantsStatusBody>;

const ZJobParams = z.object({ business_id: ZId, job_id: ZId });
const refusals = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody } as const;

export const applicantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applications',
    summary: "A posting's applicants, newest first: search by name, status filter; 20 a page, the count in `total`",
    description:
      'For the business: each applicant with their details, screening answers, files and stage. `search` matches names, `status` filters; `page` selects a page of 20.',
    access: 'signed_in',
    apiKeyScope: 'applications:read',
    params: ZJobParams,
    query: ZApplicantsQuery,
    headers: ['total'],
    responses: { 200: z.array(ZApplicant), ...refusals },
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applications/:id',
    summary:
      'Move an applicant to a stage; `notify_candidate` e-mails them for interviewing and not selected, a hire is always e-mailed',
    description:
      'Stages: received, reviewed, interviewing, offered, hired, not selected. A hire is always e-mailed to the candidate; with `notify_candidate`, interviewing and not selected are too.',
    access: 'signed_in',
    params: ZJobParams.extend({ id: ZId }),
    body: ZApplicantStatusBody,
    responses: { 200: ZApplicant, ...refusals, 422: ZErrorBody },
  }),
  updateStatuses: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applications',
    summary: 'Set the status of several applicants of the posting at once (all or none)',
    description:
      'Moves several applicants of the posting to one stage. If any is not an applicant of this posting, nothing changes and the answer is 422.',
    access: 'signed_in',
    params: ZJobParams,
    body: ZApplicantsStatusBody,
    responses: { 200: z.array(ZApplicant), ...refusals, 422: ZErrorBody },
  }),
  stageMail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applications/:id/stage_mail',
    summary:
      'The e-mail moving this applicant to the stage would send them (interviewing, not selected), to preview it',
    description: 'The subject and text the candidate would receive, so the employer can read it before moving them.',
    access: 'signed_in',
    params: ZJobParams.extend({ id: ZId }),
    query: ZStageMailQuery,
    responses: { 200: ZStageMailPreview, ...refusals, 422: ZErrorBody },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applications.csv',
    summary: 'The applicants matching the filters as a CSV attachment (streamed; formula-safe cells)',
    description: 'The same filters as the list. Cells that a spreadsheet would read as a formula are escaped.',
    access: 'signed_in',
    apiKeyScope: 'applications:read',
    params: ZJobParams,
    query: ZApplicantsExportQuery,
    responses: { 200: z.any(), ...refusals },
    fileAnswer: ['text/csv'],
  }),
} as const;
