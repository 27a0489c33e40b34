import { APP_PAGES, EMAILED_PAGES, pagePath, PUBLIC_PAGES, SIGNED_IN_PAGES } from '@mainwork/contracts';

/**
 * Every route of the web app (spec §2.1), as patterns for the router and builders for links. They live in the
 * contracts (PUBLIC_PAGES, EMAILED_PAGES, SIGNED_IN_PAGES, APP_PAGES): the server answers any other path 404.
 */
export const routes = {
  ...PUBLIC_PAGES,
  ...EMAILED_PAGES,
  ...APP_PAGES,
  ...SIGNED_IN_PAGES,
} as const;

type Id = number | string;

export const paths = {
  job: (jobId: Id) => pagePath(routes.job, { jobId }),
  jobApply: (jobId: Id) => pagePath(routes.jobApply, { jobId }),
  businessJobs: (businessId: Id) => pagePath(routes.businessJobs, { businessId }),
  businessJob: (businessId: Id, jobId: Id) => pagePath(routes.businessJob, { businessId, jobId }),
  businessJobApply: (businessId: Id, jobId: Id) => pagePath(routes.businessJobApply, { businessId, jobId }),
  organizationJobs: (organizationId: Id) => pagePath(routes.organizationJobs, { organizationId }),
  organizationJobApply: (organizationId: Id, jobId: Id) =>
    pagePath(routes.organizationJobApply, { organizationId, jobId }),
  shareLink: (key: string) => pagePath(routes.shareLink, { key }),
  affiliateLink: (key: string) => pagePath(routes.affiliateLink, { key }),
  signup: (options: { affiliateLinkId?: Id; role?: 'employer' } = {}) => {
    const query = new URLSearchParams();
    if (options.affiliateLinkId !== undefined) query.set('al', String(options.affiliateLinkId));
    if (options.role) query.set('role', options.role);
    const text = query.toString();
    return text ? `${routes.signup}?${text}` : routes.signup;
  },
  adminAffiliateLinkDetails: (id: Id) => pagePath(routes.adminAffiliateLinkDetails, { id }),
  adminAffiliateLinkEdit: (id: Id) => pagePath(routes.adminAffiliateLinkEdit, { id }),
  adminRegionEdit: (id: Id) => pagePath(routes.adminRegionEdit, { id }),
  adminRewardSourceEdit: (id: Id) => pagePath(routes.adminRewardSourceEdit, { id }),
  employerJobEdit: (jobId: Id) => pagePath(routes.employerJobEdit, { jobId }),
  /** The add form prefilled from a posting (the dashboard's Duplicate). */
  employerJobDuplicate: (jobId: Id) => `${routes.employerJobAdd}?from=${jobId}`,
  employerJobApplications: (jobId: Id) => pagePath(routes.employerJobApplications, { jobId }),
  adminOrganizationEdit: (id: Id) => pagePath(routes.adminOrganizationEdit, { id }),
  myOrganization: (id: Id) => pagePath(routes.myOrganization, { id }),
  memberInvitation: (token: string) => pagePath(routes.memberInvitation, { token }),
} as const;

/**
 * What the employer dashboard takes on arrival (router state, so its address stays the list's own): the
 * posting just published or saved, which it shows highlighted, at the top with the message (decision 053).
 */
export type EmployerDashboardArrival = { highlight?: number };
