import type { Prisma } from '@mainwork/db';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { mailFacts, type RewardFacts } from '../rewards/reward-lifecycle.ts';
import { payoutSetupNeededMail } from './mail/payout-setup-needed.tsx';
import { enqueueTransferReward } from './transfer-queue.ts';

/**
 * A cash reward just earned, with payouts offered: its transfer is queued in the same transaction, and a
 * referrer who cannot receive it yet is asked to set up payouts (one who can hears "on its way" from the
 * transfer instead).
 */
export async function startCashPayout(
  tx: Prisma.TransactionClient,
  input: { reward: RewardFacts; publicUrl: string },
): Promise<void> {
  const { reward } = input;
  await enqueueTransferReward(tx, reward.id);
  const account = await tx.payoutAccount.findUnique({
    where: { userId: reward.referrer.id },
    select: { payoutsEnabled: true },
  });
  if (account?.payoutsEnabled) return;
  await enqueueMail(tx, await payoutSetupNeededMail(mailFacts(reward, input.publicUrl)), {
    kind: 'referral_updates',
    userId: reward.referrer.id,
  });
}
