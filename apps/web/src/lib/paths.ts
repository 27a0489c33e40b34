/** Every route of the web app (spec §2.1), as patterns for the router and builders for links. */
export const routes = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  employers: '/employers',
  terms: '/terms',
  privacy: '/privacy',
  signup: '/signup',
  jobs: '/jobs',
  job: '/jobs/:jobId',
  jobApply: '/jobs/:jobId/mwapply',
  resetPassword: '/reset_password',
  forgotPassword: '/forgot_password',
  shareLink: '/s/:key',
  affiliateLink: '/l/:key',
  notFound: '/not_found',
  businessJobs: '/employers/:businessId/jobs',
  businessJob: '/employers/:businessId/jobs/:jobId',
  businessJobApply: '/employers/:businessId/jobs/:jobId/mwapply',
  organizationJobs: '/organizations/:organizationId/jobs',
  organizationJob: '/organizations/:organizationId/jobs/:jobId',
  organizationJobApply: '/organizations/:organizationId/jobs/:jobId/mwapply',
  instantApplyDefaults: '/instant_apply_defaults',
  me: '/me',
  myApplications: '/my_applications',
  myShareLinks: '/my_share_links',
  adminAffiliateLinks: '/admin/affiliate_links',
  adminAffiliateLinkNew: '/admin/affiliate_links/new',
  adminAffiliateLinkEdit: '/admin/affiliate_links/:id/edit',
  adminAffiliateLinkDetails: '/admin/affiliate_links/:id/details',
  adminOrganizations: '/admin/organizations',
  adminOrganizationNew: '/admin/organizations/new',
  adminOrganizationEdit: '/admin/organizations/:id/edit',
  adminRegions: '/admin/regions',
  adminRegionNew: '/admin/regions/new',
  adminRegionEdit: '/admin/regions/:id/edit',
  adminRewardSources: '/admin/reward_sources',
  adminRewardSourceNew: '/admin/reward_sources/new',
  adminRewardSourceEdit: '/admin/reward_sources/:id/edit',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  employerDashboard: '/employers/dashboard',
  employerMembershipSignup: '/employers/membership_signup',
  employerProfile: '/employers/my_business/profile',
  employerJobs: '/employers/my_business/jobs',
  employerJobAdd: '/employers/my_business/jobs/add',
  employerJobEdit: '/employers/my_business/jobs/:jobId/edit',
  employerJobApplications: '/employers/my_business/jobs/:jobId/applications',
} as const;

type Id = number | string;

export const paths = {
  job: (jobId: Id) => `/jobs/${jobId}`,
  jobApply: (jobId: Id) => `/jobs/${jobId}/mwapply`,
  businessJobs: (businessId: Id) => `/employers/${businessId}/jobs`,
  businessJob: (businessId: Id, jobId: Id) => `/employers/${businessId}/jobs/${jobId}`,
  organizationJobs: (organizationId: Id) => `/organizations/${organizationId}/jobs`,
  shareLink: (key: string) => `/s/${key}`,
  affiliateLink: (key: string) => `/l/${key}`,
  signup: (options: { affiliateLinkId?: Id; role?: 'employer' } = {}) => {
    const query = new URLSearchParams();
    if (options.affiliateLinkId !== undefined) query.set('al', String(options.affiliateLinkId));
    if (options.role) query.set('role', options.role);
    const text = query.toString();
    return text ? `/signup?${text}` : '/signup';
  },
  adminAffiliateLinkDetails: (id: Id) => `/admin/affiliate_links/${id}/details`,
  adminAffiliateLinkEdit: (id: Id) => `/admin/affiliate_links/${id}/edit`,
} as const;
