import type { TJob } from '@mainwork/contracts';
import { formatRewardInWords, formatSalary } from '../../lib/formatters.ts';
import { Icon } from '../icon.tsx';
import cashStackIcon from 'virtual:bootstrap-icons/cash-stack';
import giftIcon from 'virtual:bootstrap-icons/gift';

/**
 * Pay and reward as chips (decision 058), the job type first: 'Full-time', '$95,000 - $120,000 a year', '$1,000
 * cash referral reward', then the job page's other kinds. Each chip's kind is read out to screen readers
 * ('Salary: …'; 'Referral reward: …' when the reward's words do not say so, as in '$75 gift card to …').
 */
export function JobChips({
  job,
  kinds = [],
}: {
  job: TJob;
  /** More of what the job is, after pay and reward (the job page's experience level, industry, function). */
  kinds?: string[];
}) {
  const salary = formatSalary(job);
  const reward = job.reward ? formatRewardInWords(job.reward) : null;
  if (!job.job_type && !salary && !reward && kinds.length === 0) return null;
  return (
    <ul className="chip-list" aria-label="Job facts">
      {job.job_type ? (
        <li className="chip">
          <span className="visually-hidden">Job type: </span>
          {job.job_type.name}
        </li>
      ) : null}
      {salary ? (
        <li className="chip">
          <Icon icon={cashStackIcon} />
          <span className="visually-hidden">Salary: </span>
          {salary}
        </li>
      ) : null}
      {reward ? (
        <li className="chip chip-reward">
          <Icon icon={giftIcon} />
          {reward.includes('referral reward') ? null : <span className="visually-hidden">Referral reward: </span>}
          {reward}
        </li>
      ) : null}
      {kinds.map((kind) => (
        <li key={kind} className="chip">
          {kind}
        </li>
      ))}
    </ul>
  );
}
