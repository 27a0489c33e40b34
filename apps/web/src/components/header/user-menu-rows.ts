import type { TCurrentUser } from '@mainwork/contracts';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';

export type Row = { label: string; to: string; visible(user: TCurrentUser): boolean };

/** The signed-in rows of spec §2.2, each under its permission. */
export const SIGNED_IN_ROWS: Row[] = [
  { label: 'User Settings', to: routes.me, visible: () => true },
  { label: 'Admin Dashboard', to: routes.adminDashboard, visible: (u) => can(u, 'read', 'admin_dashboard') },
  { label: 'Dashboard', to: routes.employerDashboard, visible: (u) => can(u, 'read', 'employers_dashboard') },
  // Beyond the spec's table (decision 024): an employer reaches the profile behind their public header.
  {
    label: 'Business Profile',
    to: routes.employerProfile,
    visible: (u) => u.business_id !== null && can(u, 'update', 'Business'),
  },
  {
    label: 'My Applications',
    to: routes.myApplications,
    visible: (u) => can(u, 'manage', 'basic') && can(u, 'read', 'Application'),
  },
  {
    label: 'Instant Apply Defaults',
    to: routes.instantApplyDefaults,
    visible: (u) => can(u, 'manage', 'basic') && can(u, 'read', 'DefaultApplication'),
  },
  // Beyond the spec's table (decision 061): the jobs a candidate saved.
  { label: 'Saved Jobs', to: routes.savedJobs, visible: (u) => can(u, 'read', 'SavedJob') },
  { label: 'My Share Links', to: routes.myShareLinks, visible: (u) => can(u, 'manage', 'basic') },
  // Beyond the spec's table (decision 065): the referrer's rewards, payouts, codes and gift cards.
  { label: 'My Rewards', to: routes.myRewards, visible: (u) => can(u, 'manage', 'basic') },
  // Beyond the spec's table (issue 25): the searches the user gets e-mailed about.
  { label: 'Job Alerts', to: routes.myJobAlerts, visible: (u) => can(u, 'manage', 'basic') },
  // Beyond the spec's table (decision 018): an organization's own admins reach their organization's screen.
  {
    label: 'My Organizations',
    to: routes.myOrganizations,
    visible: (u) => u.organization_ids.length > 0 && can(u, 'update', 'organization'),
  },
  { label: 'Affiliate Links', to: routes.adminAffiliateLinks, visible: (u) => can(u, 'read', 'affiliate_links') },
  { label: 'Organizations', to: routes.adminOrganizations, visible: (u) => can(u, 'manage', 'organizations') },
  { label: 'Regions', to: routes.adminRegions, visible: (u) => can(u, 'manage', 'regions') },
  { label: 'Reward Sources', to: routes.adminRewardSources, visible: (u) => can(u, 'manage', 'reward_sources') },
  // Beyond the spec's table (decision 033): the charges for hires and the referrers' rewards, for admins.
  { label: 'Billing', to: routes.adminBilling, visible: (u) => can(u, 'read', 'admin_dashboard') },
  { label: 'Rewards', to: routes.adminRewards, visible: (u) => can(u, 'read', 'admin_dashboard') },
];
