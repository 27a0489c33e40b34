import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which request a piece of work serves: set for each request (app.ts) and, in a worker, for each job the
 * request queued, so the job's log lines carry the request id that caused it.
 */
type WorkContext = { requestId: string; in: 'request' | 'job' };

const context = new AsyncLocalStorage<WorkContext>();

/** Runs the rest of a request (`next`) with its id known to whatever it queues. */
export function runForRequest(requestId: string, next: () => void): void {
  context.run({ requestId, in: 'request' }, next);
}

/** Runs a job with the id of the request that queued it (none for scheduled tasks). */
export function runForJob<T>(requestId: string | undefined, work: () => Promise<T>): Promise<T> {
  return requestId ? context.run({ requestId, in: 'job' }, work) : work();
}

/** The id of the request the current work serves, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * What a log line of a job adds (pino `mixin`): the id of the request that queued it. Request log lines
 * carry their own `reqId` already.
 */
export function jobLogFields(): { requestId?: string } {
  const store = context.getStore();
  return store?.in === 'job' ? { requestId: store.requestId } : {};
}
