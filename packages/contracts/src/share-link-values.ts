// The share cookie's plain values (no zod), for the web app's first pages (decision 027).

/** Share cookie `sl-jid-{job_id}` holds the key for 30 days (spec §3, §9); the web app sends it as `?key=`. */
export const SHARE_COOKIE_PREFIX = 'sl-jid-';
export const SHARE_COOKIE_MAX_AGE_MS = 2_592_000_000;
