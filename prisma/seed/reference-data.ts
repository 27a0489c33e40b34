import { EMPLOYER_REWARD_SOURCE_ID, US_STATES, type TUsStateCode } from '@mainwork/contracts';
import type { Prisma } from '../generated/client/client.ts';

export { EMPLOYER_REWARD_SOURCE_ID };

export const EMPLOYER_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
] as const;

export const JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Temporary',
  'Internship',
  'Seasonal',
  'Volunteer',
] as const;

export const JOB_FUNCTIONS = [
  'Accounting/Finance',
  'Administrative',
  'Customer Service',
  'Design/Creative',
  'Education',
  'Engineering',
  'Healthcare',
  'Hospitality',
  'Human Resources',
  'Information Technology',
  'Legal',
  'Management',
  'Manufacturing/Production',
  'Marketing',
  'Operations',
  'Research/Science',
  'Sales',
  'Skilled Trades',
  'Transportation/Logistics',
  'Other',
] as const;

export const JOB_INDUSTRIES = [
  'Accounting',
  'Agriculture',
  'Arts & Entertainment',
  'Biotechnology & Pharmaceuticals',
  'Construction',
  'Education',
  'Energy & Utilities',
  'Financial Services',
  'Government',
  'Healthcare',
  'Hospitality & Food Service',
  'Information Technology',
  'Insurance',
  'Manufacturing',
  'Media & Communications',
  'Nonprofit',
  'Professional Services',
  'Real Estate',
  'Retail',
  'Transportation & Logistics',
] as const;

export const JOB_LOCATION_TYPES = ['On-site', 'Remote', 'Hybrid'] as const;

export const JOB_EXPERIENCE_LEVELS = ['Entry level', 'Mid level', 'Senior level', 'Director', 'Executive'] as const;

export const PAYMENT_METHODS = ['Check', 'Direct deposit (ACH)', 'PayPal', 'Venmo', 'Zelle', 'Gift card'] as const;

export type StateCode = TUsStateCode;
export type EmployerSizeName = (typeof EMPLOYER_SIZES)[number];
export type JobTypeName = (typeof JOB_TYPES)[number];
export type JobFunctionName = (typeof JOB_FUNCTIONS)[number];
export type JobIndustryName = (typeof JOB_INDUSTRIES)[number];
export type JobLocationTypeName = (typeof JOB_LOCATION_TYPES)[number];
export type JobExperienceLevelName = (typeof JOB_EXPERIENCE_LEVELS)[number];

export const MEMBERSHIP_TERMS_VERSION = '1.1';

/** The platform fee is not a setting row: PLATFORM_FEE_PERCENT in the API's config is its one source. */
const DEFAULT_SETTINGS: ReadonlyArray<{ key: string; value: Prisma.InputJsonValue }> = [
  {
    key: 'new_membership_terms',
    value: {
      version: MEMBERSHIP_TERMS_VERSION,
      text:
        'Posting jobs, editing them and reviewing applicants on MainWork is free. Your business is billed ' +
        'only for each confirmed hire found through MainWork: when a referral link led to the hire, the referral ' +
        "reward posted with the job plus MainWork's platform fee (a percentage of the reward, 20% unless agreed " +
        'otherwise); when no one is to be rewarded, the platform fee alone. You confirm a ' +
        'hire when you close the posting, and the charge is added to your next invoice; the referrer earns ' +
        'the reward once that invoice is paid. You may cancel your membership at any time; hires confirmed ' +
        'before cancelling remain billable.',
    },
  },
];

const positioned = (names: readonly string[]) => names.map((name, index) => ({ name, position: index + 1 }));

/**
 * Lookup tables, settings and the reserved employer reward source. Idempotent and safe to run on every
 * start: rows are upserted by their unique name or code, and existing settings keep their values.
 */
export async function seedReferenceData(prisma: Prisma.TransactionClient): Promise<void> {
  for (const { code, name } of US_STATES) {
    await prisma.state.upsert({ where: { code }, update: { name }, create: { code, name } });
  }
  for (const row of positioned(EMPLOYER_SIZES)) {
    await prisma.employerSize.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(JOB_TYPES)) {
    await prisma.jobType.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(JOB_FUNCTIONS)) {
    await prisma.jobFunction.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(JOB_INDUSTRIES)) {
    await prisma.jobIndustry.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(JOB_LOCATION_TYPES)) {
    await prisma.jobLocationType.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(JOB_EXPERIENCE_LEVELS)) {
    await prisma.jobExperienceLevel.upsert({ where: { name: row.name }, update: row, create: row });
  }
  for (const row of positioned(PAYMENT_METHODS)) {
    await prisma.paymentMethod.upsert({ where: { name: row.name }, update: row, create: row });
  }

  await prisma.setting.createMany({ data: [...DEFAULT_SETTINGS], skipDuplicates: true });

  // Inactive and unapproved so that the reward marketplace never lists it.
  const created = await prisma.rewardSource.createMany({
    data: [{ id: EMPLOYER_REWARD_SOURCE_ID, name: 'Employer (the hiring business)', active: false, approved: false }],
    skipDuplicates: true,
  });
  if (created.count > 0) {
    // The explicit id did not advance the serial sequence; without this the next insert would collide on id 1.
    await prisma.$executeRaw`SELECT setval(pg_get_serial_sequence('reward_sources', 'id'), GREATEST((SELECT MAX(id) FROM reward_sources), 1))`;
  }
}
