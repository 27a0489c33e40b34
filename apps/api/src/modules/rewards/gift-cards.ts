import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  EMAILED_PAGES,
  EMPLOYER_REWARD_SOURCE_ID,
  pagePath,
  REDEMPTION_MESSAGES,
  rewardTypeOnWire,
  type TRedemption,
} from '@mainwork/contracts';
import { moveState } from '../../domain/move-state.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { giftCardMail } from './mail/gift-card.tsx';
import type { RewardMailFacts } from './mail/reward-mail-layout.tsx';
import type { RewardFacts } from './reward-lifecycle.ts';
import { storedRewardLabel } from './reward-label.ts';
import { canonicalRedemptionCode, newRedemptionCode } from './redemption-code.ts';

/** The page a gift card's QR code and e-mail lead to (decision 065). */
export const redeemUrl = (publicUrl: string, code: string) => `${publicUrl}${pagePath(EMAILED_PAGES.redeem, { code })}`;

/**
 * A reward a local business gives (a reward source) and MainWork has no promotion code for: the referrer
 * gets a redemption code to show there. Cash and promotion codes are delivered otherwise.
 */
export function isRedeemedAtSource(reward: Pick<RewardFacts, 'rewardType' | 'application'>): boolean {
  const jobReward = reward.application.job.reward;
  return reward.rewardType !== 'Cash' && !jobReward?.code && Boolean(jobReward?.rewardSource);
}

/**
 * In the transaction that made the reward earned: its redemption code, and the e-mail that carries it
 * (always sent: the e-mail is how the referrer learns the code). The reward stays earned until redeemed.
 */
export async function giveRedemptionCode(
  tx: Prisma.TransactionClient,
  reward: RewardFacts,
  facts: RewardMailFacts,
): Promise<void> {
  const job = reward.application.job;
  const source = job.reward!.rewardSource!;
  const code = newRedemptionCode();
  // Only a reward that has none yet: a repeated earn never changes the code the referrer was sent.
  const { count } = await tx.referralReward.updateMany({
    where: { id: reward.id, redemptionCode: null },
    data: { redemptionCode: code },
  });
  if (count !== 1) return;
  await enqueueMail(
    tx,
    await giftCardMail({
      ...facts,
      giver: source.id === EMPLOYER_REWARD_SOURCE_ID ? job.business.name : source.name,
      code,
      redeemUrl: redeemUrl(facts.publicUrl, code),
      description: job.reward!.description,
    }),
    { transactional: true },
  );
}

const redemptionSelect = {
  id: true,
  status: true,
  rewardType: true,
  amountCents: true,
  paidOutAt: true,
  redeemedAt: true,
  redemptionCode: true,
  referrerId: true,
  referrer: { select: { firstName: true, lastName: true } },
  application: {
    select: {
      job: {
        select: {
          business: { select: { id: true, name: true } },
          reward: {
            select: { description: true, rewardSource: { select: { id: true, name: true, contactEmail: true } } },
          },
        },
      },
    },
  },
} satisfies Prisma.ReferralRewardSelect;

type RedemptionRow = Prisma.ReferralRewardGetPayload<{ select: typeof redemptionSelect }>;

const isAdmin = (ability: AppAbility) => ability.can('read', 'admin_dashboard');

/**
 * Who speaks for the business that gives the reward: the signed-in user whose confirmed address is the
 * reward source's contact, or, for the reserved source 1 (the employer itself), the employer's team.
 */
function isSourceContact(row: RedemptionRow, user: SessionUser): boolean {
  const job = row.application.job;
  const source = job.reward?.rewardSource;
  if (!source) return false;
  if (source.id === EMPLOYER_REWARD_SOURCE_ID && user.businessId === job.business.id) return true;
  const contact = source.contactEmail?.toLowerCase();
  return user.emailConfirmed && contact !== undefined && contact === user.email.toLowerCase();
}

function toRedemption(row: RedemptionRow, canRedeem: boolean): TRedemption {
  const job = row.application.job;
  const source = job.reward?.rewardSource ?? null;
  const redeemed = row.status === 'paid_out';
  return {
    code: row.redemptionCode!,
    label: storedRewardLabel({
      type: row.rewardType,
      amountCents: row.amountCents,
      rewardSource: source,
      businessName: job.business.name,
    }),
    type: rewardTypeOnWire(row.rewardType),
    amount: row.amountCents / 100,
    reward_source: source ? { id: source.id, name: source.name } : null,
    employer_business_name: job.business.name,
    description: job.reward?.description ?? null,
    // The name only: the business checks it against the person at the counter; the address stays private.
    referrer_name: [row.referrer.firstName, row.referrer.lastName].filter(Boolean).join(' ') || 'A MainWork referrer',
    status: redeemed ? 'redeemed' : 'ready',
    redeemed_at: redeemed ? ((row.redeemedAt ?? row.paidOutAt)?.toISOString() ?? null) : null,
    can_redeem: canRedeem && !redeemed,
  };
}

type Viewer = { ability: AppAbility; user: SessionUser };

async function findByCode(db: Prisma.TransactionClient | PrismaClient, text: string): Promise<RedemptionRow> {
  const code = canonicalRedemptionCode(text);
  const row = code
    ? await db.referralReward.findUnique({ where: { redemptionCode: code }, select: redemptionSelect })
    : null;
  if (!row) throw AppError.notFound('Gift card');
  return row;
}

/** The reward behind a code, for its referrer, the source's contact and admins; anyone else is refused. */
export async function showRedemption(prisma: PrismaClient, input: Viewer & { code: string }): Promise<TRedemption> {
  const row = await findByCode(prisma, input.code);
  const canRedeem = isAdmin(input.ability) || isSourceContact(row, input.user);
  if (!canRedeem && row.referrerId !== input.user.id) throw AppError.forbidden(REDEMPTION_MESSAGES.notAllowed);
  return toRedemption(row, canRedeem);
}

/**
 * The business (or an admin) marks the gift card redeemed: earned → issued by one conditional update with
 * its audit line, in one transaction. Of any number of attempts exactly one succeeds; the others get 409.
 */
export async function redeemGiftCard(prisma: PrismaClient, input: Viewer & { code: string }): Promise<TRedemption> {
  const found = await findByCode(prisma, input.code);
  if (!isAdmin(input.ability) && !isSourceContact(found, input.user))
    throw AppError.forbidden(REDEMPTION_MESSAGES.notAllowed);
  const now = new Date();
  const moved = await prisma.$transaction(async (tx) => {
    const won = await moveState(tx, {
      subject: 'ReferralReward',
      id: found.id,
      from: 'earned',
      to: 'paid_out',
      set: { paidOutAt: now, redeemedAt: now, issuedVia: 'redemption' },
      audit: { action: 'redeem', actorId: input.user.id, data: { redemption_code: found.redemptionCode } },
    });
    if (won) await tx.referralReward.update({ where: { id: found.id }, data: { redeemedById: input.user.id } });
    return won;
  });
  if (!moved) throw new AppError('conflict', REDEMPTION_MESSAGES.alreadyRedeemed);
  return toRedemption(await findByCode(prisma, input.code), true);
}
