import { jobSearchInWords, type TJobAlertFrequency, type TLookupNamer } from '@mainwork/contracts';
import type { JobAlertSearch } from './api/job-alerts.ts';

export const FREQUENCY_WORDS: Record<TJobAlertFrequency, string> = {
  instant: 'instantly',
  daily: 'daily',
  weekly: 'weekly',
};

/** An alert in words with its frequency: 'Nurse near Boston, MA, Full-time · daily'. */
export const describeJobAlert = (alert: JobAlertSearch & { frequency: TJobAlertFrequency }, nameOf: TLookupNamer) =>
  `${jobSearchInWords(alert, nameOf)} · ${FREQUENCY_WORDS[alert.frequency]}`;

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
