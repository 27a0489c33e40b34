import {
  EMPLOYER_CHARGE_STATUS_LABELS,
  formatAmount,
  formatDollarsAndCents,
  formatMinSalaryOption,
  formatNumber,
  formatRewardInWords,
  formatRewardLabel,
  formatSalary,
  formatWholeDollars,
  placeTextMeaning,
  type TApplicationStatus,
  type TBillingStatus,
  type TJob,
} from '@mainwork/contracts';

/**
 * Every display format of the web app (spec §9), as pure functions: salaries, reward labels, money,
 * 'Posted X ago', job counts and the job location line. Days and the applied-at time: day-formats.ts.
 */

export {
  formatAmount,
  formatDollarsAndCents,
  formatMinSalaryOption,
  formatNumber,
  formatRewardInWords,
  formatRewardLabel,
  formatSalary,
  formatWholeDollars,
};

/** A charge for a hire in the employer's words: '$1,200.00, on your next invoice' (never the ledger's 'Not sent'). */
export const formatEmployerCharge = (charge: { amount: number; status: TBillingStatus }): string =>
  `${formatDollarsAndCents(charge.amount)}, ${EMPLOYER_CHARGE_STATUS_LABELS[charge.status]}`;

/** Spec §2.5/§9: a reward's estimated value with two decimals, '$100.00'. */
export const formatEstimatedValue = (value: number): string => formatDollarsAndCents(value);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/**
 * Spec §2.5 'Posted X ago': 'Posted 1 hour ago', 'Posted 3 days ago'. The largest whole unit of minutes, hours,
 * days, weeks, months (30 days) or years (365 days); never less than one minute, also for a clock running ahead.
 * Written out in English rather than by Intl.RelativeTimeFormat, whose locale data would start inside the job
 * pages' first render (number-format.ts in the contracts tells why).
 */
export function formatPostedAgo(postedAt: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(postedAt).getTime());
  const units: Array<[string, number]> = [
    ['year', 365 * DAY_MS],
    ['month', 30 * DAY_MS],
    ['week', 7 * DAY_MS],
    ['day', DAY_MS],
    ['hour', HOUR_MS],
  ];
  const [unit, size] = units.find(([, size]) => elapsed >= size) ?? ['minute', MINUTE_MS];
  return `Posted ${formatCount(Math.max(1, Math.floor(elapsed / size)), unit)} ago`;
}

/**
 * The one way a number of things is written: '1 application', '2 applications', '1,234 users', '0 businesses'.
 * `plural` when adding an s is wrong ('business' → 'businesses').
 */
export function formatCount(total: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(total)} ${total === 1 ? singular : plural}`;
}

/** Spec §2.5 job count: '1 job', '2 jobs', '1,234 jobs'; '10,000+ jobs' when the server capped the total. */
export function formatJobCount(total: number, capped = false): string {
  return capped ? `${formatNumber(total)}+ jobs` : formatCount(total, 'job');
}

/**
 * The job count naming the search it counts (spec §2.5's singular for 1): '12 nurse jobs near Boston, MA',
 * '1 job in Massachusetts', '3 remote nurse jobs', '10,000+ jobs'; just the count for an empty search, and
 * '0 jobs' when nothing matched (no '0 zzzqqq jobs' echoing words that found nothing).
 */
export function formatJobCountFor(total: number, capped: boolean, search: { what: string; where: string }): string {
  if (total === 0 && !capped) return formatJobCount(0);
  const what = search.what.trim().replace(/\s+/g, ' ');
  const where = search.where.trim().replace(/\s+/g, ' ');
  const place = placeTextMeaning(where).kind;
  const [number, noun] = formatJobCount(total, capped).split(' ') as [string, string];
  const words = [number, place === 'remote' ? 'remote' : '', what, noun].filter(Boolean).join(' ');
  if (place === 'none' || place === 'remote') return words;
  return `${words} ${place === 'state' ? 'in' : 'near'} ${where}`;
}

/**
 * Spec §2.5 job line: 'Boston, Massachusetts (Hybrid)', or '(Remote)' without an address. The job carries the
 * state's name (spec §3 Job: address (city, state.name)).
 */
export function formatJobLocation(job: Pick<TJob, 'address' | 'job_location_type'>): string {
  const place = job.address ? `${job.address.city}, ${job.address.state.name}` : '';
  const type = job.job_location_type ? `(${job.job_location_type.name})` : '';
  return [place, type].filter(Boolean).join(' ');
}

/** Employer profile header location (spec §3 Business public profile): 'Boston, MA'. */
export const formatCityState = (address: { city: string; state: { code: string } }): string =>
  `${address.city}, ${address.state.code}`;

/** Spec §9 phone mask (999)-999-9999 for ten stored digits: '(617)-555-0100'; anything else as stored. */
export function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]})-${match[2]}-${match[3]}` : phone;
}

const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  received: 'Received',
  reviewed: 'Reviewed',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  not_selected: 'Not selected',
};

/** Where the employer has got with an application (decision 013): 'Received', 'Not selected'… */
export const formatApplicationStatus = (status: TApplicationStatus): string => APPLICATION_STATUS_LABELS[status];

/** Spec §2.6 share control: the public address of a share link, '{origin}/s/{key}'. */
export const formatShareLinkUrl = (origin: string, key: string): string => `${origin}/s/${encodeURIComponent(key)}`;

/** Spec §2.7 event timestamp, in US locale and the browser's time zone: '3/4/2026, 2:05:09 PM'. */
export const formatUsTimestamp = (at: string | Date): string => new Date(at).toLocaleString('en-US');

/** Spec §2.7 'Attributed': True, False, or a dash when it does not apply. */
export const formatAttributed = (attributed: boolean | null): string =>
  attributed === null ? '—' : attributed ? 'True' : 'False';

/** Spec §2.7 affiliate link public address: '{origin}/l/{key}'. */
export const formatAffiliateLinkUrl = (origin: string, key: string): string => `${origin}/l/${encodeURIComponent(key)}`;
