import { JobSearchView } from './job-search-view.tsx';
import { OrganizationFeed } from './organization-feed.tsx';

/** /organizations/{organization_id}/jobs: the jobs of the organization's member businesses (spec §2.1, §2.5). */
export default function OrganizationJobsPage() {
  return (
    <OrganizationFeed titleAs="h1">
      {({ scope, organization }) => <JobSearchView scope={scope} businessIds={organization.business_ids} />}
    </OrganizationFeed>
  );
}
