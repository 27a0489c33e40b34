/**
 * The route × actor matrix: for every endpoint of the contract table, the request each actor sends
 * and the status each must get. `route-matrix.test.ts` runs it over real HTTP and fails for any
 * registered route missing here. Ownership shows as the "other" actors (a second Hunter, a second
 * employer) getting a different answer from the owner.
 */
export const ACTORS = ['anonymous', 'hunter', 'otherHunter', 'employer', 'otherEmployer', 'orgAdmin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export type MatrixFixtures = {
  hunterId: number;
  /** A live job, the employer actor's business, an active organization and a public file. */
  jobId: number;
  employerBusinessId: number;
  organizationId: number;
  publicFileId: number;
  /** A user any actor may sign in as. */
  login: { email: string; password: string };
  regionId: number;
  affiliateLinkKey: string;
  /** The hunter actor's application (with resume and cover letter) to a job of the employer actor. */
  applicationId: number;
  /** The hunter actor's share link to `jobId`. */
  shareLinkKey: string;
  uniqueEmail(): string;
};

export type MatrixRequest = {
  path: string;
  json?: unknown;
  /** A multipart body, sent with the endpoint's method. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
};

export type MatrixEntry = {
  request(fixtures: MatrixFixtures): MatrixRequest;
  /** Status per actor; `all` applies to actors not listed. */
  expect: Partial<Record<Actor | 'all', number>>;
};

const lookup = (path: string): MatrixEntry => ({ request: () => ({ path }), expect: { all: 200 } });

/** Candidates only: Hunters (the organization admin is one) pass; employers and admins are refused. */
const candidates = (status: number) =>
  ({ all: status, anonymous: 401, employer: 403, otherEmployer: 403, admin: 403 }) as const;

/** An application's files: the applicant, the employer whose job it is, admins; others learn nothing. */
const applicationFile = (which: string): MatrixEntry => ({
  request: (f) => ({ path: `/api/v1/applications/${f.applicationId}/${which}` }),
  expect: { all: 404, anonymous: 401, hunter: 200, employer: 200, admin: 200 },
});

/** The signed-in user's own default files: only the hunter actor saved some. */
const defaultFile = (which: string): MatrixEntry => ({
  request: () => ({ path: `/api/v1/me/default_application/${which}` }),
  expect: { all: 404, anonymous: 401, hunter: 200 },
});

export const routeMatrix: Record<string, MatrixEntry> = {
  'health.health': lookup('/api/health'),

  'auth.login': {
    request: (f) => ({ path: '/auth/login', json: f.login }),
    expect: { all: 200 },
  },
  'auth.register': {
    request: (f) => ({
      path: '/auth/register',
      form: { email: f.uniqueEmail(), password: 'quiet-harbor-42', role_name: 'Hunter' },
    }),
    expect: { all: 201 },
  },
  'auth.logout': { request: () => ({ path: '/auth/logout' }), expect: { all: 200 } },
  'auth.logoutPost': { request: () => ({ path: '/auth/logout', json: {} }), expect: { all: 200 } },
  'auth.verifyToken': { request: () => ({ path: '/auth/verify_token' }), expect: { all: 200, anonymous: 401 } },
  'auth.forgotPassword': {
    request: (f) => ({ path: '/api/v1/users/forgot_password', json: { email: f.uniqueEmail() } }),
    expect: { all: 200 },
  },
  'auth.verifyResetPasswordToken': {
    request: (f) => ({
      path: `/api/v1/users/${f.hunterId}/verify_reset_password_token`,
      headers: { 'reset-password-token': 'wrong' },
    }),
    expect: { all: 401 },
  },
  'auth.resetPassword': {
    request: (f) => ({
      path: `/api/v1/users/${f.hunterId}/reset_password`,
      json: { user: { password: 'quiet-harbor-42', password_confirmation: 'quiet-harbor-42' } },
      headers: { 'reset-password-token': 'wrong' },
    }),
    expect: { all: 401 },
  },

  'lookups.employerSizes': lookup('/api/v1/employer_sizes'),
  'lookups.jobTypes': lookup('/api/v1/job_types'),
  'lookups.jobFunctions': lookup('/api/v1/job_functions'),
  'lookups.jobIndustries': lookup('/api/v1/job_industries'),
  'lookups.jobLocationTypes': lookup('/api/v1/job_location_types'),
  'lookups.jobExperienceLevels': lookup('/api/v1/job_experience_levels'),
  'lookups.paymentMethods': lookup('/api/v1/payment_methods'),
  'lookups.states': lookup('/api/v1/states'),
  'lookups.regions': lookup('/api/v1/regions'),
  'lookups.region': { request: (f) => ({ path: `/api/v1/regions/${f.regionId}` }), expect: { all: 200 } },
  'places.autocomplete': {
    request: () => ({ path: '/api/v1/locations/autocomplete?location_query=bos' }),
    expect: { all: 200 },
  },
  'lookups.newMembershipTerms': lookup('/api/v1/settings/new_membership_terms'),
  'lookups.myMembership': {
    request: () => ({ path: '/api/v1/me/membership' }),
    expect: {
      anonymous: 401,
      hunter: 403,
      otherHunter: 403,
      employer: 200,
      otherEmployer: 404,
      orgAdmin: 403,
      admin: 403,
    },
  },

  'jobs.search': lookup('/api/v1/jobs?what_search_text=matrix'),
  'jobs.show': { request: (f) => ({ path: `/api/v1/jobs/${f.jobId}` }), expect: { all: 200 } },
  'jobs.eligibleToApply': {
    request: (f) => ({ path: `/api/v1/me/eligible_to_apply_to_job?job_id=${f.jobId}` }),
    expect: { all: 200, anonymous: 401 },
  },
  'applications.apply': {
    request: (f) => ({
      path: `/api/v1/jobs/${f.jobId}/applications`,
      form: {
        'application[first_name]': 'Matrix',
        'application[last_name]': 'Candidate',
        'application[email]': 'matrix@example.com',
        'application[phone]': '6175550100',
      },
    }),
    expect: candidates(201),
  },
  'applications.mine': { request: () => ({ path: '/api/v1/me/applications' }), expect: candidates(200) },
  'applications.resume': applicationFile('resume'),
  'applications.coverLetter': applicationFile('cover_letter'),
  'applications.defaults': {
    request: () => ({ path: '/api/v1/me/default_application' }),
    expect: { ...candidates(404), hunter: 200 },
  },
  // An invalid e-mail: who gets past the permission check (422) without anyone's defaults being created.
  'applications.createDefaults': {
    request: () => ({ path: '/api/v1/me/default_application', form: { 'default_application[email]': 'not-an-email' } }),
    expect: candidates(422),
  },
  'applications.updateDefaults': {
    request: () => ({ path: '/api/v1/me/default_application', form: { 'default_application[first_name]': 'Matrix' } }),
    expect: { ...candidates(404), hunter: 200 },
  },
  'applications.defaultResume': defaultFile('resume'),
  'applications.defaultCoverLetter': defaultFile('cover_letter'),

  'shareLinks.key': {
    request: (f) => ({ path: `/api/v1/jobs/${f.jobId}/share_link_key` }),
    expect: { all: 200, anonymous: 401 },
  },
  'shareLinks.show': { request: (f) => ({ path: `/api/v1/share_links/${f.shareLinkKey}` }), expect: { all: 200 } },
  'shareLinks.mine': { request: () => ({ path: '/api/v1/me/share_links' }), expect: { all: 200, anonymous: 401 } },

  'businesses.all': {
    request: () => ({ path: '/api/v1/businesses/all' }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'businesses.show': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}` }),
    expect: { all: 404, anonymous: 401, employer: 200, admin: 200 },
  },
  'businesses.publicProfile': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/public_profile` }),
    expect: { all: 200 },
  },
  'organizations.list': lookup('/api/v1/organizations'),
  'organizations.show': {
    request: (f) => ({ path: `/api/v1/organizations/${f.organizationId}` }),
    expect: { all: 200 },
  },
  'files.show': { request: (f) => ({ path: `/api/v1/files/${f.publicFileId}` }), expect: { all: 200 } },

  'affiliateLinks.view': {
    request: (f) => ({ path: `/api/v1/affiliate_links/${f.affiliateLinkKey}/view` }),
    expect: { all: 200 },
  },
};

export function expectedStatus(entry: MatrixEntry, actor: Actor): number {
  const status = entry.expect[actor] ?? entry.expect.all;
  if (status === undefined) throw new Error(`no expectation for ${actor}`);
  return status;
}
