import { EmployerFeed } from './employer-feed.tsx';
import { JobSearchView } from './job-search-view.tsx';

/** /employers/{business_id}/jobs: the employer's job feed (spec §2.1, §2.5). */
export default function BusinessJobsPage() {
  return (
    <EmployerFeed titleAs="h1">
      {({ scope, businessIds }) => <JobSearchView scope={scope} businessIds={businessIds} />}
    </EmployerFeed>
  );
}
