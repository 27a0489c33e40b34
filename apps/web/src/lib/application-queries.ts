import { useQuery } from '@tanstack/react-query';
import { endpoints } from './endpoints.ts';
import { callEndpoint } from './api-client.ts';

/**
 * Every query about the signed-in candidate's applications starts with this key (their list, their defaults,
 * whether they may still apply to a job), so recording an application invalidates them together.
 */
export const applicationsKey = ['applications'] as const;

/**
 * `GET /api/v1/me/eligible_to_apply_to_job?job_id=…` (spec §4 Job acceptance): false once the user applied.
 * Asked only when `enabled` (users who may create Application, for a job with Instant Apply).
 */
export function useEligibleToApply(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...applicationsKey, 'eligible-to-apply', jobId],
    queryFn: ({ signal }) => callEndpoint(endpoints.jobs.eligibleToApply, { query: { job_id: jobId }, signal }),
    enabled,
    select: (answer) => answer.result,
  });
}
