import type { TJob } from '@mainwork/contracts';
import { formatRewardInWords, formatSalary } from '../../lib/formatters.ts';
import { Icon } from '../icon.tsx';

/** A reward whose words do not say it is the referral reward ('$75 gift card to …') is named so to screen readers. */
const rewardLabel = (words: string) => (words.includes('referral reward') ? '' : 'Referral reward: ');

/**
 * Pay and reward as chips (decision 058), with the job type first on cards: 'Full-time', '$95,000 - $120,000 a
 * year', '$1,000 cash referral reward', then the job page's other kinds. Each chip's kind is read out to screen readers ('Salary: …').
 */
export function JobChips({
  job,
  withType = false,
  kinds = [],
}: {
  job: TJob;
  withType?: boolean;
  /** More of what the job is, after pay and reward (the job page's experience level, industry, function). */
  kinds?: string[];
}) {
  const salary = formatSalary(job);
  const reward = job.reward ? formatRewardInWords(job.reward) : null;
  const chips = [
    withType && job.job_type ? { key: 'type', text: job.job_type.name, label: 'Job type: ' } : null,
    salary ? { key: 'salary', text: salary, label: 'Salary: ', icon: 'cash-stack' as const } : null,
    reward ? { key: 'reward', text: reward, label: rewardLabel(reward), icon: 'gift' as const } : null,
    ...kinds.map((kind) => ({ key: `kind-${kind}`, text: kind, label: '' })),
  ].flatMap((chip) => (chip ? [chip] : []));
  if (chips.length === 0) return null;
  return (
    <ul className="chip-list" aria-label="Job facts">
      {chips.map((chip) => (
        <li key={chip.key} className={chip.key === 'reward' ? 'chip chip-reward' : 'chip'}>
          {'icon' in chip && chip.icon ? <Icon name={chip.icon} /> : null}
          {chip.label ? <span className="visually-hidden">{chip.label}</span> : null}
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
