import { useId } from 'react';
import type { TJob } from '@mainwork/contracts';
import { formatEstimatedValue, formatRewardLabel } from '../../lib/formatters.ts';
import { BusinessLogo } from '../../components/job-card/business-logo.tsx';
import { JobActions } from './job-actions.tsx';
import { JobBenefits } from '../../components/job-card/job-benefits.tsx';
import { JobFacts } from '../../components/job-card/job-facts.tsx';
import type { FeedScope } from '../../lib/feed-scope.ts';
import { Icon } from '../../components/icon.tsx';

function RewardSection({ reward, heading: Heading }: { reward: NonNullable<TJob['reward']>; heading: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border border-success-subtle rounded p-3 mb-3">
      <Heading id={headingId} className="h6">
        <Icon name="gift" className="me-2" />
        Referral reward
      </Heading>
      <p className="mb-1 fw-semibold">{formatRewardLabel(reward)}</p>
      <p className="mb-1 small">Estimated value: {formatEstimatedValue(reward.estimated_value)}</p>
      {reward.description ? <p className="mb-1 small">{reward.description}</p> : null}
      {reward.url ? (
        <a href={reward.url} target="_blank" rel="noopener noreferrer" className="small">
          Reward details
          <Icon name="box-arrow-up-right" className="ms-1" />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}

/**
 * A job in full (spec §2.5), in the panel beside the list or on the job's page: the card's facts, the kind of
 * job, Share / Apply / Instant Apply, the reward (estimated value, details link, description), benefits, and
 * the description (HTML sanitised by the server).
 */
export function JobDetail({ job, scope, titleAs: Title }: { job: TJob; scope: FeedScope; titleAs: 'h1' | 'h2' }) {
  const titleId = useId();
  const Heading = Title === 'h1' ? 'h2' : 'h3';
  const kinds = [job.job_type, job.job_experience_level, job.job_industry, job.job_function].flatMap((lookup) =>
    lookup ? [lookup.name] : [],
  );
  return (
    <article aria-labelledby={titleId} data-testid="job-detail">
      <div className="d-flex gap-3 mb-3">
        <BusinessLogo name={job.business.name} logo={job.business.logo} size={64} />
        <div style={{ minWidth: 0 }}>
          <Title id={titleId} className="h3 mb-1 text-break">
            {job.title}
          </Title>
          <JobFacts job={job} />
        </div>
      </div>
      {kinds.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Job details">
          {kinds.map((kind) => (
            <li key={kind} className="badge rounded-pill text-bg-light border fw-normal">
              {kind}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mb-3">
        <JobActions job={job} scope={scope} />
      </div>
      {job.reward ? <RewardSection reward={job.reward} heading={Heading} /> : null}
      <div className="mb-3">
        <JobBenefits benefits={job.benefits} />
      </div>
      <section aria-label="Job description">
        <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
      </section>
    </article>
  );
}
