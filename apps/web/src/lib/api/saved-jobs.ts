import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TJob, TSavedJob } from '@mainwork/contracts';
import { useAuth } from '../auth/auth-context.tsx';
import { callEndpoint } from '../api-client.ts';
import * as endpoints from '../endpoints.ts';
import { can } from '../permissions.ts';

/** The signed-in candidate's saved jobs: one list a session, which every bookmark and the Saved jobs page read. */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  mine: () => [...savedJobKeys.all, 'mine'] as const,
};

export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: savedJobKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.savedJobs.list, { signal }),
    staleTime: 5 * 60_000,
  });

/** Whether the user is one who may save jobs (a candidate; decision 061). */
export function useMaySaveJobs(): { maySave: boolean; visitor: boolean; ready: boolean } {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  return { maySave: can(currentUser, 'create', 'SavedJob'), visitor: tokenChecked && !loggedIn, ready: tokenChecked };
}

/**
 * The ids of the saved jobs (`undefined` until known), from the one list query, asked only of a candidate and
 * only when `wanted`.
 */
export function useSavedJobIds(wanted = true): Set<number> | undefined {
  const { maySave, ready } = useMaySaveJobs();
  const saved = useQuery({
    ...savedJobsQueryOptions(),
    enabled: wanted && ready && maySave,
    select: (rows) => new Set(rows.map((row) => row.job_id)),
  });
  return saved.data;
}

/**
 * Saves or unsaves a job, shown at once: the list is changed before the request (a saved job added at the
 * top, as the server will list it) and put back when the request fails; settled, it is read again.
 */
export async function setJobSaved(queryClient: QueryClient, job: TJob, saved: boolean): Promise<void> {
  const key = savedJobKeys.mine();
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<TSavedJob[]>(key);
  if (before) {
    const others = before.filter((row) => row.job_id !== job.id);
    const row: TSavedJob = { job_id: job.id, saved_at: new Date().toISOString(), job, closed: false };
    queryClient.setQueryData<TSavedJob[]>(key, saved ? [row, ...others] : others);
  }
  try {
    if (saved) await callEndpoint(endpoints.savedJobs.save, { params: { job_id: job.id } });
    else await callEndpoint(endpoints.savedJobs.unsave, { params: { job_id: job.id } });
  } catch (error) {
    if (before) queryClient.setQueryData(key, before);
    throw error;
  } finally {
    // A first read of the list begun meanwhile (just after logging in) may not see this change, and an
    // invalidation would only wait for it: it is cancelled, and the list read anew.
    await queryClient.cancelQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
