/**
 * The endpoint table by domain (build/endpoint-table.ts), typed as the contracts' table is. A domain the
 * contracts add is named here too: src/lib/endpoints.ts fails to compile until it is.
 */
declare module 'virtual:endpoint-table' {
  import type { endpoints } from '@mainwork/contracts';
  type Table = typeof endpoints;
  export const health: Table['health'];
  export const auth: Table['auth'];
  export const account: Table['account'];
  export const notificationSettings: Table['notificationSettings'];
  export const jobAlerts: Table['jobAlerts'];
  export const lookups: Table['lookups'];
  export const memberships: Table['memberships'];
  export const places: Table['places'];
  export const affiliateLinks: Table['affiliateLinks'];
  export const regions: Table['regions'];
  export const rewardSources: Table['rewardSources'];
  export const jobs: Table['jobs'];
  export const applications: Table['applications'];
  export const savedJobs: Table['savedJobs'];
  export const shareLinks: Table['shareLinks'];
  export const socialCards: Table['socialCards'];
  export const businesses: Table['businesses'];
  export const businessJobs: Table['businessJobs'];
  export const team: Table['team'];
  export const apiKeys: Table['apiKeys'];
  export const jobSources: Table['jobSources'];
  export const webhooks: Table['webhooks'];
  export const organizations: Table['organizations'];
  export const adminOrganizations: Table['adminOrganizations'];
  export const myOrganizations: Table['myOrganizations'];
  export const adminUsers: Table['adminUsers'];
  export const files: Table['files'];
  export const feeds: Table['feeds'];
  export const adminDashboard: Table['adminDashboard'];
  export const jobDashboard: Table['jobDashboard'];
  export const applicants: Table['applicants'];
  export const resolutions: Table['resolutions'];
  export const myRewards: Table['myRewards'];
  export const myPayoutAccount: Table['myPayoutAccount'];
  export const adminRewards: Table['adminRewards'];
  export const redemptions: Table['redemptions'];
  export const adminBilling: Table['adminBilling'];
  export const stripeWebhooks: Table['stripeWebhooks'];
}

declare module 'virtual:bootstrap-icons/*' {
  /** One bootstrap-icons icon's inner SVG markup, by its name in the module's path (build/bootstrap-icons.ts). */
  export type IconSvg = string & { readonly __brand: 'bootstrap-icon' };
  const icon: IconSvg;
  export default icon;
}
