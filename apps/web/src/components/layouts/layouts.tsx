import { useLocation } from 'react-router-dom';
import { Link } from '../link.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { LayoutFrame } from './layout-frame.tsx';

/** Home layout: fixed top header with light buttons (spec §2.1). */
export function HomeLayout() {
  return <LayoutFrame variant="home" />;
}

export function PublicLayout() {
  return <LayoutFrame variant="public" />;
}

/** A panel link, shown only to who may open it when it names a permission (action, subject). */
type PanelLink = [text: string, to: string, needs?: [action: string, subject: string]];

/**
 * The link whose screen the address is, or a screen under: the longest link the path starts with, so an
 * organization's edit form lights "Organizations" and the job form "Post a Job", not "Jobs".
 */
export function currentPanelLink(pathname: string, targets: string[]): string | undefined {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return targets.filter(within).sort((a, b) => b.length - a.length)[0];
}

function PanelMenu({ label, links }: { label: string; links: PanelLink[] }) {
  const { currentUser } = useAuth();
  const { pathname } = useLocation();
  const shown = links.filter(([, , needs]) => !needs || can(currentUser, ...needs));
  const current = currentPanelLink(
    pathname,
    shown.map(([, to]) => to),
  );
  return (
    <nav aria-label={label} className="nav nav-pills flex-xl-column">
      {shown.map(([text, to]) => (
        <Link
          key={to}
          to={to}
          className={to === current ? 'nav-link active' : 'nav-link'}
          aria-current={to === current ? 'page' : undefined}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}

/** Every /admin screen (decision 058): the public layout with the admin menu beside the screen. */
export function AdminPanelLayout() {
  return (
    <LayoutFrame
      variant="public"
      panelMenu={
        <PanelMenu
          label="Admin"
          links={[
            ['Dashboard', routes.adminDashboard, ['read', 'admin_dashboard']],
            ['Users', routes.adminUsers, ['read', 'user']],
            ['Affiliate Links', routes.adminAffiliateLinks, ['read', 'affiliate_link']],
            ['Organizations', routes.adminOrganizations, ['manage', 'organizations']],
            ['Regions', routes.adminRegions, ['read', 'region']],
            ['Reward Sources', routes.adminRewardSources, ['read', 'reward_source']],
            ['Billing', routes.adminBilling, ['read', 'admin_dashboard']],
            ['Rewards', routes.adminRewards, ['read', 'admin_dashboard']],
            ['Reward Totals', routes.adminRewardTotals, ['read', 'admin_dashboard']],
            ['Job Sources', routes.adminJobSources, ['read', 'admin_dashboard']],
          ]}
        />
      }
    />
  );
}

export function EmployerPanelLayout() {
  return (
    <LayoutFrame
      variant="public"
      panelMenu={
        <PanelMenu
          label="Employer"
          links={[
            ['Dashboard', routes.employerDashboard],
            ['Jobs', routes.employerJobs],
            ['Post a Job', routes.employerJobAdd],
            ['Business Profile', routes.employerProfile],
            ['Team', routes.employerTeam, ['read', 'BusinessMember']],
            ['Job Sources', routes.employerJobSources, ['read', 'Business']],
            ['Webhooks', routes.employerWebhooks, ['update', 'Business']],
            ['API Keys', routes.employerApiKeys, ['read', 'ApiKey']],
            ['Membership', routes.employerMembershipSignup, ['create', 'Membership']],
          ]}
        />
      }
    />
  );
}
