import { useParams } from 'react-router-dom';
import { JobScreen } from './job-screen.tsx';
import { OrganizationFeed } from './organization-feed.tsx';

/** /organizations/{organization_id}/jobs/{job_id}: a member business's job under the organization's header. */
export default function OrganizationJobPage() {
  const { jobId } = useParams();
  return (
    <OrganizationFeed titleAs="p">
      {({ scope, organization }) => (
        <JobScreen
          scope={scope}
          jobId={jobId}
          belongsHere={(job) => organization.business_ids.includes(job.business.id)}
        />
      )}
    </OrganizationFeed>
  );
}
