import type pg from 'pg';
import sql, { join, raw } from 'sql-template-tag';
import { z } from 'zod';
import {
  rewardTypeOnWire,
  STORED_REWARD_TYPES,
  ZSalaryRate,
  ZScreeningQuestion,
  type TJob,
  type TJobDetail,
  type TPublicScreeningQuestion,
  type TScreeningQuestion,
} from '@mainwork/contracts';
import { Cache, cachePerPool } from '../../infra/caching/cache.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { descriptionShown } from './sanitize-description.ts';

const nullableId = z.number().int().nullable();
const nullableText = z.string().nullable();
/** A `numeric` column: pg reads it as text, to keep its precision. */
const nullableDecimal = z.string().nullable();
/** The reward types as the `RewardType` enum stores them. */
const ZStoredRewardType = z.enum(STORED_REWARD_TYPES);

/** A row of `JOB_COLUMNS`. */
const ZJobRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  description_sanitized: z.boolean(),
  posted_at: z.date(),
  updated_at: z.date(),
  expires_at: z.date().nullable(),
  business_id: z.number().int(),
  business_name: z.string(),
  business_logo_id: nullableId,
  job_type_id: nullableId,
  job_experience_level_id: nullableId,
  job_industry_id: nullableId,
  job_function_id: nullableId,
  job_location_type_id: nullableId,
  city: nullableText,
  state_name: nullableText,
  state_code: nullableText,
  minimum_salary: nullableDecimal,
  maximum_salary: nullableDecimal,
  salary_rate: ZSalaryRate.nullable(),
  benefits: z.array(z.object({ name: z.string(), position: z.number().int() })).nullable(),
  reward_type: ZStoredRewardType.nullable(),
  reward_amount: nullableDecimal,
  reward_url: nullableText,
  reward_description: nullableText,
  reward_source_id: nullableId,
  reward_source_name: nullableText,
  use_mw_apply: z.boolean(),
  ats_link: nullableText,
  applications_paused: z.boolean(),
  require_resume: z.boolean(),
  require_cover_letter: z.boolean(),
});
type JobRow = z.infer<typeof ZJobRow>;

// One round trip for a page of jobs with everything a card and the detail panel show.
const JOB_SELECT = `
  SELECT j.id, j.title, j.description, j."descriptionSanitizedSha256" IS NOT NULL AS description_sanitized,
         j."postedAt" AT TIME ZONE 'UTC' AS posted_at, j."updatedAt" AT TIME ZONE 'UTC' AS updated_at,
         j."expiresAt" AT TIME ZONE 'UTC' AS expires_at,
         b.id AS business_id, b.name AS business_name, b."logoFileId" AS business_logo_id,
         j."jobTypeId" AS job_type_id, j."jobExperienceLevelId" AS job_experience_level_id,
         j."jobIndustryId" AS job_industry_id, j."jobFunctionId" AS job_function_id,
         j."jobLocationTypeId" AS job_location_type_id,
         a.city, s.name AS state_name, s.code AS state_code,
         j."minimumSalary" AS minimum_salary, j."maximumSalary" AS maximum_salary, j."salaryRate" AS salary_rate,
         (SELECT json_agg(json_build_object('name', bn.name, 'position', bn.position) ORDER BY bn.position, bn.id)
            FROM benefits bn WHERE bn."jobId" = j.id) AS benefits,
         r.type AS reward_type, r.amount AS reward_amount, r.url AS reward_url, r.description AS reward_description,
         rs.id AS reward_source_id, rs.name AS reward_source_name,
         j."useMwApply" AS use_mw_apply, j."atsLink" AS ats_link, j."applicationsPaused" AS applications_paused,
         j."requireResume" AS require_resume, j."requireCoverLetter" AS require_cover_letter`;
const JOB_FROM = `
  FROM jobs j
  JOIN businesses b ON b.id = j."businessId"
  LEFT JOIN addresses a ON a.id = j."addressId"
  LEFT JOIN states s ON s.id = a."stateId"
  LEFT JOIN rewards r ON r."jobId" = j.id
  LEFT JOIN reward_sources rs ON rs.id = r."rewardSourceId"`;
const JOB_COLUMNS = raw(JOB_SELECT + JOB_FROM);
/**
 * The job page also shows the screening questions Instant Apply asks; and the version of the job's stored
 * answer and the answers' epoch as this statement saw them, which storing the answer built from it checks
 * (stored-job-answers.ts).
 */
const JOB_DETAIL_COLUMNS = raw(`${JOB_SELECT}, j."screeningQuestions" AS screening_questions,
  (SELECT sa.version FROM stored_answers.job_pages sa WHERE sa."jobId" = j.id) AS stored_version,
  (SELECT se.epoch FROM stored_answers.epoch se) AS stored_epoch ${JOB_FROM}`);
const ZJobDetailRow = ZJobRow.extend({
  screening_questions: z.array(ZScreeningQuestion),
  // bigint: pg reads it as text.
  stored_version: z.string().nullable(),
  stored_epoch: z.string(),
});
type JobDetailRow = z.infer<typeof ZJobDetailRow>;

/**
 * Jobs that can be listed: open postings of active businesses, not past their expiry (which the expiry
 * sweep closes within minutes; until then they are already gone). The database decides (`job_is_live`,
 * the rule the search trigger and the search reads use too; docs/decisions/031-resolutions.md, "Live jobs"). Needs `j`
 * (jobs) and `b` (businesses).
 */
export const LIVE_JOB = raw(`job_is_live(j.active, b.active, j."expiresAt")`);

/**
 * The job detail read, the most frequent one: a named statement (LIVE_JOB_STATEMENT_NAME), so each
 * connection plans it once. Planning the joins took 5 times longer than running them; PostgreSQL keeps a
 * generic plan (primary key lookups, printed by the benchmark) after five runs.
 */
export const liveJobStatement = (id: number) => sql`${JOB_DETAIL_COLUMNS} WHERE j.id = ${id} AND ${LIVE_JOB}`;
export const LIVE_JOB_STATEMENT_NAME = 'live-job-by-id';
/** The live jobs among these ids, for storing their answers in batches. */
const liveJobsStatement = (ids: number[]) => sql`${JOB_DETAIL_COLUMNS} WHERE j.id = ANY(${ids}::int[]) AND ${LIVE_JOB}`;

/** The statement of `loadJobs` (exported so the benchmark and the plan test can show its plan). */
export const jobsByIdStatement = (ids: number[]) => sql`${JOB_COLUMNS} WHERE j.id = ANY(${ids}::int[])`;

export const publicFileUrl = (fileId: number | null) => (fileId === null ? null : `/api/v1/files/${fileId}`);

type Lookup = { id: number; name: string };
type JobLookups = Record<
  'job_types' | 'job_experience_levels' | 'job_industries' | 'job_functions' | 'job_location_types',
  Map<number, Lookup>
>;

const LOOKUP_TABLES = [
  'job_types',
  'job_experience_levels',
  'job_industries',
  'job_functions',
  'job_location_types',
] as const;

const ZLookupRow = z.object({ source: z.enum(LOOKUP_TABLES), id: z.number().int(), name: z.string() });

/**
 * The five small reference tables a job names, kept in memory as the lookup routes keep them (until a
 * change to one is heard, from any process; past 5 minutes given a minute more while read again): resolved
 * in the query they cost more than everything else a job read does.
 */
const keptJobLookups = cachePerPool(
  (pool) =>
    new Cache<'all', JobLookups>({
      maxEntries: 1,
      ttlMs: 5 * 60_000,
      staleForMs: 60_000,
      load: () => readJobLookups(pool),
      changedBy: { pool, tables: LOOKUP_TABLES },
    }),
);

const jobLookups = async (pool: pg.Pool): Promise<JobLookups> => (await keptJobLookups(pool).get('all'))!;

async function readJobLookups(pool: pg.Pool): Promise<JobLookups> {
  const rows = await queryRows(
    pool,
    ZLookupRow,
    join(
      LOOKUP_TABLES.map((table) => raw(`SELECT '${table}' AS source, id, name FROM ${table}`)),
      ' UNION ALL ',
    ),
  );
  const lookups = Object.fromEntries(LOOKUP_TABLES.map((table) => [table, new Map<number, Lookup>()])) as JobLookups;
  for (const { source, id, name } of rows) lookups[source].set(id, { id, name });
  return lookups;
}

function toJob(row: JobRow, lookups: JobLookups): TJob {
  const named = (table: keyof JobLookups, id: number | null) => (id === null ? null : (lookups[table].get(id) ?? null));
  const money = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    title: row.title,
    description: descriptionShown({
      id: row.id,
      updatedAt: row.updated_at,
      description: row.description,
      sanitized: row.description_sanitized,
    }),
    posted_at: row.posted_at.toISOString(),
    business: { id: row.business_id, name: row.business_name, logo: publicFileUrl(row.business_logo_id) },
    job_type: named('job_types', row.job_type_id),
    job_experience_level: named('job_experience_levels', row.job_experience_level_id),
    job_industry: named('job_industries', row.job_industry_id),
    job_function: named('job_functions', row.job_function_id),
    job_location_type: named('job_location_types', row.job_location_type_id),
    address:
      row.city && row.state_name && row.state_code
        ? { city: row.city, state: { name: row.state_name, code: row.state_code } }
        : null,
    minimum_salary: money(row.minimum_salary),
    maximum_salary: money(row.maximum_salary),
    salary_rate: row.salary_rate,
    benefits: row.benefits ?? [],
    reward:
      row.reward_type && row.reward_amount !== null
        ? {
            type: rewardTypeOnWire(row.reward_type),
            amount: Number(row.reward_amount),
            estimated_value: Number(row.reward_amount),
            url: row.reward_url,
            description: row.reward_description,
            reward_source:
              row.reward_source_id === null ? null : { id: row.reward_source_id, name: row.reward_source_name ?? '' },
            employer_business_name: row.business_name,
          }
        : null,
    use_mw_apply: row.use_mw_apply,
    ats_link: row.ats_link,
    applications_paused: row.applications_paused,
    require_resume: row.require_resume,
    require_cover_letter: row.require_cover_letter,
  };
}

/**
 * The read of a page of jobs by id, every search's last statement: named like the job detail read
 * (LIVE_JOB_STATEMENT_NAME), so each connection plans its joins once. Planned for each search it took longer
 * than it ran (decision 074); its generic plan is primary-key lookups, whatever the number of ids.
 */
export const JOBS_BY_ID_STATEMENT_NAME = 'jobs-by-id';

/** The jobs with these ids, in the order given, open or not. */
export async function loadJobs(pool: pg.Pool, ids: number[]): Promise<TJob[]> {
  if (ids.length === 0) return [];
  const [rows, lookups] = await Promise.all([
    queryRows(pool, ZJobRow, jobsByIdStatement(ids), { name: JOBS_BY_ID_STATEMENT_NAME }),
    jobLookups(pool),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJob(row, lookups)] : [];
  });
}

/** A question as candidates see it: which answer disqualifies stays with the business. */
export const publicScreeningQuestion = ({
  disqualifying_answer: _,
  ...question
}: TScreeningQuestion): TPublicScreeningQuestion => question;

/** A live job's page answer as built from its row, and what storing it checks. */
export type BuiltJobAnswer = {
  job: TJobDetail;
  expiresAt: Date | null;
  /** The stored answer's version and the epoch as the job's read saw them (null: the job has no answer row). */
  stored: { version: string; epoch: string } | null;
};

function builtAnswer(row: JobDetailRow, lookups: JobLookups): BuiltJobAnswer {
  return {
    job: { ...toJob(row, lookups), screening_questions: row.screening_questions.map(publicScreeningQuestion) },
    expiresAt: row.expires_at,
    stored: row.stored_version === null ? null : { version: row.stored_version, epoch: row.stored_epoch },
  };
}

/** One live job (open, of an active business) built from its rows, and when it expires, or null. */
export async function buildLiveJob(pool: pg.Pool, id: number): Promise<BuiltJobAnswer | null> {
  const [rows, lookups] = await Promise.all([
    queryRows(pool, ZJobDetailRow, liveJobStatement(id), { name: LIVE_JOB_STATEMENT_NAME }),
    jobLookups(pool),
  ]);
  const row = rows[0];
  return row ? builtAnswer(row, lookups) : null;
}

/** The live jobs among these ids, built from their rows (in no particular order). */
export async function buildLiveJobs(pool: pg.Pool, ids: number[]): Promise<Array<BuiltJobAnswer & { id: number }>> {
  if (ids.length === 0) return [];
  const [rows, lookups] = await Promise.all([queryRows(pool, ZJobDetailRow, liveJobsStatement(ids)), jobLookups(pool)]);
  return rows.map((row) => ({ id: row.id, ...builtAnswer(row, lookups) }));
}
