import type { Prisma } from '@mainwork/db';
import { enqueue } from '../../infra/queue/queue.ts';

/** The queue an earned cash reward's Stripe Transfer is made through (transfer-reward-job.ts). */
export const TRANSFER_REWARD_QUEUE = 'payouts.transfer-reward';

/** Queues a reward's transfer, in the transaction that makes it payable (earned, or its account enabled). */
export function enqueueTransferReward(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  referralRewardId: number,
): Promise<void> {
  return enqueue(tx, TRANSFER_REWARD_QUEUE, { referralRewardId }, { jobKey: `transfer-reward-${referralRewardId}` });
}
