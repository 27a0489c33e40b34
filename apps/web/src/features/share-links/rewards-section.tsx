import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, Badge, Table } from 'react-bootstrap';
import { REFERRAL_REWARD_STATUS_LABELS, type TMyReward, type TReferralRewardStatus } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { RewardChain } from '../../components/reward-chain.tsx';
import { formatDollarsAndCents } from '../../lib/formatters.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { myRewardsQueryOptions } from './api/my-rewards.ts';
import { PayoutSetup } from './payout-setup.tsx';

export const REWARDS_TEXTS = {
  empty: 'No rewards yet. You earn one when someone you referred is hired through your link and the employer pays.',
  error: 'Error loading your rewards.',
} as const;

const STATUS_BADGES: Record<TReferralRewardStatus, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'warning', text: 'dark' },
  earned: { bg: 'success' },
  issued: { bg: 'primary' },
  canceled: { bg: 'secondary' },
};

function Status({ reward }: { reward: TMyReward }) {
  return (
    <>
      <Badge {...STATUS_BADGES[reward.status]}>{REFERRAL_REWARD_STATUS_LABELS[reward.status]}</Badge>
      {reward.issued_via === 'stripe_transfer' ? (
        // Stripe moved it to the referrer's payout account; their bank receives it in a few days.
        <span className="d-block small text-body-secondary">{reward.label} is on its way</span>
      ) : null}
    </>
  );
}

const chainLabel = (reward: TMyReward) => `Progress of the reward for ${reward.job.title}`;

/** A reward on a phone: a card with the job, the reward, its status and its chain. */
function RewardCard({ reward }: { reward: TMyReward }) {
  return (
    <li className="card" data-testid="reward-card">
      <div className="card-body p-3">
        <h3 className="h6 mb-1">{reward.job.title}</h3>
        <p className="small text-body-secondary mb-2">{reward.job.business.name}</p>
        <p className="mb-2">
          {reward.label} · {formatDollarsAndCents(reward.amount)} <Status reward={reward} />
        </p>
        <RewardChain chain={reward.chain} label={chainLabel(reward)} />
      </div>
    </li>
  );
}

/**
 * The Rewards section of My Share Links: each reward earned through the user's links with its job, label
 * (spec §9), amount, status and its chain shared → applied → hire confirmed → employer paid → issued.
 * Below 768 px each reward is a card, as the share links above are.
 */
export function RewardsSection() {
  const headingId = useId();
  const query = useQuery(myRewardsQueryOptions());
  const phone = useMediaQuery(MOBILE_QUERY);
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your rewards…" />;
  else if (query.isError) content = <Alert variant="danger">{REWARDS_TEXTS.error}</Alert>;
  else if (query.data.length === 0) content = <p className="text-body-secondary">{REWARDS_TEXTS.empty}</p>;
  else if (phone)
    content = (
      <ul className="list-unstyled d-grid gap-2" aria-labelledby={headingId}>
        {query.data.map((reward) => (
          <RewardCard key={reward.id} reward={reward} />
        ))}
      </ul>
    );
  else
    content = (
      <Table responsive className="align-middle">
        <caption className="visually-hidden">Your rewards</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Reward</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Progress</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((reward) => (
            <tr key={reward.id}>
              <th scope="row" className="fw-normal">
                {reward.job.title}
                <div className="small text-body-secondary">{reward.job.business.name}</div>
              </th>
              <td>{reward.label}</td>
              <td className="text-end">{formatDollarsAndCents(reward.amount)}</td>
              <td>
                <Status reward={reward} />
              </td>
              <td>
                <RewardChain chain={reward.chain} label={chainLabel(reward)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h5">
        Rewards
      </h2>
      <PayoutSetup />
      {content}
    </section>
  );
}
