import type { TJobAlertFrequency } from '@mainwork/contracts';

/** How often an alert mails, as its line on /job_alerts ends: 'Nurse near Boston, MA · daily'. */
export const FREQUENCY_WORDS: Record<TJobAlertFrequency, string> = {
  instant: 'instantly',
  daily: 'daily',
  weekly: 'weekly',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** When an alert last mailed: 'Last sent today', 'Last sent 3 days ago', 'Last sent 2 weeks ago', 'Not sent yet'. */
export function formatLastSent(lastSentAt: string | null, now: Date = new Date()): string {
  if (lastSentAt === null) return 'Not sent yet';
  const days = Math.max(0, Math.floor((now.getTime() - new Date(lastSentAt).getTime()) / DAY_MS));
  if (days < 14) return `Last sent ${relative.format(-days, 'day')}`;
  if (days < 60) return `Last sent ${relative.format(-Math.floor(days / 7), 'week')}`;
  return `Last sent ${relative.format(-Math.floor(days / 30), 'month')}`;
}
