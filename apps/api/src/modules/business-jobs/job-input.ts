import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  annualSalary,
  EMPLOYER_REWARD_SOURCE_ID,
  JOB_DEFAULT_EXPIRY_DAYS,
  JOB_MAX_EXPIRY_DAYS,
  storedRewardType,
  type TJobInput,
  type TScreeningQuestion,
} from '@mainwork/contracts';
import { FieldErrors } from '../../http/app-error.ts';
import { descriptionColumns } from '../jobs/sanitize-description.ts';
import { isAddressGiven, validateAddressInput } from '../places/address-input.ts';
import { checkScreeningQuestions, existingScreeningQuestions } from './screening-questions.ts';

const BLANK = "can't be blank";
const DAY_MS = 24 * 60 * 60 * 1000;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** What a valid body writes: the job's own columns, its address, benefits in order and its reward. */
export type JobWrite = {
  columns: Omit<Prisma.JobUncheckedCreateInput, 'businessId' | 'addressId'>;
  address: Awaited<ReturnType<typeof validateAddressInput>> | null;
  benefits: Array<{ name: string; position: number }>;
  reward: Omit<Prisma.RewardUncheckedCreateWithoutJobInput, never> | null;
};

type LookupTable = 'jobType' | 'jobExperienceLevel' | 'jobIndustry' | 'jobFunction' | 'jobLocationType';
type LookupDelegate = { findUnique(args: { where: { id: number } }): Promise<{ id: number; name: string } | null> };

async function lookup(
  prisma: PrismaClient,
  table: LookupTable,
  id: number | null | undefined,
  key: string,
  errors: FieldErrors,
  required: boolean,
) {
  if (id === null || id === undefined) {
    if (required) errors.add(key, BLANK);
    return null;
  }
  const row = await (prisma[table] as unknown as LookupDelegate).findUnique({ where: { id } });
  if (!row) errors.add(key, 'is invalid');
  return row;
}

/** Visible text of the description, to tell an empty editor (`<p></p>`) from a written one. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

function parseExpiry(value: string | null | undefined, errors: FieldErrors, now: Date): Date | undefined {
  if (!value) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.000Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) errors.add('expires_at', 'is invalid');
  else if (date.getTime() <= now.getTime()) errors.add('expires_at', 'must be in the future');
  else if (date.getTime() > now.getTime() + JOB_MAX_EXPIRY_DAYS * DAY_MS) {
    errors.add('expires_at', `must be within ${JOB_MAX_EXPIRY_DAYS} days`);
  } else return date;
  return undefined;
}

/**
 * The screening questions' columns of a job body: new questions get ids from the job's `nextQuestionId` as read
 * through `db` (an update reads it again in its transaction, under the job row's lock, so two edits at once
 * never give one id to two questions). Questions not sent on an update are kept: clearing them takes an empty
 * list.
 */
export async function screeningColumns(
  db: Parameters<typeof existingScreeningQuestions>[0],
  input: Pick<TJobInput, 'screening_questions'>,
  options: { creating: boolean; jobId?: number },
  errors: FieldErrors,
): Promise<{ screeningQuestions?: TScreeningQuestion[]; nextQuestionId?: number }> {
  const existing = await existingScreeningQuestions(db, options.jobId ?? null);
  const questions = input.screening_questions
    ? checkScreeningQuestions(input.screening_questions, existing, errors)
    : options.creating
      ? []
      : undefined;
  if (!questions) return {};
  return {
    screeningQuestions: questions,
    nextQuestionId: Math.max(existing.firstFreeId, ...questions.map((question) => question.id + 1)),
  };
}

/**
 * Checks a job body against every rule (errors keyed as the spec writes them: `title`, `address.city`,
 * `address.geocode`, `reward.amount`, `benefits.0.name`…) and turns it into what is written.
 */
export async function validateJobInput(
  prisma: PrismaClient,
  input: TJobInput,
  options: { creating: boolean; jobId?: number; now?: Date },
): Promise<JobWrite> {
  const now = options.now ?? new Date();
  const errors = new FieldErrors();
  const title = input.title?.trim() ?? '';
  if (!title) errors.add('title', BLANK);
  const described = descriptionColumns(input.description ?? '');
  if (!visibleText(described.description)) errors.add('description', BLANK);

  const [jobType, experience, industry, jobFunction, locationType] = await Promise.all([
    lookup(prisma, 'jobType', input.job_type_id, 'job_type', errors, true),
    lookup(prisma, 'jobExperienceLevel', input.job_experience_level_id, 'job_experience_level', errors, false),
    lookup(prisma, 'jobIndustry', input.job_industry_id, 'job_industry', errors, false),
    lookup(prisma, 'jobFunction', input.job_function_id, 'job_function', errors, false),
    lookup(prisma, 'jobLocationType', input.job_location_type_id, 'job_location_type', errors, true),
  ]);
  const remote = locationType?.name === 'Remote';
  let address: JobWrite['address'] = null;
  if (isAddressGiven(input.address_attributes)) {
    address = (await validateAddressInput(prisma, input.address_attributes, errors, { requireStreet: false })) ?? null;
  } else if (locationType && !remote) {
    errors.add('address', 'Enter an address, or choose Remote as the location type.');
  }

  // Pay transparency (CO, NYC, CA, WA): every posting states a range and its period.
  const { minimum_salary: minimum, maximum_salary: maximum, salary_rate: rate } = input;
  if (minimum === null || minimum === undefined) errors.add('minimum_salary', BLANK);
  if (maximum === null || maximum === undefined) errors.add('maximum_salary', BLANK);
  if (!rate) errors.add('salary_rate', BLANK);
  if (minimum !== null && minimum !== undefined && minimum <= 0) errors.add('minimum_salary', 'must be more than 0');
  if (typeof minimum === 'number' && typeof maximum === 'number' && maximum < minimum) {
    errors.add('maximum_salary', 'must be at least the minimum salary');
  }

  const benefits: JobWrite['benefits'] = [];
  for (const [index, benefit] of (input.benefits_attributes ?? []).entries()) {
    const name = benefit.name.trim();
    if (!name) errors.add(`benefits.${index}.name`, BLANK);
    else benefits.push({ name, position: benefits.length + 1 });
  }

  const reward = await validateReward(prisma, input.reward_attributes, errors);

  const useMwApply = input.use_mw_apply ?? true;
  const atsLink = input.ats_link?.trim() || null;
  if (!useMwApply) {
    if (!atsLink) errors.add('ats_link', "can't be blank when applications are taken elsewhere");
    else if (!isHttpUrl(atsLink)) errors.add('ats_link', 'must be a web address starting with http:// or https://');
  }

  const expiresAt = parseExpiry(input.expires_at, errors, now);
  const questions = await screeningColumns(prisma, input, options, errors);
  errors.throwIfAny();

  return {
    columns: {
      title,
      ...described,
      jobTypeId: jobType?.id ?? null,
      jobExperienceLevelId: experience?.id ?? null,
      jobIndustryId: industry?.id ?? null,
      jobFunctionId: jobFunction?.id ?? null,
      jobLocationTypeId: locationType?.id ?? null,
      minimumSalary: minimum!,
      maximumSalary: maximum!,
      salaryRate: rate!,
      annualSalary: annualSalary(rate!, minimum!, maximum),
      useMwApply,
      atsLink: useMwApply ? null : atsLink,
      applicationsPaused: input.applications_paused ?? false,
      requireResume: input.require_resume ?? false,
      requireCoverLetter: input.require_cover_letter ?? false,
      ...questions,
      ...(expiresAt
        ? { expiresAt }
        : options.creating
          ? { expiresAt: new Date(now.getTime() + JOB_DEFAULT_EXPIRY_DAYS * DAY_MS) }
          : {}),
    },
    address,
    benefits,
    reward,
  };
}

/** A body's reward fields checked (errors keyed `reward.…`) and made the row written; null when none is given. */
export async function validateReward(
  prisma: PrismaClient,
  input: TJobInput['reward_attributes'],
  errors: FieldErrors,
): Promise<JobWrite['reward']> {
  const given = input && Object.values(input).some((value) => value !== null && value !== undefined && value !== '');
  if (!input || !given) return null;
  const type = input.type;
  if (!type) errors.add('reward.type', BLANK);
  if (input.amount === null || input.amount === undefined) errors.add('reward.amount', BLANK);
  else if (input.amount <= 0) errors.add('reward.amount', 'must be more than 0');
  const url = input.url?.trim() || null;
  if (url && !isHttpUrl(url)) errors.add('reward.url', 'must be a web address starting with http:// or https://');
  const code = input.code?.trim() || null;
  if (code && type === 'Reward::Cash') errors.add('reward.code', 'is only for rewards other than cash');
  const sourceId = input.reward_source_id ?? null;
  if (type === 'Reward::GiftCard' && sourceId === null) {
    errors.add('reward.reward_source', 'Choose a gift card from the Reward Marketplace or your own business');
  }
  if (sourceId !== null && sourceId !== EMPLOYER_REWARD_SOURCE_ID) {
    const source = await prisma.rewardSource.findUnique({
      where: { id: sourceId },
      select: { active: true, approved: true },
    });
    if (!source?.active || !source.approved) errors.add('reward.reward_source', 'is not available in the marketplace');
  }
  if (!type || input.amount === null || input.amount === undefined) return null;
  return {
    type: storedRewardType(type),
    amount: input.amount,
    rewardSourceId: sourceId,
    description: input.description?.trim() || null,
    url,
    code,
  };
}
