import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/me/eligible_to_apply_to_job?job_id=…` (spec §4 Job acceptance): false once the user applied.
 * Asked only when `enabled` (users who may create Application, for a job with Instant Apply).
 */
export function useEligibleToApply(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['jobs', jobId, 'eligible-to-apply'],
    queryFn: ({ signal }) => callEndpoint(endpoints.jobs.eligibleToApply, { query: { job_id: jobId }, signal }),
    enabled,
    select: (answer) => answer.result,
  });
}
