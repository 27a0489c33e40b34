import { vi } from 'vitest';
import type { TCurrentUser, TJob, TSavedJob } from '@mainwork/contracts';

/**
 * The saved-jobs endpoints as the API answers them, over a list kept in memory (so a list read after a save
 * sees it): PUT adds (201, then 200), DELETE removes (204). `refuse` makes the next PUT or DELETE answer with
 * that status and message; `loginAs` answers `POST /auth/login` with that user. Any other call fails the test.
 */
export function fakeSavedJobsApi(options: { saved?: TSavedJob[]; jobs?: TJob[]; loginAs?: TCurrentUser } = {}) {
  const rows = [...(options.saved ?? [])];
  const jobs = new Map([...(options.jobs ?? []), ...rows.map((row) => row.job)].map((job) => [job.id, job]));
  let refusal: { status: number; error: string } | null = null;
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/auth/login' && options.loginAs) return json(200, options.loginAs);
    if (method === 'GET' && url.pathname === '/api/v1/me/saved_jobs') return json(200, rows);
    const id = Number(/^\/api\/v1\/me\/saved_jobs\/(\d+)$/.exec(url.pathname)?.[1]);
    if (!id || (method !== 'PUT' && method !== 'DELETE'))
      throw new Error(`Unexpected request ${method} ${url.pathname}`);
    if (refusal) {
      const { status, error } = refusal;
      refusal = null;
      return json(status, { error });
    }
    const at = rows.findIndex((row) => row.job_id === id);
    if (method === 'DELETE') {
      if (at >= 0) rows.splice(at, 1);
      return json(204, null);
    }
    if (at >= 0) return json(200, { job_id: id, saved_at: rows[at]!.saved_at });
    const job = jobs.get(id);
    if (!job) return json(404, { error: 'Job not found.' });
    const row: TSavedJob = { job_id: id, saved_at: new Date().toISOString(), job, closed: false };
    rows.unshift(row);
    return json(201, { job_id: id, saved_at: row.saved_at });
  });
  return {
    fetch,
    rows,
    refuseNext(status: number, error: string) {
      refusal = { status, error };
    },
    /** The `METHOD /path` of each call made, in order. */
    calls: () =>
      fetch.mock.calls.map(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
      ),
  };
}
