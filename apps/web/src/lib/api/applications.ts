import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.tsx';
import { can } from '../permissions.ts';
import * as endpoints from '../endpoints.ts';
import { callEndpoint, downloadEndpoint } from '../api-client.ts';
import { sharedKeyFor } from '../share-cookie.ts';

/**
 * Every query about the signed-in candidate's applications starts with `all` (their list, their defaults,
 * whether they may still apply to a job), so recording an application invalidates them together.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  eligibleToApply: (jobId: number) => [...applicationKeys.all, 'eligible-to-apply', jobId] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  appliedJobs: () => [...applicationKeys.all, 'applied-jobs'] as const,
  defaults: () => [...applicationKeys.all, 'defaults'] as const,
  defaultFiles: (resume: string | null, coverLetter: string | null) =>
    [...applicationKeys.defaults(), 'files', resume, coverLetter] as const,
};

/**
 * `GET /api/v1/me/eligible_to_apply_to_job?job_id=…` (spec §4 Job acceptance): false once the user applied.
 * Asked only when `enabled` (users who may create Application, for a job with Instant Apply).
 */
export function useEligibleToApply(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.eligibleToApply(jobId),
    queryFn: ({ signal }) => callEndpoint(endpoints.jobs.eligibleToApply, { query: { job_id: jobId }, signal }),
    enabled,
    select: (answer) => answer.result,
  });
}

/**
 * When the signed-in candidate applied to this job, or undefined: one `GET /api/v1/me/applied_jobs` a session
 * (shared by every card), so the job lists themselves stay the same for everyone and cacheable.
 */
export function useAppliedOn(jobId: number): string | undefined {
  const { currentUser, tokenChecked } = useAuth();
  const applied = useQuery({
    queryKey: applicationKeys.appliedJobs(),
    queryFn: ({ signal }) => callEndpoint(endpoints.applications.appliedJobs, { signal }),
    enabled: tokenChecked && can(currentUser, 'create', 'Application'),
    staleTime: 5 * 60_000,
    select: (jobs) => new Map(jobs.map((job) => [job.job_id, job.applied_at])),
  });
  return applied.data?.get(jobId);
}

/**
 * `POST /api/v1/jobs/{id}/applications`, with the share link this browser followed to the job as `?key=`
 * (decision 012): Instant Apply sends the multipart `application[…]` form (spec §7); an external apply
 * sends `{ application: {} }`, recording the click to the employer's own link.
 */
const applyToJob = (jobId: number, body: FormData | { application: Record<string, never> }) =>
  callEndpoint(endpoints.applications.apply, { params: { id: jobId }, query: { key: sharedKeyFor(jobId) }, body });

export const submitInstantApplication = (jobId: number, form: FormData) => applyToJob(jobId, form);

export const recordExternalApply = (jobId: number) => applyToJob(jobId, { application: {} });

/** A file sent with an application, for the candidate who sent it or the employer who received it. */
export const downloadApplicationFile = (applicationId: number, which: 'resume' | 'cover_letter') =>
  downloadEndpoint(which === 'resume' ? endpoints.applications.resume : endpoints.applications.coverLetter, {
    params: { id: applicationId },
  });
