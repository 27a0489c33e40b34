import { accountEndpoints } from './account.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { adminUserEndpoints } from './admin-users.ts';
import { affiliateLinkEndpoints } from './affiliate-links.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { applicantEndpoints } from './applicants.ts';
import { applicationEndpoints } from './applications.ts';
import { authEndpoints } from './auth.ts';
import { adminBillingEndpoints, stripeWebhookEndpoints } from './billing.ts';
import type { Endpoint } from './endpoint.ts';
import { businessEndpoints } from './businesses.ts';
import { businessJobEndpoints } from './business-jobs.ts';
import { feedEndpoints } from './feeds.ts';
import { fileEndpoints } from './files.ts';
import { healthEndpoints } from './health.ts';
import { jobDashboardEndpoints } from './job-dashboard.ts';
import { jobEndpoints } from './jobs.ts';
import { lookupEndpoints } from './lookups.ts';
import { membershipEndpoints } from './memberships.ts';
import { jobAlertEndpoints } from './job-alerts.ts';
import { jobSourceEndpoints } from './job-sources.ts';
import { webhookEndpoints } from './webhooks.ts';
import { notificationSettingsEndpoints } from './notification-settings.ts';
import { adminOrganizationEndpoints, myOrganizationEndpoints, organizationEndpoints } from './organizations.ts';
import { myPayoutAccountEndpoints } from './payouts.ts';
import { placeEndpoints } from './places.ts';
import { regionEndpoints } from './regions.ts';
import { resolutionEndpoints } from './resolutions.ts';
import { rewardSourceEndpoints } from './reward-sources.ts';
import { adminRewardEndpoints, myRewardEndpoints, redemptionEndpoints } from './rewards.ts';
import { savedJobEndpoints } from './saved-jobs.ts';
import { shareLinkEndpoints } from './share-links.ts';
import { socialCardEndpoints } from './social-cards.ts';
import { teamEndpoints } from './team.ts';

export * from './account.ts';
export * from './admin-dashboard.ts';
export * from './admin-users.ts';
export * from './affiliate-links.ts';
export * from './api-key-scopes.ts';
export * from './api-keys.ts';
export * from './applicants.ts';
export * from './applications.ts';
export * from './auth-values.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './billing-values.ts';
export * from './businesses.ts';
export * from './business-jobs.ts';
export * from './feeds.ts';
export * from './files.ts';
export * from './job-dashboard.ts';
export * from './jobs.ts';
export * from './job-search-query.ts';
export * from './job-search-words.ts';
export * from './money-format.ts';
export * from './number-format.ts';
export * from './organizations.ts';
export * from './common.ts';
export * from './company-values.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './field-messages.ts';
export * from './upload-limits.ts';
export * from './health.ts';
export * from './images.ts';
export * from './lookups.ts';
export * from './mailed-link-values.ts';
export * from './memberships.ts';
export * from './job-alerts.ts';
export * from './job-sources.ts';
export * from './job-source-values.ts';
export * from './notification-settings.ts';
export * from './page-paths.ts';
export * from './page-title-values.ts';
export * from './payouts.ts';
export * from './places.ts';
export * from './regions.ts';
export * from './screening-questions.ts';
export * from './resolutions.ts';
export * from './reward-sources.ts';
export * from './rewards.ts';
export * from './saved-jobs.ts';
export * from './share-links.ts';
export * from './social-cards.ts';
export * from './team.ts';
export * from './team-values.ts';
export * from './us-states.ts';
export * from './webhooks.ts';
export * from './webhook-values.ts';

/** Every endpoint of the API, by domain. The API registers its routes from this table. */
export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  notificationSettings: notificationSettingsEndpoints,
  jobAlerts: jobAlertEndpoints,
  lookups: lookupEndpoints,
  memberships: membershipEndpoints,
  places: placeEndpoints,
  affiliateLinks: affiliateLinkEndpoints,
  regions: regionEndpoints,
  rewardSources: rewardSourceEndpoints,
  jobs: jobEndpoints,
  applications: applicationEndpoints,
  savedJobs: savedJobEndpoints,
  shareLinks: shareLinkEndpoints,
  socialCards: socialCardEndpoints,
  businesses: businessEndpoints,
  businessJobs: businessJobEndpoints,
  team: teamEndpoints,
  apiKeys: apiKeyEndpoints,
  jobSources: jobSourceEndpoints,
  webhooks: webhookEndpoints,
  organizations: organizationEndpoints,
  adminOrganizations: adminOrganizationEndpoints,
  myOrganizations: myOrganizationEndpoints,
  adminUsers: adminUserEndpoints,
  files: fileEndpoints,
  feeds: feedEndpoints,
  adminDashboard: adminDashboardEndpoints,
  jobDashboard: jobDashboardEndpoints,
  applicants: applicantEndpoints,
  resolutions: resolutionEndpoints,
  myRewards: myRewardEndpoints,
  myPayoutAccount: myPayoutAccountEndpoints,
  adminRewards: adminRewardEndpoints,
  redemptions: redemptionEndpoints,
  adminBilling: adminBillingEndpoints,
  stripeWebhooks: stripeWebhookEndpoints,
} as const;

export function listEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${domain}.${name}`,
      endpoint,
    })),
  );
}
