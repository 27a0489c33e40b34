import { API_KEY_SCOPES, type Endpoint, type TApiKeyScope } from '@mainwork/contracts';

/**
 * The route × actor matrix: for every endpoint of the contract table, the request each actor sends
 * and the status each must get. `route-matrix.test.ts` runs it over real HTTP and fails for any
 * registered route missing here. Ownership shows as the "other" actors (a second Hunter, a second
 * employer) getting a different answer from the owner. The employer actor owns its business; the
 * recruiter is on its team as a recruiter (decision 054); the invitee is a Hunter invited to that team
 * who has not accepted yet, and so has none of its side.
 */
export const ACTORS = [
  'anonymous',
  'hunter',
  'otherHunter',
  'employer',
  'otherEmployer',
  'orgAdmin',
  'admin',
  'recruiter',
  'invitee',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * API keys (decision 069), sent as `Authorization: Bearer` by a program without cookies: one key of the employer
 * actor's business per scope, one of the other employer's business with every scope, and a revoked one. Unless an
 * entry lists them (`keys`), a key gets on a public endpoint what the anonymous actor gets (the header changes
 * nothing there), and on a signed-in one 403 (401 revoked): only the endpoints of its scopes open.
 */
export const KEY_ACTORS = [
  'keyJobsRead',
  'keyJobsWrite',
  'keyApplicationsRead',
  'keyOtherBusiness',
  'keyRevoked',
] as const;
export type KeyActor = (typeof KEY_ACTORS)[number];

export const KEY_ACTOR_SCOPES: Record<KeyActor, TApiKeyScope[]> = {
  keyJobsRead: ['jobs:read'],
  keyJobsWrite: ['jobs:write'],
  keyApplicationsRead: ['applications:read'],
  keyOtherBusiness: [...API_KEY_SCOPES],
  keyRevoked: [...API_KEY_SCOPES],
};

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
  affiliateLinkId: number;
  /** An active reward source. */
  rewardSourceId: number;
  /** The hunter actor's application (with resume and cover letter) to a job of the employer actor. */
  applicationId: number;
  /** The job of the employer actor that `applicationId` applied to. */
  applicationJobId: number;
  /** The hunter actor's share link to `jobId`. */
  shareLinkKey: string;
  /** The invitee actor's pending invitation to the employer actor's team (a member id). */
  invitationMemberId: number;
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
  /** Status per API key where it differs from the keys' default (KEY_ACTORS); listed on every key endpoint. */
  keys?: Partial<Record<KeyActor, number>>;
};

const lookup = (path: string): MatrixEntry => ({ request: () => ({ path }), expect: { all: 200 } });

/** Candidates only: Hunters (the organization admin is one) pass; employers and admins are refused. */
const candidates = (status: number) =>
  ({ all: status, anonymous: 401, employer: 403, otherEmployer: 403, admin: 403, recruiter: 403 }) as const;

/** Admins only: signed-in others are refused, visitors asked to sign in. */
const admins = (status: number) => ({ all: 403, anonymous: 401, admin: status }) as const;

/**
 * The answers of the keys on an endpoint of `scope`: the employer's key with it gets `status`, the other
 * business's key (every scope) is refused by the business in the path.
 */
const keyOpens = (scope: TApiKeyScope, status: number): Partial<Record<KeyActor, number>> => ({
  ...Object.fromEntries(
    KEY_ACTORS.filter((actor) => actor !== 'keyOtherBusiness' && actor !== 'keyRevoked')
      .filter((actor) => KEY_ACTOR_SCOPES[actor].includes(scope))
      .map((actor) => [actor, status]),
  ),
  keyOtherBusiness: 403,
});

/** A key or name no earlier request used (letters, digits and dashes). */
const uniqueName = (f: MatrixFixtures) => f.uniqueEmail().replace(/[^a-z0-9]+/gi, '-');

/** An application's files: the applicant, the employer whose job it is, admins; others learn nothing. */
const applicationFile = (which: string): MatrixEntry => ({
  request: (f) => ({ path: `/api/v1/applications/${f.applicationId}/${which}` }),
  expect: { all: 404, anonymous: 401, hunter: 200, employer: 200, admin: 200, recruiter: 200 },
  // No business in the path: the other business's key learns nothing of the file, as its people do not.
  keys: { ...keyOpens('applications:read', 200), keyOtherBusiness: 404 },
});

/** The signed-in user's own default files: only the hunter actor saved some. */
const defaultFile = (which: string): MatrixEntry => ({
  request: () => ({ path: `/api/v1/me/default_application/${which}` }),
  expect: { all: 404, anonymous: 401, hunter: 200 },
});

/**
 * The employer workspace (dashboard, applicants): the business's team (owner and recruiter) and admins;
 * users without an employer dashboard 403; the other employer 404, learning nothing of another business's jobs.
 */
const employerWorkspace = (request: (fixtures: MatrixFixtures) => MatrixRequest): MatrixEntry => ({
  request,
  expect: { all: 403, anonymous: 401, employer: 200, otherEmployer: 404, admin: 200, recruiter: 200 },
});

/** Changing the team: its owner and admins; a recruiter of it 403; the other employer 404; the rest 403. */
const teamOwners = (status: number) =>
  ({ all: 403, anonymous: 401, employer: status, otherEmployer: 404, admin: status, recruiter: 403 }) as const;

export const routeMatrix: Record<string, MatrixEntry> = {
  'health.health': lookup('/api/health'),
  'health.ready': lookup('/api/ready'),

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
  'auth.verifyToken': { request: () => ({ path: '/auth/verify_token' }), expect: { all: 200 } },
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

  // Every signed-in user has settings, a password and sessions of their own; only the visitor is refused.
  'account.settings': { request: () => ({ path: '/api/v1/users/me' }), expect: { all: 200, anonymous: 401 } },
  'account.updateSettings': {
    request: () => ({ path: '/api/v1/users/me', json: { first_name: 'Matrix' } }),
    expect: { all: 200, anonymous: 401 },
  },
  // A new password the policy refuses: who gets past access (422) without anyone's password being checked.
  'account.updatePassword': {
    request: () => ({ path: '/api/v1/users/update_password', json: { old_password: 'x', password: 'short' } }),
    expect: { all: 422, anonymous: 401 },
  },
  'account.sessions': { request: () => ({ path: '/api/v1/users/me/sessions' }), expect: { all: 200, anonymous: 401 } },
  'account.endOtherSessions': {
    request: () => ({ path: '/api/v1/users/me/sessions' }),
    expect: { all: 200, anonymous: 401 },
  },
  // Nobody's session has this id: ending another user's session answers the same.
  'account.endSession': {
    request: () => ({ path: '/api/v1/users/me/sessions/2147483647' }),
    expect: { all: 404, anonymous: 401 },
  },
  // Every actor's address is confirmed and none has a change pending: nothing to resend.
  'account.resendEmailConfirmation': {
    request: () => ({ path: '/api/v1/users/me/email_confirmation' }),
    expect: { all: 409, anonymous: 401 },
  },
  'account.cancelEmailChange': {
    request: () => ({ path: '/api/v1/users/me/email_change' }),
    expect: { all: 200, anonymous: 401 },
  },
  // The link's token is the only key: anyone may follow one, and a made-up one is refused.
  'account.confirmEmail': {
    request: () => ({ path: `/api/v1/users/confirm_email?token=${'A'.repeat(43)}` }),
    expect: { all: 400 },
  },

  // Each signed-in user has notification settings of their own; only the visitor is refused.
  'notificationSettings.settings': {
    request: () => ({ path: '/api/v1/me/notification_settings' }),
    expect: { all: 200, anonymous: 401 },
  },
  'notificationSettings.updateSettings': {
    request: () => ({
      path: '/api/v1/me/notification_settings',
      json: {
        job_alerts: true,
        application_updates: true,
        referral_updates: true,
        new_applicants: true,
        new_applicants_delivery: 'instant',
        saved_jobs: true,
      },
    }),
    expect: { all: 200, anonymous: 401 },
  },
  // An unsubscribe link needs no session: its signed token is the permission, and a forged one is refused alike.
  'notificationSettings.unsubscribe': {
    request: (f) => ({ path: `/api/v1/unsubscribe?token=${f.hunterId}.referral_updates.${'A'.repeat(43)}` }),
    expect: { all: 400 },
  },
  'notificationSettings.unsubscribePage': {
    request: () => ({ path: '/api/v1/unsubscribe?token=anything' }),
    expect: { all: 303 },
  },

  // Each signed-in user has job alerts of their own; nobody has the alert 2147483647, so changing another's
  // answers as a missing one does (job-alerts.test.ts shows another user's real alert is a 404 too).
  'jobAlerts.list': { request: () => ({ path: '/api/v1/me/job_alerts' }), expect: { all: 200, anonymous: 401 } },
  'jobAlerts.create': {
    request: () => ({ path: '/api/v1/me/job_alerts', json: { job_alert: { frequency: 'sometimes' } } }),
    expect: { all: 422, anonymous: 401 },
  },
  'jobAlerts.update': {
    request: () => ({ path: '/api/v1/me/job_alerts/2147483647', json: { job_alert: { frequency: 'daily' } } }),
    expect: { all: 404, anonymous: 401 },
  },
  'jobAlerts.remove': {
    request: () => ({ path: '/api/v1/me/job_alerts/2147483647' }),
    expect: { all: 404, anonymous: 401 },
  },
  // A visitor's subscription and its confirmation need no session: anyone may subscribe an address, which
  // then gets a confirmation link; a forged link is refused alike.
  'jobAlerts.subscribe': {
    request: (f) => ({
      path: '/api/v1/job_alerts',
      json: { job_alert: { email: f.uniqueEmail(), frequency: 'daily' } },
    }),
    expect: { all: 202 },
  },
  'jobAlerts.confirm': {
    request: () => ({ path: `/api/v1/job_alerts/confirm?token=1.${'A'.repeat(43)}` }),
    expect: { all: 400 },
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
  'memberships.terms': lookup('/api/v1/settings/new_membership_terms'),
  'memberships.mine': {
    request: () => ({ path: '/api/v1/me/membership' }),
    expect: {
      anonymous: 401,
      hunter: 403,
      otherHunter: 403,
      employer: 200,
      otherEmployer: 404,
      orgAdmin: 403,
      admin: 403,
      recruiter: 200,
      invitee: 403,
    },
  },
  // The employer actor has a membership (200, unchanged); the other employer has none and joins (201);
  // accepting the terms is an owner's (the recruiter 403).
  'memberships.create': {
    request: () => ({
      path: '/api/v1/me/membership',
      json: { membership: { accept_terms: true, terms_version: '1.1' } },
    }),
    expect: { all: 403, anonymous: 401, employer: 200, otherEmployer: 201 },
  },

  // The team (decision 054): its members read it, its owners change it.
  'team.list': employerWorkspace((f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/members` })),
  'team.jobActivity': employerWorkspace((f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/job_activity` })),
  'team.invite': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/members`,
      json: { member: { email: f.uniqueEmail(), role: 'recruiter' } },
    }),
    expect: teamOwners(201),
  },
  // The invitee's invitation keeps its role (204, nothing changes).
  'team.update': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/members/${f.invitationMemberId}`,
      json: { member: { role: 'recruiter' } },
    }),
    expect: teamOwners(204),
  },
  // Nobody has the member 2147483647: who gets past the gate (404) without anyone being removed.
  'team.remove': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/members/2147483647` }),
    expect: teamOwners(404),
  },
  'team.resend': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/members/${f.invitationMemberId}/invitation`,
    }),
    expect: teamOwners(200),
  },
  // An invitation link needs no session to be looked at, and a forged one is refused alike; accepting one
  // needs a session.
  'team.previewInvitation': {
    request: () => ({ path: `/api/v1/member_invitations/preview?token=${'A'.repeat(43)}` }),
    expect: { all: 400 },
  },
  'team.accept': {
    request: () => ({ path: '/api/v1/member_invitations', json: { token: 'A'.repeat(43) } }),
    expect: { all: 400, anonymous: 401 },
  },

  // Job sources (decision 062): the team reads them, owners and admins change them. A feed that is not a web
  // address is refused (422) past the gate, without reading anything; nobody has the source 2147483647.
  // Decision 069: owners only; admins do not make keys that act for a business.
  'apiKeys.list': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/api_keys` }),
    expect: { all: 403, anonymous: 401, employer: 200, otherEmployer: 404 },
  },
  'apiKeys.create': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/api_keys`,
      json: { api_key: { name: 'Matrix ATS', scopes: ['jobs:read'] } },
    }),
    expect: { all: 403, anonymous: 401, employer: 201, otherEmployer: 404 },
  },
  'apiKeys.revoke': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/api_keys/2147483647` }),
    expect: { all: 403, anonymous: 401, employer: 404, otherEmployer: 404 },
  },
  'jobSources.list': employerWorkspace((f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/job_sources` })),
  'jobSources.create': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/job_sources`,
      json: { job_source: { kind: 'feed', board: 'not a web address' } },
    }),
    expect: teamOwners(422),
  },
  'jobSources.update': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/job_sources/2147483647`,
      json: { job_source: { paused: true } },
    }),
    expect: teamOwners(404),
  },
  'jobSources.remove': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/job_sources/2147483647` }),
    expect: teamOwners(404),
  },
  'jobSources.sync': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/job_sources/2147483647/sync` }),
    expect: teamOwners(404),
  },
  'jobSources.adminList': { request: () => ({ path: '/api/v1/admin/job_sources' }), expect: admins(200) },

  // Webhooks (decision 070): the business's owners and admins only (a recruiter 403). An address that is not
  // HTTPS is refused (422) past the gate without sending anything; nobody has the webhook 2147483647.
  'webhooks.list': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/webhooks` }),
    expect: teamOwners(200),
  },
  'webhooks.create': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/webhooks`,
      json: { webhook: { url: 'ftp://hooks.example.com/in', events: ['job.created'] } },
    }),
    expect: teamOwners(422),
  },
  'webhooks.update': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/webhooks/2147483647`,
      json: { webhook: { enabled: false } },
    }),
    expect: teamOwners(404),
  },
  'webhooks.remove': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/webhooks/2147483647` }),
    expect: teamOwners(404),
  },
  'webhooks.deliveries': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/webhooks/2147483647/deliveries` }),
    expect: teamOwners(404),
  },
  'webhooks.replay': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/webhooks/2147483647/deliveries/2147483647/replay`,
    }),
    expect: teamOwners(404),
  },
  'webhooks.test': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/webhooks/2147483647/test` }),
    expect: teamOwners(404),
  },

  'jobs.search': lookup('/api/v1/jobs?what_search_text=matrix'),
  'jobs.suggestions': lookup('/api/v1/jobs/suggestions?q=nur'),
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
  // Anyone signed in: their own applications' jobs (none for an employer or an admin).
  'applications.appliedJobs': {
    request: () => ({ path: '/api/v1/me/applied_jobs' }),
    expect: { all: 200, anonymous: 401 },
  },
  // A candidate's own saved jobs (decision 061): each Hunter saves the live job once (201), unsaves it (204).
  'savedJobs.list': { request: () => ({ path: '/api/v1/me/saved_jobs' }), expect: candidates(200) },
  'savedJobs.save': {
    request: (f) => ({ path: `/api/v1/me/saved_jobs/${f.jobId}`, json: {} }),
    expect: candidates(201),
  },
  'savedJobs.unsave': { request: (f) => ({ path: `/api/v1/me/saved_jobs/${f.jobId}` }), expect: candidates(204) },
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
    expect: { all: 404, anonymous: 401, employer: 200, admin: 200, recruiter: 200 },
  },
  // The profile form: its owner and admins; a recruiter of it 403; anyone else learns nothing of it (404).
  'businesses.update': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}`,
      form: { 'business[tagline]': 'Matrix tagline' },
    }),
    expect: { all: 404, anonymous: 401, employer: 200, admin: 200, recruiter: 403 },
  },
  'businesses.publicProfile': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/public_profile` }),
    expect: { all: 200 },
  },
  'businessJobs.show': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}` }),
    expect: { all: 403, anonymous: 401, employer: 200, otherEmployer: 404, admin: 200, recruiter: 200 },
    keys: keyOpens('jobs:read', 200),
  },
  // An empty job: who gets past access and the membership gate (422) without a job being posted.
  'businessJobs.create': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs`, json: { job: {} } }),
    expect: { all: 403, anonymous: 401, employer: 422, otherEmployer: 404, admin: 422, recruiter: 422 },
    keys: keyOpens('jobs:write', 422),
  },
  'businessJobs.update': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}`, json: { job: {} } }),
    expect: { all: 403, anonymous: 401, employer: 422, otherEmployer: 404, admin: 422, recruiter: 422 },
    keys: keyOpens('jobs:write', 422),
  },
  // The expiry reminder's link needs no session: the signed token decides, and a forged one is refused alike.
  'businessJobs.extend': {
    request: (f) => ({ path: `/api/v1/job_extensions?token=${f.jobId}.1796000000000.${'A'.repeat(43)}` }),
    expect: { all: 400 },
  },
  'organizations.list': lookup('/api/v1/organizations'),
  'organizations.show': {
    request: (f) => ({ path: `/api/v1/organizations/${f.organizationId}` }),
    expect: { all: 200 },
  },
  'businesses.search': {
    request: () => ({ path: '/api/v1/admin/businesses?search=business' }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },

  // Organizations: the admin screens are the platform admins' only (an organization admin included
  // gets 403: no admin list, no other organization); an organization's own admins have /me/organizations.
  'adminOrganizations.list': {
    request: () => ({ path: '/api/v1/admin/organizations' }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'adminOrganizations.show': {
    request: (f) => ({ path: `/api/v1/admin/organizations/${f.organizationId}` }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'adminOrganizations.create': {
    request: () => ({ path: '/api/v1/admin/organizations', form: { 'organization[name]': 'Matrix Created' } }),
    expect: { all: 403, anonymous: 401, admin: 201 },
  },
  'adminOrganizations.update': {
    request: (f) => ({
      path: `/api/v1/admin/organizations/${f.organizationId}`,
      form: { 'organization[tagline]': 'Matrix tagline' },
    }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'myOrganizations.list': {
    request: () => ({ path: '/api/v1/me/organizations' }),
    expect: { all: 200, anonymous: 401 },
  },
  'myOrganizations.show': {
    request: (f) => ({ path: `/api/v1/me/organizations/${f.organizationId}` }),
    expect: { all: 404, anonymous: 401, orgAdmin: 200 },
  },
  'myOrganizations.update': {
    request: (f) => ({
      path: `/api/v1/me/organizations/${f.organizationId}`,
      form: { 'organization[tagline]': 'Our tagline' },
    }),
    expect: { all: 404, anonymous: 401, orgAdmin: 200 },
  },

  'adminUsers.list': {
    request: () => ({ path: '/api/v1/admin/users?search=example' }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'adminUsers.update': {
    request: (f) => ({ path: `/api/v1/admin/users/${f.hunterId}`, json: { user: { active: true } } }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },

  'files.show': { request: (f) => ({ path: `/api/v1/files/${f.publicFileId}` }), expect: { all: 200 } },
  'feeds.siteRss': lookup('/api/v1/jobs.rss'),
  'feeds.siteJson': lookup('/api/v1/jobs.json'),
  'feeds.siteXml': lookup('/api/v1/jobs.xml'),
  'feeds.organizationRss': {
    request: (f) => ({ path: `/api/v1/organizations/${f.organizationId}/jobs.rss` }),
    expect: { all: 200 },
  },
  'feeds.organizationJson': {
    request: (f) => ({ path: `/api/v1/organizations/${f.organizationId}/jobs.json` }),
    expect: { all: 200 },
  },
  'feeds.organizationXml': {
    request: (f) => ({ path: `/api/v1/organizations/${f.organizationId}/jobs.xml` }),
    expect: { all: 200 },
  },
  'feeds.businessRss': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs.rss` }),
    expect: { all: 200 },
  },
  'feeds.businessJson': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs.json` }),
    expect: { all: 200 },
  },
  'feeds.businessXml': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs.xml` }),
    expect: { all: 200 },
  },
  // A version that is not the current one: the card's current URL (social-cards.test.ts fetches the cards).
  'socialCards.show': {
    request: (f) => ({ path: `/api/v1/social_cards/jobs/${f.jobId}/0000000000000000.png` }),
    expect: { all: 301 },
  },
  'socialCards.site': {
    request: () => ({ path: '/api/v1/social_cards/site/0000000000000000.png' }),
    expect: { all: 301 },
  },

  'adminDashboard.show': {
    request: () => ({ path: '/api/v1/admin/dashboard?from=2026-01-05&to=2026-03-29' }),
    expect: { all: 403, anonymous: 401, admin: 200 },
  },
  'jobDashboard.list': {
    ...employerWorkspace((f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs` })),
    keys: keyOpens('jobs:read', 200),
  },
  'jobDashboard.totals': employerWorkspace((f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/dashboard` })),
  'jobDashboard.summary': {
    ...employerWorkspace((f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}/summary`,
    })),
    keys: keyOpens('jobs:read', 200),
  },
  'jobDashboard.setApplicationsPaused': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/applications_paused`,
    json: { job_ids: [f.jobId], applications_paused: false },
  })),
  'applicants.list': {
    ...employerWorkspace((f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applications`,
    })),
    keys: keyOpens('applications:read', 200),
  },
  'applicants.updateStatus': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applications/${f.applicationId}`,
    json: { application: { status: 'received' } },
  })),
  'applicants.updateStatuses': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applications`,
    json: { application_ids: [f.applicationId], application: { status: 'received' } },
  })),
  'applicants.stageMail': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applications/${f.applicationId}/stage_mail?status=interviewing`,
  })),
  'applicants.export': {
    ...employerWorkspace((f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applications.csv`,
    })),
    keys: keyOpens('applications:read', 200),
  },
  // Closing the matrix job: the employer starts (201), the admin and the recruiter after them resume it (200);
  // it stays open.
  'resolutions.create': {
    request: (f) => ({ path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}/resolutions` }),
    expect: { all: 403, anonymous: 401, employer: 201, otherEmployer: 404, admin: 200, recruiter: 200 },
    keys: keyOpens('jobs:write', 200),
  },
  'resolutions.current': {
    ...employerWorkspace((f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}/resolution`,
    })),
    keys: keyOpens('jobs:write', 200),
  },
  // The matrix database's first resolution (id 1, made above); going back from hire_inquiry does not fit: 409.
  'resolutions.update': {
    request: (f) => ({
      path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}/resolutions/1`,
      json: { event: 'go_back_to_applicant_selection' },
    }),
    expect: { all: 403, anonymous: 401, employer: 409, otherEmployer: 404, admin: 409, recruiter: 409 },
    keys: keyOpens('jobs:write', 409),
  },
  'resolutions.applicants': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.applicationJobId}/applicants`,
  })),
  'resolutions.costBreakdown': employerWorkspace((f) => ({
    path: `/api/v1/businesses/${f.employerBusinessId}/jobs/${f.jobId}/resolutions/1/cost_for_mw_hires_breakdown`,
  })),

  'affiliateLinks.view': {
    request: (f) => ({ path: `/api/v1/affiliate_links/${f.affiliateLinkKey}/view` }),
    expect: { all: 200 },
  },
  'affiliateLinks.list': { request: () => ({ path: '/api/v1/affiliate_links' }), expect: admins(200) },
  'affiliateLinks.create': {
    request: (f) => ({
      path: '/api/v1/affiliate_links',
      json: { name: 'Matrix new', key: uniqueName(f), message: null, sign_up_type: 'all' },
    }),
    expect: admins(201),
  },
  'affiliateLinks.show': {
    request: (f) => ({ path: `/api/v1/affiliate_links/${f.affiliateLinkId}` }),
    expect: admins(200),
  },
  'affiliateLinks.update': {
    request: (f) => ({
      path: `/api/v1/affiliate_links/${f.affiliateLinkId}`,
      json: { name: 'Matrix', key: f.affiliateLinkKey, message: null, sign_up_type: 'all' },
    }),
    expect: admins(200),
  },
  'affiliateLinks.events': {
    request: (f) => ({ path: `/api/v1/affiliate_links/${f.affiliateLinkId}/events?page=1&selection=views` }),
    expect: admins(200),
  },

  'regions.create': {
    request: (f) => ({ path: '/api/v1/regions', json: { region: { name: uniqueName(f) } } }),
    expect: admins(201),
  },
  'regions.update': {
    request: (f) => ({ path: `/api/v1/regions/${f.regionId}`, json: { region: { name: 'Matrix Region' } } }),
    expect: admins(200),
  },

  // Decision 017: the marketplace's active sources are public; writes are admins'.
  'rewardSources.list': lookup('/api/v1/reward_sources?order_for=reward_marketplace&filters[active_eq]=true'),
  'rewardSources.show': {
    request: (f) => ({ path: `/api/v1/reward_sources/${f.rewardSourceId}` }),
    expect: { all: 200 },
  },
  'rewardSources.create': {
    request: () => ({ path: '/api/v1/reward_sources', form: { 'reward_source[name]': 'Matrix Bakery' } }),
    expect: admins(201),
  },
  'rewardSources.update': {
    request: (f) => ({
      path: `/api/v1/reward_sources/${f.rewardSourceId}`,
      form: { 'reward_source[name]': 'Matrix Cafe', 'reward_source[active]': 'true' },
    }),
    expect: admins(200),
  },

  // Decision 032: a referrer's own rewards; charges and rewards are handled in the admin panel.
  'myRewards.list': { request: () => ({ path: '/api/v1/me/rewards' }), expect: { all: 200, anonymous: 401 } },
  // Decision 064: anyone signed in can set up payouts for their rewards; the matrix's app has no Stripe (409).
  'myPayoutAccount.show': {
    request: () => ({ path: '/api/v1/me/payout_account' }),
    expect: { all: 409, anonymous: 401 },
  },
  'myPayoutAccount.create': {
    request: () => ({ path: '/api/v1/me/payout_account', json: {} }),
    expect: { all: 409, anonymous: 401 },
  },
  'adminRewards.list': { request: () => ({ path: '/api/v1/admin/rewards?status=earned' }), expect: admins(200) },
  'adminRewards.issue': {
    request: () => ({ path: '/api/v1/admin/rewards/2147483647/issue', json: { reference: 'Matrix transfer 1' } }),
    expect: admins(404),
  },
  // Decision 065: a gift card by its redemption code; an unknown code is 404 to everyone signed in.
  'redemptions.show': {
    request: () => ({ path: '/api/v1/redemptions/ZZZZ-ZZZZ-ZZZZ-ZZZZ' }),
    expect: { all: 404, anonymous: 401 },
  },
  'redemptions.redeem': {
    request: () => ({ path: '/api/v1/redemptions/ZZZZ-ZZZZ-ZZZZ-ZZZZ/redeem', json: {} }),
    expect: { all: 404, anonymous: 401 },
  },
  // Decision 066: the admin retries a failed payout; the matrix's app has no Stripe, so admins get 409.
  'adminRewards.retryPayout': {
    request: () => ({ path: '/api/v1/admin/rewards/2147483647/retry_payout' }),
    expect: admins(409),
  },
  'adminRewards.totals': { request: () => ({ path: '/api/v1/admin/rewards/totals?year=2026' }), expect: admins(200) },
  'adminRewards.totalsCsv': {
    request: () => ({ path: '/api/v1/admin/rewards/totals.csv?year=2026' }),
    expect: admins(200),
  },
  'adminBilling.list': {
    request: () => ({ path: '/api/v1/admin/billing_records?status=not_sent' }),
    expect: admins(200),
  },
  'adminBilling.send': {
    request: () => ({ path: '/api/v1/admin/billing_records/2147483647/send' }),
    expect: admins(404),
  },
  // Stripe's deliveries are signed, not signed in: without a valid Stripe-Signature everyone gets 400.
  'stripeWebhooks.receive': {
    request: () => ({ path: '/api/v1/webhooks/stripe', json: { id: 'evt_matrix', type: 'invoice.paid' } }),
    expect: { all: 400 },
  },
};

export function expectedKeyStatus(entry: MatrixEntry, actor: KeyActor, endpoint: Endpoint): number {
  const listed = entry.keys?.[actor];
  if (listed !== undefined) return listed;
  if (endpoint.access === 'public') return expectedStatus(entry, 'anonymous');
  return actor === 'keyRevoked' ? 401 : 403;
}

export function expectedStatus(entry: MatrixEntry, actor: Actor): number {
  const status = entry.expect[actor] ?? entry.expect.all;
  if (status === undefined) throw new Error(`no expectation for ${actor}`);
  return status;
}
