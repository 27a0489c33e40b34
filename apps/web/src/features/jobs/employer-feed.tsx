import { useMemo, type ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { parsePathId } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { EmployerNotFoundPage } from '../../components/not-found-pages.tsx';
import { EmployerProfileHeader } from '../../components/profile-header/employer-profile-header.tsx';
import { useBusinessPublicProfile } from '../../lib/api/businesses.ts';
import type { FeedScope } from '../../lib/feed-scope.ts';

/**
 * An employer's job pages (/employers/{business_id}/jobs and …/jobs/{job_id}): the profile header above the
 * content; the employer-not-found page when the public profile does not load (spec §8).
 */
export function EmployerFeed({
  titleAs,
  children,
}: {
  titleAs: 'h1' | 'p';
  children(feed: { scope: FeedScope; businessId: number; businessIds: number[] }): ReactNode;
}) {
  const params = useParams();
  const businessId = parsePathId(params.businessId);
  const profile = useBusinessPublicProfile(businessId);
  const feed = useMemo(
    () =>
      businessId === null
        ? null
        : { scope: { kind: 'business', businessId } as const, businessId, businessIds: [businessId] },
    [businessId],
  );
  if (!feed || profile.isError) return <EmployerNotFoundPage />;
  if (!profile.data) return <LoadingScreen />;
  return (
    <>
      <EmployerProfileHeader profile={profile.data} titleAs={titleAs} />
      <Container fluid="xl" className="py-4">
        {children(feed)}
      </Container>
    </>
  );
}
