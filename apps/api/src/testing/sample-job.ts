import type { TJob } from '@mainwork/contracts';

/** A job as the API answers it, for rendering e-mails without a database: remote, no salary, no reward. */
export function sampleJob(overrides: Partial<TJob> & Pick<TJob, 'id' | 'title'>): TJob {
  return {
    description: '<p>Join a friendly team.</p>',
    posted_at: new Date().toISOString(),
    business: { id: 1, name: 'Harbor Stables', logo: null },
    job_type: null,
    job_experience_level: null,
    job_industry: null,
    job_function: null,
    job_location_type: { id: 1, name: 'Remote' },
    address: null,
    minimum_salary: null,
    maximum_salary: null,
    salary_rate: null,
    benefits: [],
    reward: null,
    use_mw_apply: true,
    ats_link: null,
    applications_paused: false,
    require_resume: false,
    require_cover_letter: false,
    ...overrides,
  };
}
