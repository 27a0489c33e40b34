import { z } from 'zod';
import { ZFormText, ZId } from './common.ts';
import { defineEndpoint, mediaTypesOf, type DocumentField } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { APPLICATION_STATUSES } from './application-values.ts';
import { MAX_DOCUMENT_BYTES } from './upload-limits.ts';
import { ZScreeningAnswersInput } from './screening-questions.ts';

export * from './application-values.ts';

/** Resumes and cover letters: PDF or Word, judged by content. */
const DOCUMENT = { kinds: ['pdf', 'docx'], maxBytes: MAX_DOCUMENT_BYTES } as const satisfies Omit<
  DocumentField,
  'errorKey'
>;

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

/** Messages of job-level refusals, sent as `{ error: { job: [message] } }` (spec §4, §8). */
export const APPLY_JOB_MESSAGES = {
  alreadyApplied: 'You have already applied to this job.',
  paused: 'Not currently accepting new applications',
  notFound: "We are sorry. That job doesn't seem to exist.",
  noInstantApply: 'This job takes applications on the employer’s own site.',
  noExternalApply: 'This job takes applications through Instant Apply only.',
} as const;

/** Who may apply at all (spec §6 tooltip). */
export const CANDIDATE_ONLY_MESSAGE = 'Create a candidate profile to apply to jobs.';

/**
 * Text fields of an application (spec §3 "Application (submitted)"): multipart `application[first_name]`…
 * for Instant Apply, or JSON `{ application: {} }` to record an external (ATS link) apply.
 * Rules are the server's (spec §5): names, e-mail and phone required; files by the job's flags.
 */
export const ZApplicationFields = z.object({
  application: z
    .object({
      first_name: ZFormText,
      last_name: ZFormText,
      email: ZFormText,
      phone: ZFormText,
      comments: ZFormText,
      /** `application[answers][<question id>]`: the answers to the job's screening questions. */
      answers: ZScreeningAnswersInput.optional(),
    })
    .optional(),
});
export type TApplicationFields = z.infer<typeof ZApplicationFields>;

/**
 * `?key=` carries the share link the candidate followed (the `sl-jid-{job_id}` cookie). Unknown keys are
 * ignored, and so is anything that cannot be a key (too long, repeated): applying never fails over it.
 */
export const ZApplyQuery = z.object({ key: z.string().max(200).optional().catch(undefined) });

export const ZApplication = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  /** True for an apply through the employer's own tracking link (no form, no files). */
  external: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comments: z.string().nullable(),
  resume_url: z.string().nullable(),
  resume_filename: z.string().nullable(),
  cover_letter_url: z.string().nullable(),
  cover_letter_filename: z.string().nullable(),
  status: ZApplicationStatus,
  created_at: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** A row of /my_applications (spec §3), plus the status the employer has set and the files sent. */
export const ZMyApplication = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  /** False once the job is closed or its business inactive: the UI shows a plain title. */
  job_active: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  /** How many applications the job has received in all. */
  applications_count: z.number().int(),
  status: ZApplicationStatus,
  external: z.boolean(),
  /** Where the applicant downloads what they sent (spec §2.3 file download link: 'N/A' when null). */
  resume_url: z.string().nullable(),
  resume_filename: z.string().nullable(),
  cover_letter_url: z.string().nullable(),
  cover_letter_filename: z.string().nullable(),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** A job the signed-in candidate applied to, and when: the job lists show "Applied on <date>". */
export const ZAppliedJob = z.object({ job_id: z.number().int(), applied_at: z.string() });
export type TAppliedJob = z.infer<typeof ZAppliedJob>;

/** Instant apply defaults as read (spec §3 "Default application"). */
export const ZDefaultApplication = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  resume_url: z.string().nullable(),
  resume_filename: z.string().nullable(),
  cover_letter_url: z.string().nullable(),
  cover_letter_filename: z.string().nullable(),
});
export type TDefaultApplication = z.infer<typeof ZDefaultApplication>;

/** Text fields of the defaults form: multipart `default_application[first_name]`… (spec §7). */
export const ZDefaultApplicationFields = z.object({
  default_application: z
    .object({
      first_name: ZFormText,
      last_name: ZFormText,
      email: ZFormText,
      phone: ZFormText,
    })
    .optional(),
});
export type TDefaultApplicationFields = z.infer<typeof ZDefaultApplicationFields>;

export const DEFAULT_APPLICATION_MESSAGES = {
  notFound: 'We are sorry. Instant Apply defaults do not exist.',
  alreadyExists: 'Instant Apply defaults already exist. Update them instead.',
} as const;

export const ZApplicationFileParams = z.object({ id: ZId });

/** A file sent as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`): its bytes. */
const ZAttachment = z.any();
/** A resume or cover letter is served as it was stored: one of the kinds a document field accepts. */
const DOCUMENT_ANSWER = mediaTypesOf(DOCUMENT.kinds);

/** The files Instant Apply defaults keep; errors are reported under `resume` and `cover_letter`. */
const DEFAULT_APPLICATION_FILES = {
  'default_application[resume]': { ...DOCUMENT, errorKey: 'resume' },
  'default_application[cover_letter]': { ...DOCUMENT, errorKey: 'cover_letter' },
};

export const applicationEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/v1/jobs/:id/applications',
    summary:
      'Apply to a job: multipart Instant Apply, or JSON `{ application: {} }` to record an external apply; `?key=` is the share link followed',
    description:
      "Instant Apply sends the candidate's details, answers to the screening questions and a resume (and cover letter) when the job asks for them; `?key=` credits the share link followed. Applying twice answers 409; a closed or paused job answers 404 or 409; missing fields answer 422.",
    access: 'signed_in',
    params: z.object({ id: ZId }),
    query: ZApplyQuery,
    body: ZApplicationFields,
    files: {
      'application[resume]': { ...DOCUMENT, errorKey: 'resume' },
      'application[cover_letter]': { ...DOCUMENT, errorKey: 'cover_letter' },
    },
    responses: {
      201: ZApplication,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/applications',
    summary: "The signed-in user's applications, newest first",
    description: 'Each application with its job and the stage the employer moved it to.',
    access: 'signed_in',
    responses: { 200: z.array(ZMyApplication), 401: ZErrorBody, 403: ZErrorBody },
  }),
  appliedJobs: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/applied_jobs',
    summary:
      'The jobs the signed-in user applied to and when, for the job lists\' "Applied on" (the lists themselves stay the same for everyone)',
    description: 'Job ids with the date applied, so that job lists can mark them without changing for everyone.',
    access: 'signed_in',
    responses: { 200: z.array(ZAppliedJob), 401: ZErrorBody },
  }),
  resume: defineEndpoint({
    method: 'GET',
    path: '/api/v1/applications/:id/resume',
    summary: "An application's resume, for the applicant, the job's employer and admins (others 404)",
    description:
      "The file as uploaded, as an attachment. Anyone else than the applicant, the job's business and admins gets 404 so the file's existence is not revealed.",
    access: 'signed_in',
    apiKeyScope: 'applications:read',
    params: ZApplicationFileParams,
    responses: { 200: ZAttachment, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
    fileAnswer: DOCUMENT_ANSWER,
  }),
  coverLetter: defineEndpoint({
    method: 'GET',
    path: '/api/v1/applications/:id/cover_letter',
    summary: "An application's cover letter, for the applicant, the job's employer and admins (others 404)",
    description:
      "The file as uploaded, as an attachment. Anyone else than the applicant, the job's business and admins gets 404.",
    access: 'signed_in',
    apiKeyScope: 'applications:read',
    params: ZApplicationFileParams,
    responses: { 200: ZAttachment, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
    fileAnswer: DOCUMENT_ANSWER,
  }),
  defaults: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/default_application',
    summary: "The signed-in candidate's Instant Apply defaults (404 when none were saved)",
    description: 'The details and files the apply form is prefilled with. 404 before any were saved.',
    access: 'signed_in',
    responses: { 200: ZDefaultApplication, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  createDefaults: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/default_application',
    summary: 'Save Instant Apply defaults for the first time (multipart)',
    description:
      "Saves the candidate's details, resume and cover letter for later applications. 409 when defaults exist already (use PUT).",
    access: 'signed_in',
    body: ZDefaultApplicationFields,
    files: DEFAULT_APPLICATION_FILES,
    responses: {
      201: ZDefaultApplication,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  updateDefaults: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/default_application',
    summary: 'Change Instant Apply defaults (multipart); a file not sent is kept',
    description: 'Changes the fields sent; a file not sent is kept. 404 before any defaults were saved.',
    access: 'signed_in',
    body: ZDefaultApplicationFields,
    files: DEFAULT_APPLICATION_FILES,
    responses: {
      200: ZDefaultApplication,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  defaultResume: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/default_application/resume',
    summary: 'The saved default resume, for its owner (the apply form prefills it)',
    description: 'The saved resume as an attachment, only for its owner.',
    access: 'signed_in',
    responses: { 200: ZAttachment, 401: ZErrorBody, 404: ZErrorBody },
    fileAnswer: DOCUMENT_ANSWER,
  }),
  defaultCoverLetter: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/default_application/cover_letter',
    summary: 'The saved default cover letter, for its owner (the apply form prefills it)',
    description: 'The saved cover letter as an attachment, only for its owner.',
    access: 'signed_in',
    responses: { 200: ZAttachment, 401: ZErrorBody, 404: ZErrorBody },
    fileAnswer: DOCUMENT_ANSWER,
  }),
} as const;
