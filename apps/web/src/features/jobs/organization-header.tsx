import { Container } from 'react-bootstrap';
import type { TPublicOrganization } from '@mainwork/contracts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useHasMembership } from './api/my-membership.ts';
import { BusinessLogo } from '../../components/job-card/business-logo.tsx';
import { ProfileBanner } from '../../components/profile-header/employer-profile-header.tsx';
import { Icon } from '../../components/icon.tsx';
import boxArrowUpRightIcon from 'virtual:bootstrap-icons/box-arrow-up-right';

/**
 * 'Post your job' (spec §6): shown when the organization has a join URL and the visitor is logged out, may not
 * read Membership, or has no membership (the membership call failed or found none).
 */
function PostYourJob({ organization }: { organization: TPublicOrganization }) {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const mayReadMembership = can(currentUser, 'read', 'Membership');
  const { hasMembership, settled } = useHasMembership(loggedIn && mayReadMembership);
  if (!organization.join_url || !tokenChecked || !settled || hasMembership) return null;
  return (
    <div className="text-md-end" style={{ maxWidth: '22rem' }}>
      <a className="btn btn-primary" href={organization.join_url} target="_blank" rel="noopener noreferrer">
        Post your job
        <Icon icon={boxArrowUpRightIcon} className="ms-2" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {organization.join_help_text ? (
        <p className="small text-body-secondary mt-2 mb-0">{organization.join_help_text}</p>
      ) : null}
    </div>
  );
}

/** The organization header (spec §2.5, §3): banner, logo, name, tagline and 'Post your job'. */
export function OrganizationHeader({
  organization,
  titleAs: Title,
}: {
  organization: TPublicOrganization;
  titleAs: 'h1' | 'p';
}) {
  return (
    <div className="border-bottom" data-testid="organization-header">
      <ProfileBanner banner={organization.banner} name={organization.name} />
      <Container fluid="xl" className="py-3 d-flex flex-wrap gap-3 align-items-center">
        <BusinessLogo name={organization.name} logo={organization.logo} size={80} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <Title className="h3 mb-1">{organization.name}</Title>
          {organization.tagline ? <p className="mb-0">{organization.tagline}</p> : null}
        </div>
        <PostYourJob organization={organization} />
      </Container>
    </div>
  );
}
