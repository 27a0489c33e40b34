import { useQuery } from '@tanstack/react-query';
import { Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { Link } from '../../components/link.tsx';
import { JobWidgetSnippet } from '../../components/job-widget-snippet.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { EmployerProfileHeader } from '../../components/profile-header/employer-profile-header.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { businessQueryOptions, useBusinessPublicProfile } from '../../lib/api/businesses.ts';
import { paths, routes } from '../../lib/paths.ts';
import { regionsQueryOptions, useEmployerSizes, useStates } from '../../lib/api/lookups.ts';
import { BusinessProfileForm } from './business-profile-form.tsx';

/**
 * /employers/my_business/profile: the public header as candidates see it ('Edit job feed' for the owner, to the
 * job list), a link to the public feed, and the form that changes it (decision 024).
 */
export default function BusinessProfilePage() {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const business = useQuery({ ...businessQueryOptions(businessId ?? 0), enabled: businessId !== null });
  const profile = useBusinessPublicProfile(businessId);
  const employerSizes = useEmployerSizes();
  // A failed lookup is an empty list (spec §7).
  const regions = useQuery(regionsQueryOptions());
  const states = useStates();

  let content;
  if (businessId === null) content = <Alert variant="warning">Only employers with a business have a profile.</Alert>;
  else if (business.isError) content = <Alert variant="danger">{errorMessage(business.error)}</Alert>;
  else if (business.isPending || employerSizes.isPending || regions.isPending || states.isPending)
    content = <LoadingScreen label="Loading the business profile…" />;
  else
    content = (
      <BusinessProfileForm
        saved={business.data}
        readOnly={!can(currentUser, 'update', 'Business')}
        lookups={{ employerSizes: employerSizes.data ?? [], regions: regions.data ?? [], states: states.data ?? [] }}
      />
    );

  // The header goes above the heading: until it has arrived the page waits whole, rather than moving down
  // under it when it does (decision 046).
  if (businessId !== null && profile.isPending) return <LoadingScreen label="Loading the business profile…" />;
  return (
    <>
      {profile.data ? (
        <section aria-label="Your public profile header">
          <EmployerProfileHeader profile={profile.data} titleAs="p" editTo={routes.employerJobs} />
        </section>
      ) : null}
      <Container fluid="xl" className="py-4">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h1 className="h3 mb-0">Business Profile</h1>
          {businessId !== null ? <Link to={paths.businessJobs(businessId)}>View your public job feed</Link> : null}
        </div>
        {content}
        {businessId !== null && business.data ? (
          <div className="mt-5">
            <JobWidgetSnippet feed={{ kind: 'business', id: businessId }} name={business.data.name} />
          </div>
        ) : null}
      </Container>
    </>
  );
}
