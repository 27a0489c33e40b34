import { useParams } from 'react-router-dom';
import { EmployerFeed } from '../features/jobs/employer-feed.tsx';
import { InstantApplyScreen } from '../features/applications/instant-apply-screen.tsx';

/** /employers/{business_id}/jobs/{job_id}/mwapply: Instant Apply under the employer's profile header. */
export default function BusinessInstantApplyPage() {
  const { jobId } = useParams();
  return (
    <EmployerFeed titleAs="p">
      {({ scope, businessId }) => (
        <InstantApplyScreen scope={scope} jobId={jobId} belongsHere={(job) => job.business.id === businessId} />
      )}
    </EmployerFeed>
  );
}
