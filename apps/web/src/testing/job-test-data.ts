import { vi } from 'vitest';
import type { TJob, TJobDetail } from '@mainwork/contracts';

/** A job as the API sends it (the job page's, with its screening questions), with overrides. */
export function makeJob(overrides: Partial<TJobDetail> = {}): TJobDetail {
  return {
    id: 5,
    title: 'Senior Product Designer',
    description: '<p>Design products people love.</p>',
    posted_at: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
    business: { id: 3, name: 'Harbor Point Digital', logo: null },
    job_type: { id: 1, name: 'Full-time' },
    job_experience_level: { id: 3, name: 'Senior level' },
    job_industry: { id: 12, name: 'Information Technology' },
    job_function: { id: 4, name: 'Design/Creative' },
    job_location_type: { id: 3, name: 'Hybrid' },
    address: { city: 'Boston', state: { name: 'Massachusetts', code: 'MA' } },
    minimum_salary: 95000,
    maximum_salary: 120000,
    salary_rate: 'per_year',
    benefits: [
      { name: 'Dental', position: 2 },
      { name: 'Health insurance', position: 1 },
      { name: '401(k) match', position: 3 },
      { name: 'Remote Fridays', position: 4 },
    ],
    reward: {
      type: 'Reward::GiftCard',
      amount: 100,
      estimated_value: 100,
      url: 'https://example.com/reward',
      description: 'A gift card for our shop.',
      reward_source: { id: 1, name: 'Employer' },
      employer_business_name: 'Harbor Point Digital',
    },
    use_mw_apply: true,
    ats_link: null,
    applications_paused: false,
    require_resume: false,
    require_cover_letter: false,
    screening_questions: [],
    ...overrides,
  };
}

export type Route = (url: URL) => { status?: number; body: unknown; headers?: Record<string, string> } | undefined;

/**
 * A fetch stand-in for screens that need response headers (the search's `total`) or look at the query string:
 * each call goes to the first route that answers; an unanswered call fails the test.
 */
export function mockFetch(...routes: Route[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const reply = route(url);
      if (reply) {
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'content-type': 'application/json', ...reply.headers },
        });
      }
    }
    throw new Error(`Unexpected request ${url.pathname}${url.search}`);
  });
}

/** Answers `GET path` (any query string). */
export const on =
  (path: string, body: unknown, status = 200, headers?: Record<string, string>): Route =>
  (url) =>
    url.pathname === path ? { status, body, headers } : undefined;

/** Answers the job search with the page asked for out of `jobs`, 20 a page, and the `total` header. */
export const searchRoute =
  (
    jobs: TJob[],
    options: { total?: number; capped?: boolean; didYouMean?: string; showingResultsFor?: string } = {},
  ): Route =>
  (url) => {
    if (url.pathname !== '/api/v1/jobs') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    return {
      body: jobs.slice((page - 1) * 20, page * 20),
      headers: {
        total: String(options.total ?? jobs.length),
        ...(options.capped ? { 'total-capped': 'true' } : {}),
        ...(options.didYouMean ? { 'did-you-mean': encodeURIComponent(options.didYouMean) } : {}),
        ...(options.showingResultsFor ? { 'showing-results-for': encodeURIComponent(options.showingResultsFor) } : {}),
      },
    };
  };

/** `count` jobs with ids from 1. */
export const manyJobs = (count: number) =>
  Array.from({ length: count }, (_, index) => makeJob({ id: index + 1, title: `Job number ${index + 1}` }));
