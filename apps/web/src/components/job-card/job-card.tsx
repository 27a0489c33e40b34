import { useId } from 'react';
import { Link } from '../link.tsx';
import type { TJob } from '@mainwork/contracts';
import { AppliedOn } from './applied-on.tsx';
import { BusinessLogo } from './business-logo.tsx';
import { JobChips } from './job-chips.tsx';
import { JobPlaceLine } from './job-place-line.tsx';
import { PostedAgo } from './posted-ago.tsx';
import { SaveJobToggle } from './save-job-toggle.tsx';

/**
 * A job in a list (spec §2.5; decision 058), the one card of the board, the feeds and the job form's preview:
 * logo, business and place on one line (the place links to the employer's job feed), the title across the whole
 * card on a phone (beside the logo from 992 px, where the card is wider), job type, pay and reward as chips, and
 * 'Posted X ago' small and muted (under the chips on a phone, at the end of the place's line from 992 px), and in
 * the top right the bookmark that saves the job (decision 061).
 * Benefits, the reward's details and the description are on the job.
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
  return (
    <article
      aria-labelledby={titleId}
      className={`card job-card${selected ? ' job-card-selected' : ''}`}
      data-testid="job-card"
    >
      <div className="card-body job-card-body">
        <BusinessLogo name={job.business.name} logo={job.business.logo} size={32} />
        <JobPlaceLine job={job} className="job-card-where text-truncate" />
        {postedText === undefined ? (
          <div className="job-card-save">
            <SaveJobToggle job={job} compact describedBy={titleId} />
          </div>
        ) : null}
        <h2 id={titleId} className="job-card-title text-break">
          <Link to={href} aria-current={selected ? 'true' : undefined}>
            {job.title}
          </Link>
        </h2>
        <div className="job-card-foot">
          <JobChips job={job} />
        </div>
        {postedText === undefined ? (
          <PostedAgo postedAt={job.posted_at} className="job-card-posted" />
        ) : (
          <p className="job-card-posted">{postedText}</p>
        )}
        <AppliedOn jobId={job.id} className="job-card-applied" />
      </div>
    </article>
  );
}
