import type { PrismaClient } from '@mainwork/db';
import type { TMembershipTerms } from '@mainwork/contracts';

/** The terms when the `new_membership_terms` setting is missing (an empty database before its seed). */
export const DEFAULT_TERMS = {
  version: '1.1',
  text:
    'Posting jobs on MainWork is free. Your business is billed only for each confirmed hire found through ' +
    'MainWork, on your next invoice: the referral reward plus the platform fee when a referral link led to the ' +
    'hire, the platform fee alone when no one is to be rewarded.',
};

function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%`;
}

/**
 * The terms an employer accepts: version and summary from the `new_membership_terms` setting (admins
 * publish a new version there), the fee from the configuration (PLATFORM_FEE_PERCENT).
 */
export async function currentMembershipTerms(
  prisma: PrismaClient,
  platformFeePercent: number,
): Promise<TMembershipTerms> {
  const setting = await prisma.setting.findUnique({ where: { key: 'new_membership_terms' } });
  const value = setting?.value as { version?: unknown; text?: unknown } | undefined;
  const { version, text } =
    typeof value?.version === 'string' && typeof value.text === 'string'
      ? { version: value.version, text: value.text }
      : DEFAULT_TERMS;
  const fee = formatPercent(platformFeePercent);
  return {
    version,
    platform_fee_percent: platformFeePercent,
    text,
    sections: [
      {
        title: 'Posting is free',
        body: 'Posting, editing and pausing jobs and reviewing applicants cost nothing. There is no subscription.',
      },
      {
        title: 'Billing per confirmed hire',
        body:
          `For each hire you confirm as found through MainWork, your business is billed MainWork's platform fee ` +
          `of ${fee} of the value of the job's referral reward, plus that value when a referral link led to the ` +
          'hire. When no one is to be rewarded (no referral link led to the hire, or the applicant was not ' +
          'found), the platform fee alone is billed. You confirm a hire when you close the posting; the charge ' +
          'appears on your next invoice. Nothing is billed for postings filled elsewhere or closed unfilled.',
      },
      {
        title: 'How rewards work',
        body:
          'Each job carries a reward you choose: cash, a gift card (from the Reward Marketplace or your own ' +
          'business), merchandise, a subscription, an experience, event tickets or professional services. A ' +
          'referrer earns it only after a confirmed hire attributed through their referral link and after your ' +
          'invoice is paid. Promotion codes are delivered to the referrer only, never shown to candidates.',
      },
      {
        title: 'Cancelling',
        body: 'You may cancel your membership at any time; hires confirmed before cancelling remain billable.',
      },
    ],
  };
}
