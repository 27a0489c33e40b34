import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { formatJobLocation, formatPostedAgo, formatRewardLabel, formatSalary } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { useFramedLink } from '../../lib/feed-scope.ts';
import { AppliedOn } from './applied-on.tsx';
import { BusinessLogo } from './business-logo.tsx';
import { Icon } from '../icon.tsx';
import { SaveJobToggle } from './save-job-toggle.tsx';

/**
 * A job in the search list (spec §2.5), compact so that about five fit above the fold on a laptop: title (a link
 * that selects the job, or opens its page on narrow screens and in frames), business and job line (linking to the
 * employer's job feed), 'Posted X ago' beside the title, then job type, salary and reward on one line (cut short
 * on screen when too long; read whole by screen readers). Benefits, the reward's details and the description are
 * on the job itself.
 */
export function JobCard({
  job,
  href,
  selected,
  postedText,
}: {
  job: TJob;
  href: string;
  selected: boolean;
  /** In place of 'Posted X ago' (a preview of a job not yet published). */
  postedText?: string | undefined;
}) {
  const titleId = useId();
  const framedLink = useFramedLink();
  const location = formatJobLocation(job);
  const salary = formatSalary(job);
  const facts = [
    job.job_type ? { key: 'type', text: job.job_type.name, label: 'Job type: ' } : null,
    salary ? { key: 'salary', text: salary, label: 'Salary: ' } : null,
    job.reward
      ? { key: 'reward', text: formatRewardLabel(job.reward), label: 'Referral reward: ', icon: 'gift' as const }
      : null,
  ].flatMap((fact) => (fact ? [fact] : []));
  return (
    <article
      aria-labelledby={titleId}
      className={`card${selected ? ' border-primary border-2 shadow-sm' : ''}`}
      data-testid="job-card"
    >
      <div className="card-body d-flex gap-3 py-2 px-3">
        <BusinessLogo name={job.business.name} logo={job.business.logo} size={40} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="d-flex align-items-baseline gap-2">
            <h2 id={titleId} className="h6 mb-0 lh-sm flex-grow-1 text-break">
              <Link to={href} aria-current={selected ? 'true' : undefined} className="text-decoration-none">
                {job.title}
              </Link>
            </h2>
            <span className="small text-body-secondary text-nowrap">
              {postedText ?? formatPostedAgo(job.posted_at)}
            </span>
            {postedText === undefined ? <SaveJobToggle job={job} compact describedBy={titleId} /> : null}
          </div>
          <p className="small mb-0 text-truncate">
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
          <ul
            className="list-unstyled d-flex flex-wrap column-gap-3 small mb-0 text-body-secondary"
            aria-label="Job facts"
          >
            {facts.map((fact) => (
              <li key={fact.key} className={fact.key === 'reward' ? 'text-success-emphasis' : undefined}>
                {'icon' in fact && fact.icon ? <Icon name={fact.icon} className="me-1" /> : null}
                {fact.label ? <span className="visually-hidden">{fact.label}</span> : null}
                {fact.text}
              </li>
            ))}
          </ul>
          <AppliedOn jobId={job.id} />
        </div>
      </div>
    </article>
  );
}
