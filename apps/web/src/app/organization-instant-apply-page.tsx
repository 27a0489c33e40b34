import { useParams } from 'react-router-dom';
import { OrganizationFeed } from '../features/jobs/organization-feed.tsx';
import { InstantApplyScreen } from '../features/applications/instant-apply-screen.tsx';

/** /organizations/{organization_id}/jobs/{job_id}/mwapply: Instant Apply under the organization's header. */
export default function OrganizationInstantApplyPage() {
  const { jobId } = useParams();
  return (
    <OrganizationFeed titleAs="p">
      {({ scope, organization }) => (
        <InstantApplyScreen
          scope={scope}
          jobId={jobId}
          belongsHere={(job) => organization.business_ids.includes(job.business.id)}
        />
      )}
    </OrganizationFeed>
  );
}
