import { Link } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { formatJobLocation, formatPostedAgo, formatRewardLabel, formatSalary } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { useFramedLink } from '../../lib/feed-scope.ts';
import { Icon } from '../../components/icon.tsx';

/**
 * The lines under a job's title, on cards and details alike (spec §2.5): business name, the job line
 * ('city, state (location type)') linking to the employer's job feed, 'Posted X ago', salary and reward.
 */
export function JobFacts({ job }: { job: TJob }) {
  const framedLink = useFramedLink();
  const location = formatJobLocation(job);
  const salary = formatSalary(job);
  return (
    <div className="small">
      <p className="mb-1 fw-semibold">{job.business.name}</p>
      {location ? (
        <p className="mb-1">
          <Link to={framedLink(paths.businessJobs(job.business.id))}>
            <Icon name="geo-alt" className="me-1" />
            {location}
            <span className="visually-hidden">: jobs at {job.business.name}</span>
          </Link>
        </p>
      ) : null}
      <p className="mb-1 text-body-secondary">{formatPostedAgo(job.posted_at)}</p>
      {salary ? (
        <p className="mb-1">
          <Icon name="cash-stack" className="me-1" />
          <span className="visually-hidden">Salary: </span>
          {salary}
        </p>
      ) : null}
      {job.reward ? (
        <p className="mb-1">
          <Icon name="gift" className="me-1 text-success" />
          Referral reward: {formatRewardLabel(job.reward)}
        </p>
      ) : null}
    </div>
  );
}
