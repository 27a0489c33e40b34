import { Container } from 'react-bootstrap';
import type { TBusinessPublicProfile } from '@mainwork/contracts';
import { LinkButton } from '../link-button.tsx';
import { BusinessLogo } from '../job-card/business-logo.tsx';
import { tileClassOf } from '../job-card/brand-tile.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useOwnsBusiness } from '../../lib/api/businesses.ts';
import { formatCityState } from '../../lib/formatters.ts';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';

/** The page's banner image, or a band tinted with the colour of the name's logo tile when there is none (decision 058). */
export function ProfileBanner({ banner, name }: { banner: string | null; name: string }) {
  return banner ? (
    <img src={banner} alt="" className="d-block w-100 object-fit-cover profile-banner" />
  ) : (
    <div className={`profile-banner-tint ${tileClassOf(name)}`} data-testid="banner-tint" />
  );
}

/**
 * The employer profile header (spec §2.5, §3): banner, logo, name, tagline, size and 'city, ST', on the public
 * feed (/employers/{id}/jobs) and on the owner's profile page. 'Edit job feed' shows only to the owner: users who
 * may read Business whose `GET /api/v1/businesses/{id}` returns this business. It leads to `editTo`: the profile
 * page from the public feed, the job list from the profile page (decision 024).
 */
export function EmployerProfileHeader({
  profile,
  titleAs: Title,
  editTo = routes.employerProfile,
}: {
  profile: TBusinessPublicProfile;
  titleAs: 'h1' | 'p';
  editTo?: string;
}) {
  const { currentUser } = useAuth();
  const owner = useOwnsBusiness(profile.id, can(currentUser, 'read', 'Business'));
  const facts = [
    profile.employer_size ? `${profile.employer_size.name} employees` : null,
    profile.address ? formatCityState(profile.address) : null,
  ].filter(Boolean);
  return (
    <div className="border-bottom" data-testid="employer-profile-header">
      <ProfileBanner banner={profile.banner} name={profile.name} />
      <Container fluid="xl" className="py-3 d-flex flex-wrap gap-3 align-items-center">
        <BusinessLogo name={profile.name} logo={profile.logo} size={80} />
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <Title className="h3 mb-1">{profile.name}</Title>
          {profile.tagline ? <p className="mb-1">{profile.tagline}</p> : null}
          {facts.length > 0 ? <p className="small text-body-secondary mb-0">{facts.join(' · ')}</p> : null}
        </div>
        {owner ? (
          <LinkButton to={editTo} variant="outline-primary" size="sm">
            Edit job feed
          </LinkButton>
        ) : null}
      </Container>
    </div>
  );
}
