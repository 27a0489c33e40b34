import { useId } from 'react';
import type { TJob } from '@mainwork/contracts';
import { formatEstimatedValue } from '../../lib/formatters.ts';
import { BusinessLogo } from '../../components/job-card/business-logo.tsx';
import { JobActions } from './job-actions.tsx';
import { JobBenefits } from '../../components/job-card/job-benefits.tsx';
import { JobChips } from '../../components/job-card/job-chips.tsx';
import { JobPlaceLine } from '../../components/job-card/job-place-line.tsx';
import { PostedAgo } from '../../components/job-card/posted-ago.tsx';
import type { FeedScope } from '../../lib/feed-scope.ts';
import { Icon } from '../../components/icon.tsx';
import boxArrowUpRightIcon from 'virtual:bootstrap-icons/box-arrow-up-right';
import giftIcon from 'virtual:bootstrap-icons/gift';

export const REWARD_EARNED = 'Earned when a friend you refer through your link is hired and the employer has paid.';

/**
 * How a reward is earned, its description, estimated value and details link (spec §2.5). The reward itself is said
 * once, in the chips under the title (decision 058); the estimated value only when it is not the amount already said.
 */
function RewardSection({ reward, heading: Heading }: { reward: NonNullable<TJob['reward']>; heading: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="reward-panel mb-3">
      <Heading id={headingId} className="h6 mb-1">
        <Icon icon={giftIcon} className="me-2" />
        Referral reward
      </Heading>
      {/* The employer's own words say how it is earned when there are some. */}
      <p className="mb-1 small">{reward.description ?? REWARD_EARNED}</p>
      {reward.estimated_value !== reward.amount ? (
        <p className="mb-1 small">Estimated value: {formatEstimatedValue(reward.estimated_value)}</p>
      ) : null}
      {reward.url ? (
        <a href={reward.url} target="_blank" rel="noopener noreferrer" className="small">
          Reward details
          <Icon icon={boxArrowUpRightIcon} className="ms-1" />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}

/**
 * A job in full (spec §2.5), in the panel beside the list or on the job's page: logo, business and place, the
 * title across the width, 'Posted X ago', chips (type, pay, reward, level, industry, function), Share / Apply /
 * Instant Apply, how the reward is earned, benefits, and the description (HTML sanitised by the server). On its own
 * page on a phone, the buttons are a bar held at the bottom of the window until the job's end (decision 058).
 */
export function JobDetail({ job, scope, titleAs: Title }: { job: TJob; scope: FeedScope; titleAs: 'h1' | 'h2' }) {
  const titleId = useId();
  const Heading = Title === 'h1' ? 'h2' : 'h3';
  const kinds = [job.job_experience_level, job.job_industry, job.job_function].flatMap((lookup) =>
    lookup ? [lookup.name] : [],
  );
  return (
    <article
      aria-labelledby={titleId}
      className={Title === 'h1' ? 'job-detail job-detail-page' : 'job-detail'}
      data-testid="job-detail"
    >
      <div className="mb-3">
        <div className="d-flex align-items-center gap-3 mb-2">
          <BusinessLogo name={job.business.name} logo={job.business.logo} size={56} />
          <JobPlaceLine job={job} className="flex-grow-1" />
        </div>
        <Title id={titleId} className="job-detail-title text-break">
          {job.title}
        </Title>
        <PostedAgo postedAt={job.posted_at} className="job-card-posted mt-1 mb-2" />
        <JobChips job={job} kinds={kinds} />
      </div>
      <div className={Title === 'h1' ? 'job-apply-bar sticky-bar mb-3' : 'mb-3'}>
        <JobActions job={job} scope={scope} />
      </div>
      {job.reward ? <RewardSection reward={job.reward} heading={Heading} /> : null}
      {job.benefits.length > 0 ? (
        <div className="mb-3">
          <JobBenefits benefits={job.benefits} />
        </div>
      ) : null}
      <section aria-label="Job description">
        <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
      </section>
    </article>
  );
}
