import type { Prisma, PrismaClient } from '@mainwork/db';
import { storedRewardType, ZJobRewardInput, type TJobSource } from '@mainwork/contracts';
import { FieldErrors } from '../../http/app-error.ts';
import { validateReward } from '../business-jobs/job-input.ts';

type RewardInput = TJobSource['default_reward'];

/**
 * A source's default reward: checked by the job body's own rules (errors keyed `default_reward.…`) and kept as
 * the wire's reward fields; null when none is given. Each job imported afterwards gets it.
 */
export async function checkDefaultReward(
  prisma: PrismaClient,
  input: RewardInput | undefined,
): Promise<Prisma.InputJsonValue | null> {
  const errors = new FieldErrors();
  const row = await validateReward(prisma, input ?? null, errors);
  const renamed = new FieldErrors();
  // Keyed as the source body writes it: default_reward.amount, not reward.amount.
  try {
    errors.throwIfAny();
  } catch (error) {
    const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
    for (const [key, messages] of Object.entries(fields)) {
      for (const message of messages) renamed.add(key.replace(/^reward\b/, 'default_reward'), message);
    }
    renamed.throwIfAny();
  }
  if (!row || !input) return null;
  return {
    type: input.type ?? null,
    amount: input.amount ?? null,
    reward_source_id: input.reward_source_id ?? null,
    description: row.description ?? null,
    url: row.url ?? null,
    code: row.code ?? null,
  };
}

/** The stored default reward as the wire shows it. */
export function defaultRewardOnWire(stored: Prisma.JsonValue | null): RewardInput {
  const parsed = ZJobRewardInput.safeParse(stored);
  return stored !== null && parsed.success ? parsed.data : null;
}

/** The stored default reward as the reward row of a new job, or null when the source has none. */
export function storedDefaultReward(
  stored: Prisma.JsonValue | null,
): Omit<Prisma.RewardCreateManyInput, 'jobId'> | null {
  const reward = defaultRewardOnWire(stored);
  if (!reward?.type || reward.amount === null || reward.amount === undefined) return null;
  return {
    type: storedRewardType(reward.type),
    amount: reward.amount,
    rewardSourceId: reward.reward_source_id ?? null,
    description: reward.description ?? null,
    url: reward.url ?? null,
    code: reward.code ?? null,
  };
}
