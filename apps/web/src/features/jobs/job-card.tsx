import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { BusinessLogo } from './business-logo.tsx';
import { JobBenefits } from './job-benefits.tsx';
import { JobFacts } from './job-facts.tsx';

/**
 * A job in the search list (spec §2.5): title (a link that selects the job, or opens its page on narrow screens
 * and in frames), business, job line, 'Posted X ago', salary, reward and benefits.
 */
export function JobCard({ job, href, selected }: { job: TJob; href: string; selected: boolean }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`card${selected ? ' border-primary border-2 shadow-sm' : ''}`}
      data-testid="job-card"
    >
      <div className="card-body d-flex gap-3">
        <BusinessLogo name={job.business.name} logo={job.business.logo} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h2 id={titleId} className="h5 mb-1">
            <Link to={href} aria-current={selected ? 'true' : undefined} className="text-decoration-none">
              {job.title}
            </Link>
          </h2>
          <JobFacts job={job} />
          <JobBenefits benefits={job.benefits} />
        </div>
      </div>
    </article>
  );
}
