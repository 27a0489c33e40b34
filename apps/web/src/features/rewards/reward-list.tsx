import { useQuery } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import {
  EMPLOYER_REWARD_SOURCE_ID,
  REFERRAL_REWARD_STATUS_LABELS,
  type TMyReward,
  type TReferralRewardStatus,
} from '@mainwork/contracts';
import { CopyButton } from '../../components/copy-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { RewardChain } from '../../components/reward-chain.tsx';
import { myRewardsQueryOptions } from './api/my-rewards.ts';
import { QrCode } from './qr-code.tsx';
import { rewardInWords, rewardStatusInWords } from './reward-in-words.ts';

export const REWARDS_TEXTS = {
  loading: 'Loading your rewards…',
  empty: 'No rewards yet. You earn one when someone you referred is hired through your link and the employer pays.',
  error: 'Error loading your rewards.',
} as const;

const STATUS_BADGES: Record<TReferralRewardStatus, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'warning', text: 'dark' },
  earned: { bg: 'success' },
  issued: { bg: 'primary' },
  canceled: { bg: 'secondary' },
};

/** Who gives a reward, for 'show it at …': its source, or the hiring business for the reserved source 1. */
const giverOf = (reward: TMyReward) =>
  reward.reward_source && reward.reward_source.id !== EMPLOYER_REWARD_SOURCE_ID
    ? reward.reward_source.name
    : reward.job.business.name;

function PromotionCode({ reward }: { reward: TMyReward }) {
  const promotion = reward.promotion_code!;
  return (
    <div className="border rounded p-3 mt-3">
      <p className="small text-body-secondary mb-1">Promotion code</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <code className="fs-5 text-body text-break">{promotion.code}</code>
        <CopyButton text={promotion.code} what={`promotion code for ${reward.job.title}`} size="sm" />
      </div>
      {promotion.description ? <p className="small mb-1">{promotion.description}</p> : null}
      {promotion.url ? (
        <p className="small mb-0 text-break">
          Use it at{' '}
          <a href={promotion.url} target="_blank" rel="noopener noreferrer">
            {promotion.url}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function GiftCard({ reward }: { reward: TMyReward }) {
  const card = reward.gift_card!;
  const redeemed = card.redeemed_at !== null;
  return (
    <div className="border rounded p-3 mt-3 d-flex flex-wrap align-items-center gap-3">
      {redeemed ? null : (
        <QrCode text={card.redeem_url} label={`QR code to redeem the gift card for ${reward.job.title}`} />
      )}
      <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <p className="small text-body-secondary mb-1">Redemption code</p>
        <p className="font-monospace fs-5 mb-2 text-break">{card.code}</p>
        <p className="small mb-0">
          {redeemed
            ? `${giverOf(reward)} marked this gift card redeemed.`
            : `Show this QR code (or the code) at ${giverOf(reward)}. They scan it and mark the gift card redeemed; it can be used once.`}
        </p>
      </div>
    </div>
  );
}

/** One reward: its job, the reward in words, where it stands, its chain, and its code or gift card. */
function RewardCard({ reward }: { reward: TMyReward }) {
  return (
    <li className="col" data-testid="reward-card">
      <article className="card h-100" aria-label={`Reward for ${reward.job.title}`}>
        <div className="card-body p-3">
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
            <div style={{ minWidth: 0 }}>
              <h3 className="h6 mb-0">{reward.job.title}</h3>
              <p className="small text-body-secondary mb-0">{reward.job.business.name}</p>
            </div>
            <Badge {...STATUS_BADGES[reward.status]}>{REFERRAL_REWARD_STATUS_LABELS[reward.status]}</Badge>
          </div>
          <p className="fw-semibold mb-1">{rewardInWords(reward)}</p>
          <p className="mb-2" data-testid="reward-status">
            {rewardStatusInWords(reward)}
          </p>
          <RewardChain chain={reward.chain} label={`Progress of the reward for ${reward.job.title}`} />
          {reward.promotion_code ? <PromotionCode reward={reward} /> : null}
          {reward.gift_card ? <GiftCard reward={reward} /> : null}
        </div>
      </article>
    </li>
  );
}

/**
 * Every reward of the signed-in referrer, newest first, as cards (one column on phones, two on wide
 * screens): a gift card's QR code needs the room a table cell does not have.
 */
export function RewardList({ labelledBy }: { labelledBy: string }) {
  const query = useQuery(myRewardsQueryOptions());
  if (query.isPending) return <LoadingScreen label={REWARDS_TEXTS.loading} />;
  if (query.isError) return <Alert variant="danger">{REWARDS_TEXTS.error}</Alert>;
  if (query.data.length === 0) return <p className="text-body-secondary">{REWARDS_TEXTS.empty}</p>;
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3" aria-labelledby={labelledBy}>
      {query.data.map((reward) => (
        <RewardCard key={reward.id} reward={reward} />
      ))}
    </ul>
  );
}
