import { EMPLOYER_REWARD_SOURCE_ID, REWARD_TYPE_NAMES, type TSalaryRate } from './job-values.ts';
import type { TReward } from './jobs.ts';
import { formatNumber } from './number-format.ts';

// Spec §9's money and salary formats, plain functions (no zod), shared by the web app's screens and the
// server's link previews and social cards, so that both write '$60,000 a year' and reward labels the same way.

/** '$60,000': '$' prefix, comma grouping, whole dollars. */
export const formatWholeDollars = (amount: number): string => `$${formatNumber(amount, 0, 0)}`;

/** '$18.50', '$1,000.00': '$' prefix, comma grouping, two decimals. */
export const formatDollarsAndCents = (amount: number): string => `$${formatNumber(amount, 2, 2)}`;

/** Spec §9's period of each salary rate, after the amounts ('$60,000 a year') and in the job form's choices. */
export const SALARY_PERIODS: Readonly<Record<TSalaryRate, string>> = {
  per_hour: 'an hour',
  per_day: 'a day',
  per_week: 'a week',
  per_month: 'a month',
  per_year: 'a year',
};

/**
 * Spec §9 salary: '$18.50 - $24.00 an hour', '$60,000 - $70,000 a year', '$45.00 an hour'. Hourly pay has two
 * decimals, every other rate whole dollars; a range only when minimum and maximum differ. Null without a salary.
 */
export function formatSalary(job: {
  minimum_salary: number | null;
  maximum_salary: number | null;
  salary_rate: TSalaryRate | null;
}): string | null {
  const { minimum_salary: minimum, maximum_salary: maximum, salary_rate: rate } = job;
  if (minimum === null && maximum === null) return null;
  const money = rate === 'per_hour' ? formatDollarsAndCents : formatWholeDollars;
  const amounts =
    minimum !== null && maximum !== null && minimum !== maximum
      ? `${money(minimum)} - ${money(maximum)}`
      : money((minimum ?? maximum) as number);
  return rate ? `${amounts} ${SALARY_PERIODS[rate]}` : amounts;
}

/** '$100' for whole amounts, '$99.50' otherwise (reward amounts). */
export const formatAmount = (amount: number): string =>
  Number.isInteger(amount) ? formatWholeDollars(amount) : formatDollarsAndCents(amount);

/** Who gives a reward: its source, or the hiring business for the reserved source 1 (spec §9). */
const rewardGiver = (reward: Pick<TReward, 'reward_source' | 'employer_business_name'>) =>
  reward.reward_source?.id === EMPLOYER_REWARD_SOURCE_ID ? reward.employer_business_name : reward.reward_source?.name;

/**
 * Spec §9 reward label: GiftCard '$100 Gift Card to {source name}' (the employer's business name when the source
 * is the reserved source 1), Cash '$500', any other type its name.
 */
export function formatRewardLabel(
  reward: Pick<TReward, 'type' | 'amount' | 'reward_source' | 'employer_business_name'>,
): string {
  const amount = formatAmount(reward.amount);
  if (reward.type === 'Reward::Cash') return amount;
  if (reward.type !== 'Reward::GiftCard') return REWARD_TYPE_NAMES[reward.type];
  const giver = rewardGiver(reward);
  return giver ? `${amount} Gift Card to ${giver}` : `${amount} Gift Card`;
}

/** The word joining a kind of reward to who gives it ('from' unless named here; cash has no giver). */
const REWARD_JOINERS: Partial<Record<TReward['type'], string>> = {
  'Reward::GiftCard': 'to',
  'Reward::Subscription': 'to',
  'Reward::Experience': 'at',
};

/**
 * A reward said once, in words, with its kind and who gives it (decision 058): '$1,000 cash referral reward',
 * '$75 gift card to Brattle Street Books', '$300 experience at Boulder Yard Climbing', '$400 professional services
 * referral reward' when no business gives it; the employer's name for the reserved source 1. The job card's and
 * the job page's chip say this; spec §9's shorter labels stay where the spec shows them.
 */
export function formatRewardInWords(
  reward: Pick<TReward, 'type' | 'amount' | 'reward_source' | 'employer_business_name'>,
): string {
  const giver = reward.type === 'Reward::Cash' ? null : rewardGiver(reward);
  const kind =
    reward.type === 'Reward::ProfessionalServices'
      ? 'professional services'
      : REWARD_TYPE_NAMES[reward.type].toLowerCase();
  return `${formatAmount(reward.amount)} ${kind} ${giver ? `${REWARD_JOINERS[reward.type] ?? 'from'} ${giver}` : 'referral reward'}`;
}
