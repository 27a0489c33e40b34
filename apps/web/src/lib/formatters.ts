import {
  EMPLOYER_CHARGE_STATUS_LABELS,
  EMPLOYER_REWARD_SOURCE_ID,
  isUsStateText,
  type TApplicationStatus,
  type TBillingStatus,
  type TJob,
  type TReward,
} from '@mainwork/contracts';

/**
 * Every display format of the web app (spec §9), as pure functions: salaries, reward labels, money,
 * 'Posted X ago', the applied-at time, job counts and the job location line.
 */

/** Reward source 1 is reserved: its gift cards are labelled with the employer's own business name (spec §9). */

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US');

/** '$60,000': '$' prefix, comma grouping, whole dollars. */
export const formatWholeDollars = (amount: number): string => `$${wholeDollars.format(amount)}`;

/** '$18.50', '$1,000.00': '$' prefix, comma grouping, two decimals. */
export const formatDollarsAndCents = (amount: number): string => `$${cents.format(amount)}`;

/** A charge for a hire in the employer's words: '$1,200.00, on your next invoice' (never the ledger's 'Not sent'). */
export const formatEmployerCharge = (charge: { amount: number; status: TBillingStatus }): string =>
  `${formatDollarsAndCents(charge.amount)}, ${EMPLOYER_CHARGE_STATUS_LABELS[charge.status]}`;

/** '$100' for whole amounts, '$99.50' otherwise (reward amounts). */
export const formatAmount = (amount: number): string =>
  Number.isInteger(amount) ? formatWholeDollars(amount) : formatDollarsAndCents(amount);

const SALARY_PERIODS: Record<NonNullable<TJob['salary_rate']>, string> = {
  per_hour: 'an hour',
  per_day: 'a day',
  per_week: 'a week',
  per_month: 'a month',
  per_year: 'a year',
};

/**
 * Spec §9 salary: '$18.50 - $24.00 an hour', '$60,000 - $70,000 a year', '$45.00 an hour'. Hourly pay has two
 * decimals, every other rate whole dollars; a range only when minimum and maximum differ. Null without a salary.
 */
export function formatSalary(job: Pick<TJob, 'minimum_salary' | 'maximum_salary' | 'salary_rate'>): string | null {
  const { minimum_salary: minimum, maximum_salary: maximum, salary_rate: rate } = job;
  if (minimum === null && maximum === null) return null;
  const money = rate === 'per_hour' ? formatDollarsAndCents : formatWholeDollars;
  const amounts =
    minimum !== null && maximum !== null && minimum !== maximum
      ? `${money(minimum)} - ${money(maximum)}`
      : money((minimum ?? maximum) as number);
  return rate ? `${amounts} ${SALARY_PERIODS[rate]}` : amounts;
}

const REWARD_TYPE_LABELS: Record<Exclude<TReward['type'], 'Reward::Cash' | 'Reward::GiftCard'>, string> = {
  'Reward::Merchandise': 'Merchandise',
  'Reward::Subscription': 'Subscription',
  'Reward::Experience': 'Experience',
  'Reward::EventTickets': 'Event Tickets',
  'Reward::ProfessionalServices': 'Services',
};

/**
 * Spec §9 reward label: GiftCard '$100 Gift Card to {source name}' (the employer's business name when the source
 * is the reserved source 1), Cash '$500', any other type its name.
 */
export function formatRewardLabel(
  reward: Pick<TReward, 'type' | 'amount' | 'reward_source' | 'employer_business_name'>,
): string {
  switch (reward.type) {
    case 'Reward::Cash':
      return formatAmount(reward.amount);
    case 'Reward::GiftCard': {
      const source = reward.reward_source;
      const giver = source?.id === EMPLOYER_REWARD_SOURCE_ID ? reward.employer_business_name : source?.name;
      return giver
        ? `${formatAmount(reward.amount)} Gift Card to ${giver}`
        : `${formatAmount(reward.amount)} Gift Card`;
    }
    default:
      return REWARD_TYPE_LABELS[reward.type];
  }
}

/** Spec §2.5/§9: a reward's estimated value with two decimals, '$100.00'. */
export const formatEstimatedValue = (value: number): string => formatDollarsAndCents(value);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * Spec §2.5 'Posted X ago': 'Posted 1 hour ago', 'Posted 3 days ago'. The largest whole unit of minutes, hours,
 * days, weeks, months (30 days) or years (365 days); never less than one minute, also for a clock running ahead.
 */
export function formatPostedAgo(postedAt: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(postedAt).getTime());
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365 * DAY_MS],
    ['month', 30 * DAY_MS],
    ['week', 7 * DAY_MS],
    ['day', DAY_MS],
    ['hour', HOUR_MS],
  ];
  const [unit, size] = units.find(([, size]) => elapsed >= size) ?? ['minute', MINUTE_MS];
  return `Posted ${relative.format(-Math.max(1, Math.floor(elapsed / size)), unit)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9 applied-at format 'MM/dd/yyyy h:mm a', in the browser's time zone: '03/04/2026 2:05 PM'. */
export function formatAppliedAt(at: string | Date): string {
  const date = new Date(at);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A day in the browser's time zone, as the applied-at format writes it: '03/04/2026'. */
export function formatDate(at: string | Date): string {
  const date = new Date(at);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Spec §2.5 job count: '1 job', '2 jobs', '1,234 jobs'; '10,000+ jobs' when the server capped the total. */
export function formatJobCount(total: number, capped = false): string {
  return `${count.format(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'job' : 'jobs'}`;
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
  const remote = where.toLowerCase() === 'remote';
  const [number, noun] = formatJobCount(total, capped).split(' ') as [string, string];
  const words = [number, remote ? 'remote' : '', what, noun].filter(Boolean).join(' ');
  if (!where || remote) return words;
  return `${words} ${isUsStateText(where) ? 'in' : 'near'} ${where}`;
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

/** Spec §9 min-salary filter option: '$40,000+'. */
export const formatMinSalaryOption = (amount: number): string => `${formatWholeDollars(amount)}+`;

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
