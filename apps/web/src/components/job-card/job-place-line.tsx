import { Link } from '../link.tsx';
import type { TJob } from '@mainwork/contracts';
import { formatJobLocation } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { useFramedLink } from '../../lib/feed-scope.ts';

/**
 * Business and place on one line, on cards and job pages alike: 'Harbor Point Digital · Boston, Massachusetts
 * (Hybrid)', the job line (spec §2.5) linking to the employer's job feed.
 */
export function JobPlaceLine({ job, className = '' }: { job: TJob; className?: string }) {
  const framedLink = useFramedLink();
  const location = formatJobLocation(job);
  return (
    <p className={`job-place-line ${className}`}>
      <span className="fw-semibold">{job.business.name}</span>
      {location ? (
        <>
          <span aria-hidden="true"> · </span>
          <Link to={framedLink(paths.businessJobs(job.business.id))} className="link-secondary">
            {location}
            <span className="visually-hidden">: jobs at {job.business.name}</span>
          </Link>
        </>
      ) : null}
    </p>
  );
}
