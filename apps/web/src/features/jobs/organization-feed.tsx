import { useMemo, type ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { parsePathId, type TPublicOrganization } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { OrganizationNotFoundPage } from '../../components/not-found-pages.tsx';
import { useFrameMode } from '../../components/use-frame-mode.ts';
import { useOrganization } from './api/show-organization.ts';
import type { FeedScope } from '../../lib/feed-scope.ts';
import { OrganizationHeader } from './organization-header.tsx';

/**
 * An organization's job pages (/organizations/{id}/jobs and …/jobs/{job_id}): its header above the content,
 * hidden in frame mode unless display_info_when_framed (spec §2.5); the organization-not-found page when the
 * organization does not load (spec §8).
 */
export function OrganizationFeed({
  titleAs,
  children,
}: {
  titleAs: 'h1' | 'p';
  children(feed: { scope: FeedScope; organization: TPublicOrganization }): ReactNode;
}) {
  const params = useParams();
  const organizationId = parsePathId(params.organizationId);
  const query = useOrganization(organizationId);
  const framed = useFrameMode();
  const scope = useMemo<FeedScope | null>(
    () => (organizationId === null ? null : { kind: 'organization', organizationId }),
    [organizationId],
  );
  if (!scope || query.isError) return <OrganizationNotFoundPage />;
  if (!query.data) return <LoadingScreen />;
  const organization = query.data;
  const showHeader = !framed || organization.display_info_when_framed;
  return (
    <>
      {showHeader ? (
        <OrganizationHeader organization={organization} titleAs={titleAs} />
      ) : titleAs === 'h1' ? (
        <h1 className="visually-hidden">{organization.name}</h1>
      ) : null}
      <Container fluid="xl" className="py-4">
        {children({ scope, organization })}
      </Container>
    </>
  );
}
