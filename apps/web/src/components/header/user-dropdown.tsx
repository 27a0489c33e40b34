import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import type { TCurrentUser } from '@mainwork/contracts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { useModal } from '../modal-root.tsx';

type Row = { label: string; to: string; visible(user: TCurrentUser): boolean };

/** The signed-in rows of spec §2.2, each under its permission. */
export const SIGNED_IN_ROWS: Row[] = [
  { label: 'User Settings', to: routes.me, visible: () => true },
  { label: 'Admin Dashboard', to: routes.adminDashboard, visible: (u) => can(u, 'read', 'admin_dashboard') },
  { label: 'Dashboard', to: routes.employerDashboard, visible: (u) => can(u, 'read', 'employers_dashboard') },
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
  { label: 'My Share Links', to: routes.myShareLinks, visible: (u) => can(u, 'manage', 'basic') },
  { label: 'Affiliate Links', to: routes.adminAffiliateLinks, visible: (u) => can(u, 'read', 'affiliate_links') },
  { label: 'Organizations', to: routes.adminOrganizations, visible: (u) => can(u, 'manage', 'organizations') },
  { label: 'Regions', to: routes.adminRegions, visible: (u) => can(u, 'manage', 'regions') },
  { label: 'Reward Sources', to: routes.adminRewardSources, visible: (u) => can(u, 'manage', 'reward_sources') },
];

function AccountToggle({ variant }: { variant: string }) {
  return (
    <Dropdown.Toggle variant={variant} size="sm" id="user-menu">
      <i className="bi bi-person-circle" aria-hidden="true" /> <span className="visually-hidden">Account</span>
    </Dropdown.Toggle>
  );
}

export function UserDropdown({ variant }: { variant: string }) {
  const { currentUser, logout } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();

  if (!currentUser) {
    return (
      <Dropdown align="end">
        <AccountToggle variant={variant} />
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => openModal('LoginModal')}>
            Log in
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => openModal('SignUpModal')}>
            Sign up
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={routes.employers}>
            Employers - Post a job
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  return (
    <Dropdown align="end">
      <AccountToggle variant={variant} />
      <Dropdown.Menu>
        <Dropdown.Header>
          Signed in as
          <br />
          <strong>{currentUser.email}</strong>
        </Dropdown.Header>
        <Dropdown.Divider />
        {SIGNED_IN_ROWS.filter((row) => row.visible(currentUser)).map((row) => (
          <Dropdown.Item key={row.label} as={Link} to={row.to}>
            {row.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          onClick={async () => {
            await logout();
            navigate(routes.home);
          }}
        >
          Log out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
