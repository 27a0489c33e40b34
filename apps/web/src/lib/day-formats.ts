/**
 * The formats that write a day (spec §9): '03/04/2026', and the applied-at time '03/04/2026 2:05 PM'. Apart
 * from formatters.ts, whose money and job formats belong to the job screens' code: a page that shows a day and
 * no job (a team invitation's expiry) loads these alone (decision 076).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9 applied-at format 'MM/dd/yyyy h:mm a', in the browser's time zone: '03/04/2026 2:05 PM'. */
export function formatAppliedAt(at: string | Date): string {
  const date = new Date(at);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A day as the applied-at format writes it, '03/04/2026': in the browser's time zone, or in `timeZone` (a page
 * the server rendered writes its days in UTC until the browser has taken it over, page-clock.ts).
 */
export function formatDate(at: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(at));
}
