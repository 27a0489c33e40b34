import { PAYOUT_MESSAGES, REWARD_MESSAGES, type TAdminReward } from '@mainwork/contracts';
import type { PrismaClient } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';
import { requireBillingAdmin } from '../../domain/billing-admin-gate.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { adminRewardOf, lockForPayout } from '../rewards/rewards.ts';
import { enqueueTransferReward } from './transfer-queue.ts';

/**
 * An admin retries a failed (refused or reversed) cash payout: under the row's lock, the failure is cleared,
 * the attempt number goes up (the transfer's idempotency key carries it, so Stripe makes a new transfer
 * rather than answering with the failed one) and the reward is claimed for the transfer at once, so a hand
 * payment after this is refused; the transfer job is queued in the same transaction, with the audit line
 * naming the admin. Of two retries, or a retry and a hand payment, the first to lock the row wins and the
 * other gets 409 (decision 066).
 */
export async function retryPayout(
  prisma: PrismaClient,
  input: { ability: AppAbility; actor: SessionUser; id: number; publicUrl: string; payoutsOffered: boolean },
): Promise<TAdminReward> {
  requireBillingAdmin(input.ability);
  if (!input.payoutsOffered) throw new AppError('conflict', PAYOUT_MESSAGES.notOffered);
  await prisma.$transaction(async (tx) => {
    const reward = await lockForPayout(tx, input.id);
    if (reward.status === 'paid_out') throw new AppError('conflict', REWARD_MESSAGES.alreadyIssued);
    if (reward.transferRequestedAt) throw new AppError('conflict', REWARD_MESSAGES.retryUnderWay);
    if (reward.status !== 'earned' || !reward.payoutFailure) throw new AppError('conflict', REWARD_MESSAGES.notFailed);
    const account = await tx.payoutAccount.findUnique({
      where: { userId: reward.referrerId },
      select: { stripeAccountId: true, payoutsEnabled: true },
    });
    if (!account?.stripeAccountId || !account.payoutsEnabled) {
      throw new AppError('conflict', REWARD_MESSAGES.notPayable);
    }
    const attempt = reward.transferAttempt + 1;
    await tx.referralReward.update({
      where: { id: input.id },
      data: { payoutFailure: null, transferRequestedAt: new Date(), transferAttempt: attempt },
    });
    await recordAudit(tx, {
      subjectType: 'ReferralReward',
      subjectId: input.id,
      action: 'retry_payout',
      fromState: 'earned',
      toState: 'earned',
      actorId: input.actor.id,
      data: { attempt, previous_failure: reward.payoutFailure },
    });
    await enqueueTransferReward(tx, input.id);
  });
  return adminRewardOf(prisma, input.id, input);
}
