import {
  EMPLOYER_REWARD_SOURCE_ID,
  type TBusinessJob,
  type TJob,
  type TJobInput,
  type TLookup,
  type TSalaryRate,
  type TScreeningQuestionKind,
  type TState,
} from '@mainwork/contracts';

/** A screening question as typed: its choices one per line, no disqualifying answer as ''. */
export type ScreeningQuestionValues = {
  id: number | null;
  prompt: string;
  kind: TScreeningQuestionKind;
  choices: string;
  required: boolean;
  disqualifying_answer: string;
};

/** The choices typed one per line. */
export const choicesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The job form as typed: text inputs keep strings; the body the API takes is made from them on save. */
export type JobFormValues = {
  title: string;
  description: string;
  job_type_id: string;
  job_experience_level_id: string;
  job_industry_id: string;
  job_function_id: string;
  job_location_type_id: string;
  address_one: string;
  address_two: string;
  city: string;
  state_id: string;
  zip: string;
  minimum_salary: string;
  maximum_salary: string;
  salary_rate: string;
  benefits: { name: string }[];
  reward_type: string;
  reward_amount: string;
  reward_source_id: string;
  reward_source_name: string;
  reward_description: string;
  reward_url: string;
  reward_code: string;
  apply_method: 'mw' | 'ats';
  ats_link: string;
  applications_paused: boolean;
  require_resume: boolean;
  require_cover_letter: boolean;
  screening_questions: ScreeningQuestionValues[];
  expires_on: string;
};

/** Where the server's message for each field comes (its keys, DECISIONS "Wire format"). */
export const JOB_FIELD_KEYS = {
  title: 'title',
  description: 'description',
  job_type_id: 'job_type',
  job_experience_level_id: 'job_experience_level',
  job_industry_id: 'job_industry',
  job_function_id: 'job_function',
  job_location_type_id: 'job_location_type',
  address_one: 'address.address_one',
  address_two: 'address.address_two',
  city: 'address.city',
  state_id: 'address.state',
  zip: 'address.zip',
  minimum_salary: 'minimum_salary',
  maximum_salary: 'maximum_salary',
  salary_rate: 'salary_rate',
  reward_type: 'reward.type',
  reward_amount: 'reward.amount',
  reward_source_id: 'reward.reward_source',
  reward_description: 'reward.description',
  reward_url: 'reward.url',
  reward_code: 'reward.code',
  ats_link: 'ats_link',
  expires_on: 'expires_at',
} as const satisfies Partial<Record<keyof JobFormValues, string>>;

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function emptyJobValues(now = new Date()): JobFormValues {
  return {
    title: '',
    description: '',
    job_type_id: '',
    job_experience_level_id: '',
    job_industry_id: '',
    job_function_id: '',
    job_location_type_id: '',
    address_one: '',
    address_two: '',
    city: '',
    state_id: '',
    zip: '',
    minimum_salary: '',
    maximum_salary: '',
    salary_rate: 'per_year',
    benefits: [],
    reward_type: 'Reward::Cash',
    reward_amount: '',
    reward_source_id: '',
    reward_source_name: '',
    reward_description: '',
    reward_url: '',
    reward_code: '',
    apply_method: 'mw',
    ats_link: '',
    applications_paused: false,
    require_resume: false,
    require_cover_letter: false,
    screening_questions: [],
    expires_on: isoDay(new Date(now.getTime() + 60 * DAY_MS)),
  };
}

const idText = (lookup: { id: number } | null) => (lookup ? String(lookup.id) : '');
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * A saved job as form values: to edit it, or (`duplicate`) to start a new posting from it, which gets a
 * fresh expiry date rather than the original's.
 */
export function jobToValues(job: TBusinessJob, options: { duplicate: boolean; now?: Date }): JobFormValues {
  const empty = emptyJobValues(options.now);
  return {
    ...empty,
    title: job.title,
    description: job.description,
    job_type_id: idText(job.job_type),
    job_experience_level_id: idText(job.job_experience_level),
    job_industry_id: idText(job.job_industry),
    job_function_id: idText(job.job_function),
    job_location_type_id: idText(job.job_location_type),
    address_one: job.address?.address_one ?? '',
    address_two: job.address?.address_two ?? '',
    city: job.address?.city ?? '',
    state_id: job.address ? String(job.address.state.id) : '',
    zip: job.address?.zip ?? '',
    minimum_salary: numberText(job.minimum_salary),
    maximum_salary: numberText(job.maximum_salary),
    salary_rate: job.salary_rate ?? 'per_year',
    benefits: job.benefits.map((benefit) => ({ name: benefit.name })),
    reward_type: job.reward?.type ?? empty.reward_type,
    reward_amount: numberText(job.reward?.amount),
    reward_source_id: job.reward?.reward_source ? String(job.reward.reward_source.id) : '',
    reward_source_name: job.reward?.reward_source
      ? job.reward.reward_source.id === EMPLOYER_REWARD_SOURCE_ID
        ? job.reward.employer_business_name
        : job.reward.reward_source.name
      : '',
    reward_description: job.reward?.description ?? '',
    reward_url: job.reward?.url ?? '',
    reward_code: job.reward?.code ?? '',
    apply_method: job.use_mw_apply ? 'mw' : 'ats',
    ats_link: job.ats_link ?? '',
    applications_paused: options.duplicate ? false : job.applications_paused,
    require_resume: job.require_resume,
    require_cover_letter: job.require_cover_letter,
    // A duplicate asks the same questions as new ones (their answers belong to the original posting).
    screening_questions: job.screening_questions.map((question) => ({
      id: options.duplicate ? null : question.id,
      prompt: question.prompt,
      kind: question.kind,
      choices: question.choices.join('\n'),
      required: question.required,
      disqualifying_answer: question.disqualifying_answer ?? '',
    })),
    expires_on: !options.duplicate && job.expires_at ? job.expires_at.slice(0, 10) : empty.expires_on,
  };
}

const optionalNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (text as unknown as number);
};
const optionalId = (text: string): number | null => (text === '' ? null : Number(text));

/** The body of `POST`/`PUT …/jobs` (DECISIONS "Employer API"); benefits in the order on screen. */
export function valuesToJobInput(values: JobFormValues): TJobInput {
  const rewardGiven = values.reward_amount.trim() !== '' || values.reward_type === 'Reward::GiftCard';
  const isCash = values.reward_type === 'Reward::Cash';
  return {
    title: values.title,
    description: values.description,
    job_type_id: optionalId(values.job_type_id),
    job_experience_level_id: optionalId(values.job_experience_level_id),
    job_industry_id: optionalId(values.job_industry_id),
    job_function_id: optionalId(values.job_function_id),
    job_location_type_id: optionalId(values.job_location_type_id),
    address_attributes: {
      address_one: values.address_one,
      address_two: values.address_two,
      city: values.city,
      state_id: optionalId(values.state_id),
      zip: values.zip,
    },
    minimum_salary: optionalNumber(values.minimum_salary),
    maximum_salary: optionalNumber(values.maximum_salary),
    salary_rate: (values.salary_rate || null) as TSalaryRate | null,
    benefits_attributes: values.benefits.map((benefit, index) => ({ name: benefit.name, position: index + 1 })),
    reward_attributes: rewardGiven
      ? {
          type: values.reward_type as NonNullable<TJobInput['reward_attributes']>['type'],
          amount: optionalNumber(values.reward_amount),
          reward_source_id: values.reward_type === 'Reward::GiftCard' ? optionalId(values.reward_source_id) : null,
          description: values.reward_description,
          url: values.reward_url,
          code: isCash ? null : values.reward_code,
        }
      : null,
    use_mw_apply: values.apply_method === 'mw',
    ats_link: values.apply_method === 'ats' ? values.ats_link : null,
    applications_paused: values.applications_paused,
    require_resume: values.require_resume,
    require_cover_letter: values.require_cover_letter,
    screening_questions: values.screening_questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: question.kind,
      choices: question.kind === 'single_choice' ? choicesOf(question.choices) : [],
      required: question.required,
      disqualifying_answer: question.kind === 'text' ? null : question.disqualifying_answer || null,
    })),
    expires_at: values.expires_on || null,
  };
}

/** The job card candidates will see, from what is typed (for the preview). */
export function previewJob(
  values: JobFormValues,
  context: {
    business: { id: number; name: string; logo: string | null };
    lookups: Record<'jobTypes' | 'jobLocationTypes', TLookup[]>;
    states: TState[];
    postedAt: string;
  },
): TJob {
  const find = (list: TLookup[], id: string) => list.find((row) => String(row.id) === id) ?? null;
  const state = context.states.find((row) => String(row.id) === values.state_id);
  const minimum = optionalNumber(values.minimum_salary);
  const maximum = optionalNumber(values.maximum_salary);
  const amount = optionalNumber(values.reward_amount);
  return {
    id: 0,
    title: values.title || 'Job title',
    description: values.description,
    posted_at: context.postedAt,
    business: context.business,
    job_type: find(context.lookups.jobTypes, values.job_type_id),
    job_experience_level: null,
    job_industry: null,
    job_function: null,
    job_location_type: find(context.lookups.jobLocationTypes, values.job_location_type_id),
    address: values.city && state ? { city: values.city, state: { name: state.name, code: state.code } } : null,
    minimum_salary: typeof minimum === 'number' ? minimum : null,
    maximum_salary: typeof maximum === 'number' ? maximum : null,
    salary_rate: (values.salary_rate || null) as TSalaryRate | null,
    benefits: values.benefits
      .filter((benefit) => benefit.name.trim())
      .map((benefit, index) => ({ name: benefit.name, position: index + 1 })),
    reward:
      typeof amount === 'number'
        ? {
            type: values.reward_type as NonNullable<TJob['reward']>['type'],
            amount,
            estimated_value: amount,
            url: values.reward_url || null,
            description: values.reward_description || null,
            reward_source: values.reward_source_id
              ? { id: Number(values.reward_source_id), name: values.reward_source_name }
              : null,
            employer_business_name: context.business.name,
          }
        : null,
    use_mw_apply: values.apply_method === 'mw',
    ats_link: values.apply_method === 'ats' ? values.ats_link : null,
    applications_paused: values.applications_paused,
    require_resume: values.require_resume,
    require_cover_letter: values.require_cover_letter,
  };
}
