import type { ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { AlertProvider } from '../components/alert-bar.tsx';
import { AdminPanelLayout, EmployerPanelLayout, HomeLayout, PublicLayout } from '../components/layouts/layouts.tsx';
import { ModalProvider } from '../components/modal-root.tsx';
import { NotFoundPage } from '../components/not-found-pages.tsx';
import { RouteGuard } from '../components/route-guard.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { DocumentTitle, type RouteTitle } from '../lib/document-title.tsx';
import { routes } from '../lib/paths.ts';
import { lazyScreen } from './lazy-screen.ts';
import { modalRegistry } from './modal-registry.ts';
import { ScreenErrorBoundary } from './screen-error.tsx';

const HomePage = lazyScreen(() => import('../features/marketing/home-page.tsx'));
const AboutPage = lazyScreen(() => import('../features/marketing/about-page.tsx'));
const EmployersPage = lazyScreen(() => import('../features/marketing/employers-page.tsx'));
const TermsPage = lazyScreen(() => import('../features/marketing/terms-page.tsx'));
const PrivacyPage = lazyScreen(() => import('../features/marketing/privacy-page.tsx'));
const DevelopersPage = lazyScreen(() => import('../features/developers/developers-page.tsx'));
const AttributionsPage = lazyScreen(() => import('../features/marketing/attributions-page.tsx'));
const SignupPage = lazyScreen(() => import('../features/auth/signup-page.tsx'));
const ResetPasswordPage = lazyScreen(() => import('../features/auth/reset-password-page.tsx'));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/forgot-password-page.tsx'));
const AffiliateLinkLanding = lazyScreen(() => import('../features/affiliate-links/affiliate-link-landing.tsx'));
const JobsPage = lazyScreen(() => import('../features/jobs/jobs-page.tsx'));
const JobPage = lazyScreen(() => import('../features/jobs/job-page.tsx'));
const BusinessJobsPage = lazyScreen(() => import('../features/jobs/business-jobs-page.tsx'));
const BusinessJobPage = lazyScreen(() => import('../features/jobs/business-job-page.tsx'));
const OrganizationJobsPage = lazyScreen(() => import('../features/jobs/organization-jobs-page.tsx'));
const OrganizationJobPage = lazyScreen(() => import('../features/jobs/organization-job-page.tsx'));
const InstantApplyPage = lazyScreen(() => import('../features/applications/instant-apply-page.tsx'));
const BusinessInstantApplyPage = lazyScreen(() => import('./business-instant-apply-page.tsx'));
const OrganizationInstantApplyPage = lazyScreen(() => import('./organization-instant-apply-page.tsx'));
const InstantApplyDefaultsPage = lazyScreen(() => import('../features/applications/instant-apply-defaults-page.tsx'));
const MyApplicationsPage = lazyScreen(() => import('../features/applications/my-applications-page.tsx'));
const AccountPage = lazyScreen(() => import('../features/account/account-page.tsx'));
const UnsubscribedPage = lazyScreen(() => import('../features/account/unsubscribed-page.tsx'));
const JobAlertsPage = lazyScreen(() => import('../features/job-alerts/job-alerts-page.tsx'));
const SavedJobsPage = lazyScreen(() => import('../features/saved-jobs/saved-jobs-page.tsx'));
const MyRewardsPage = lazyScreen(() => import('../features/rewards/my-rewards-page.tsx'));
const RedeemPage = lazyScreen(() => import('../features/rewards/redeem-page.tsx'));
const ConfirmEmailPage = lazyScreen(() => import('../features/account/confirm-email-page.tsx'));
const ConfirmJobAlertPage = lazyScreen(() => import('../features/job-alerts/confirm-job-alert-page.tsx'));
const ExtendPostingPage = lazyScreen(() => import('../features/employers/extend-posting-page.tsx'));
const AdminDashboardPage = lazyScreen(() => import('../features/admin-dashboard/admin-dashboard-page.tsx'));
const JobDashboardPage = lazyScreen(() => import('../features/job-dashboard/job-dashboard-page.tsx'));
const ApplicantsPage = lazyScreen(() => import('../features/applicants/applicants-page.tsx'));
const ShareLinkLanding = lazyScreen(() => import('../features/share-links/share-link-landing.tsx'));
const MyShareLinksPage = lazyScreen(() => import('../features/share-links/my-share-links-page.tsx'));
const AffiliateLinksPage = lazyScreen(() => import('../features/affiliate-links/affiliate-links-page.tsx'));
const AffiliateLinkFormPage = lazyScreen(() => import('../features/affiliate-links/affiliate-link-form-page.tsx'));
const AffiliateLinkDetailsPage = lazyScreen(
  () => import('../features/affiliate-links/affiliate-link-details-page.tsx'),
);
const RegionsPage = lazyScreen(() => import('../features/regions/regions-page.tsx'));
const RegionFormPage = lazyScreen(() => import('../features/regions/region-form-page.tsx'));
const RewardSourcesPage = lazyScreen(() => import('../features/reward-sources/reward-sources-page.tsx'));
const RewardSourceFormPage = lazyScreen(() => import('../features/reward-sources/reward-source-form-page.tsx'));
const OrganizationsListPage = lazyScreen(() => import('../features/organizations/organizations-list-page.tsx'));
const OrganizationFormPage = lazyScreen(() => import('../features/organizations/organization-form-page.tsx'));
const MyOrganizationsPage = lazyScreen(() => import('../features/organizations/my-organizations-page.tsx'));
const MyOrganizationPage = lazyScreen(() => import('../features/organizations/my-organization-page.tsx'));
const UsersPage = lazyScreen(() => import('../features/admin-users/users-page.tsx'));
const AdminBillingPage = lazyScreen(() => import('../features/admin-billing/admin-billing-page.tsx'));
const RewardTotalsPage = lazyScreen(() => import('../features/admin-rewards/reward-totals-page.tsx'));
const AdminRewardsPage = lazyScreen(() => import('../features/admin-rewards/admin-rewards-page.tsx'));
const MembershipSignupPage = lazyScreen(() => import('../features/employers/membership-signup-page.tsx'));
const JobEditorPage = lazyScreen(() => import('../features/employers/job-editor-page.tsx'));
const TeamPage = lazyScreen(() => import('../features/team/team-page.tsx'));
const JobSourcesPage = lazyScreen(() => import('../features/job-sources/job-sources-page.tsx'));
const WebhooksPage = lazyScreen(() => import('../features/webhooks/webhooks-page.tsx'));
const ApiKeysPage = lazyScreen(() => import('../features/api-keys/api-keys-page.tsx'));
const AdminJobSourcesPage = lazyScreen(() => import('../features/job-sources/admin-job-sources-page.tsx'));
const InvitationPage = lazyScreen(() => import('../features/team/invitation-page.tsx'));
const BusinessProfilePage = lazyScreen(() => import('../features/business-profile/business-profile-page.tsx'));

/** The page's name in its document title ('My Share Links | MainWork'), read by `DocumentTitle`. */
const titled = (title: string): RouteTitle => ({ title });

const guarded = (action: string, subject: string, screen: ReactNode) => (
  <RouteGuard action={action} subject={subject}>
    {screen}
  </RouteGuard>
);

/** Providers that need the router (alerts clear on page change; modals and guards navigate). */
function AppProviders() {
  return (
    <AuthProvider>
      <AlertProvider>
        <ModalProvider registry={modalRegistry}>
          <DocumentTitle routes={routeTable}>
            <Outlet />
          </DocumentTitle>
        </ModalProvider>
      </AlertProvider>
    </AuthProvider>
  );
}

/** The route table of spec §2.1. Placeholders mark screens later work fills in, already in place. */
export const routeTable: RouteObject[] = [
  {
    element: (
      <ScreenErrorBoundary>
        <AppProviders />
      </ScreenErrorBoundary>
    ),
    children: [
      {
        element: <HomeLayout />,
        children: [
          { path: routes.home, handle: titled('Home'), element: <HomePage /> },
          { path: routes.homeAlias, handle: titled('Home'), element: <HomePage /> },
        ],
      },
      {
        element: (
          <ScreenErrorBoundary>
            <PublicLayout />
          </ScreenErrorBoundary>
        ),
        children: [
          { path: routes.about, handle: titled('How It Works'), element: <AboutPage /> },
          { path: routes.employers, handle: titled('For Employers'), element: <EmployersPage /> },
          { path: routes.terms, handle: titled('Terms of Use'), element: <TermsPage /> },
          { path: routes.privacy, handle: titled('Privacy Policy'), element: <PrivacyPage /> },
          { path: routes.developers, handle: titled('Developers'), element: <DevelopersPage /> },
          { path: routes.attributions, handle: titled('Attributions'), element: <AttributionsPage /> },
          { path: routes.signup, handle: titled('Sign up'), element: <SignupPage /> },
          { path: routes.resetPassword, handle: titled('Reset Password'), element: <ResetPasswordPage /> },
          { path: routes.forgotPassword, handle: titled('Forgot Password'), element: <ForgotPasswordPage /> },
          { path: routes.unsubscribed, handle: titled('Unsubscribed'), element: <UnsubscribedPage /> },
          { path: routes.memberInvitation, handle: titled('Team Invitation'), element: <InvitationPage /> },
          { path: routes.affiliateLink, handle: titled('Sign up'), element: <AffiliateLinkLanding /> },
          { path: routes.shareLink, handle: titled('Job'), element: <ShareLinkLanding /> },
          { path: routes.jobs, handle: titled('Jobs'), element: <JobsPage /> },
          { path: routes.job, handle: titled('Job'), element: <JobPage /> },
          {
            path: routes.jobApply,
            handle: titled('Instant Apply'),
            element: guarded('manage', 'basic', <InstantApplyPage />),
          },
          { path: routes.businessJobs, handle: titled('Employer Jobs'), element: <BusinessJobsPage /> },
          { path: routes.businessJob, handle: titled('Job'), element: <BusinessJobPage /> },
          {
            path: routes.businessJobApply,
            handle: titled('Instant Apply'),
            element: guarded('manage', 'basic', <BusinessInstantApplyPage />),
          },
          { path: routes.organizationJobs, handle: titled('Community Jobs'), element: <OrganizationJobsPage /> },
          { path: routes.organizationJob, handle: titled('Job'), element: <OrganizationJobPage /> },
          {
            path: routes.organizationJobApply,
            handle: titled('Instant Apply'),
            element: guarded('manage', 'basic', <OrganizationInstantApplyPage />),
          },
          {
            path: routes.instantApplyDefaults,
            handle: titled('Instant Apply Defaults'),
            element: guarded('create', 'DefaultApplication', <InstantApplyDefaultsPage />),
          },
          { path: routes.me, handle: titled('User Settings'), element: guarded('manage', 'basic', <AccountPage />) },
          {
            path: routes.myApplications,
            handle: titled('My Applications'),
            element: guarded('read', 'Application', <MyApplicationsPage />),
          },
          {
            path: routes.myShareLinks,
            handle: titled('My Share Links'),
            element: guarded('manage', 'basic', <MyShareLinksPage />),
          },
          {
            path: routes.myRewards,
            handle: titled('My Rewards'),
            element: guarded('manage', 'basic', <MyRewardsPage />),
          },
          {
            path: routes.redeem,
            handle: titled('Redeem a Reward'),
            element: guarded('manage', 'basic', <RedeemPage />),
          },
          {
            path: routes.myJobAlerts,
            handle: titled('Job Alerts'),
            element: guarded('manage', 'basic', <JobAlertsPage />),
          },
          {
            path: routes.savedJobs,
            handle: titled('Saved Jobs'),
            element: guarded('read', 'SavedJob', <SavedJobsPage />),
          },
          { path: routes.confirmJobAlert, handle: titled('Confirm Job Alert'), element: <ConfirmJobAlertPage /> },
          { path: routes.confirmEmail, handle: titled('Confirm E-mail Address'), element: <ConfirmEmailPage /> },
          { path: routes.extendPosting, handle: titled('Extend Posting'), element: <ExtendPostingPage /> },
          {
            path: routes.myOrganizations,
            handle: titled('My Organizations'),
            element: guarded('update', 'organization', <MyOrganizationsPage />),
          },
          {
            path: routes.myOrganization,
            handle: titled('My Organization'),
            element: guarded('update', 'organization', <MyOrganizationPage />),
          },
          { path: routes.notFound, handle: titled('Not found'), element: <NotFoundPage /> },
          { path: '*', handle: titled('Not found'), element: <NotFoundPage /> },
        ],
      },
      {
        element: (
          <ScreenErrorBoundary>
            <AdminPanelLayout />
          </ScreenErrorBoundary>
        ),
        children: [
          // Every /admin screen opens inside the admin panel, its side menu beside it (decision 058; the spec
          // lists the first four sections under the public layout, which the panel is, plus its menu).
          {
            path: routes.adminAffiliateLinks,
            handle: titled('Affiliate Links'),
            element: guarded('read', 'affiliate_link', <AffiliateLinksPage />),
          },
          {
            path: routes.adminAffiliateLinkNew,
            handle: titled('New Affiliate Link'),
            element: guarded('create', 'affiliate_link', <AffiliateLinkFormPage />),
          },
          {
            path: routes.adminAffiliateLinkEdit,
            handle: titled('Edit Affiliate Link'),
            element: guarded('update', 'affiliate_link', <AffiliateLinkFormPage />),
          },
          {
            path: routes.adminAffiliateLinkDetails,
            handle: titled('Affiliate Link Details'),
            element: guarded('read', 'affiliate_link', <AffiliateLinkDetailsPage />),
          },
          // An organization's own admins hold read and update on organization too: the admin screens also
          // need manage organizations, and they have their own screen (decision 018).
          {
            path: routes.adminOrganizations,
            handle: titled('Organizations'),
            element: guarded('read', 'organization', guarded('manage', 'organizations', <OrganizationsListPage />)),
          },
          {
            path: routes.adminOrganizationNew,
            handle: titled('New Organization'),
            element: guarded('create', 'organization', guarded('manage', 'organizations', <OrganizationFormPage />)),
          },
          {
            path: routes.adminOrganizationEdit,
            handle: titled('Edit Organization'),
            element: guarded('update', 'organization', guarded('manage', 'organizations', <OrganizationFormPage />)),
          },
          { path: routes.adminRegions, handle: titled('Regions'), element: guarded('read', 'region', <RegionsPage />) },
          {
            path: routes.adminRegionNew,
            handle: titled('New Region'),
            element: guarded('create', 'region', <RegionFormPage />),
          },
          {
            path: routes.adminRegionEdit,
            handle: titled('Edit Region'),
            element: guarded('update', 'region', <RegionFormPage />),
          },
          {
            path: routes.adminRewardSources,
            handle: titled('Reward Sources'),
            element: guarded('read', 'reward_source', <RewardSourcesPage />),
          },
          {
            path: routes.adminRewardSourceNew,
            handle: titled('New Reward Source'),
            element: guarded('create', 'reward_source', <RewardSourceFormPage />),
          },
          {
            path: routes.adminRewardSourceEdit,
            handle: titled('Edit Reward Source'),
            element: guarded('update', 'reward_source', <RewardSourceFormPage />),
          },
          {
            path: routes.adminDashboard,
            handle: titled('Admin Dashboard'),
            element: guarded('read', 'admin_dashboard', <AdminDashboardPage />),
          },
          { path: routes.adminUsers, handle: titled('Users'), element: guarded('read', 'user', <UsersPage />) },
          {
            path: routes.adminBilling,
            handle: titled('Billing'),
            element: guarded('read', 'admin_dashboard', <AdminBillingPage />),
          },
          {
            path: routes.adminRewards,
            handle: titled('Rewards'),
            element: guarded('read', 'admin_dashboard', <AdminRewardsPage />),
          },
          {
            path: routes.adminRewardTotals,
            handle: titled('Yearly Reward Totals'),
            element: guarded('read', 'admin_dashboard', <RewardTotalsPage />),
          },
          {
            path: routes.adminJobSources,
            handle: titled('Job Sources'),
            element: guarded('read', 'admin_dashboard', <AdminJobSourcesPage />),
          },
        ],
      },
      {
        element: (
          <ScreenErrorBoundary>
            <EmployerPanelLayout />
          </ScreenErrorBoundary>
        ),
        children: [
          {
            path: routes.employerDashboard,
            handle: titled('Dashboard'),
            element: guarded('read', 'employers_dashboard', <JobDashboardPage title="Dashboard" />),
          },
          {
            path: routes.employerMembershipSignup,
            handle: titled('Membership'),
            element: guarded('create', 'Membership', <MembershipSignupPage />),
          },
          {
            path: routes.employerProfile,
            handle: titled('Business Profile'),
            element: guarded('read', 'Business', <BusinessProfilePage />),
          },
          {
            path: routes.employerTeam,
            handle: titled('Team'),
            element: guarded('read', 'BusinessMember', <TeamPage />),
          },
          {
            path: routes.employerApiKeys,
            handle: titled('API keys'),
            element: guarded('read', 'ApiKey', <ApiKeysPage />),
          },
          {
            path: routes.employerJobSources,
            handle: titled('Job Sources'),
            element: guarded('read', 'Business', <JobSourcesPage />),
          },
          {
            path: routes.employerWebhooks,
            handle: titled('Webhooks'),
            element: guarded('update', 'Business', <WebhooksPage />),
          },
          {
            path: routes.employerJobs,
            handle: titled('Jobs'),
            element: guarded('read', 'employers_dashboard', <JobDashboardPage title="Jobs" />),
          },
          {
            path: routes.employerJobAdd,
            handle: titled('Post a Job'),
            element: guarded('create', 'Job', <JobEditorPage />),
          },
          {
            path: routes.employerJobEdit,
            handle: titled('Edit Job'),
            element: guarded('update', 'Job', <JobEditorPage />),
          },
          {
            path: routes.employerJobApplications,
            handle: titled('Applicants'),
            element: guarded('read', 'Job', <ApplicantsPage />),
          },
        ],
      },
    ],
  },
];

/**
 * The app's screens for the current location, inside a `BrowserRouter` in the browser and a `StaticRouter` on
 * the server. The routes carry no loaders or actions, so the app needs no data router and its code (decision 076).
 */
export function AppRoutes() {
  return useRoutes(routeTable);
}
