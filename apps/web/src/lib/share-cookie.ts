import { SHARE_COOKIE_MAX_AGE_MS, SHARE_COOKIE_PREFIX } from '@mainwork/contracts';
import { readCookie, writeCookie } from './cookies.ts';

/**
 * The share cookie of spec §3/§9: `sl-jid-{job_id}` holds the key of the last share link followed to that
 * job, for 30 days, path /. /s/{key} writes it; applying to the job sends it as `?key=` (decision 012).
 */
const cookieName = (jobId: number) => `${SHARE_COOKIE_PREFIX}${jobId}`;

export function rememberShareKey(jobId: number, key: string): void {
  writeCookie(cookieName(jobId), key, Math.floor(SHARE_COOKIE_MAX_AGE_MS / 1000));
}

/** The share key stored for the job, or undefined. */
export function sharedKeyFor(jobId: number): string | undefined {
  return readCookie(cookieName(jobId)) || undefined;
}
