import { useParams } from 'react-router-dom';
import { EmployerFeed } from './employer-feed.tsx';
import { JobScreen } from './job-screen.tsx';

/** /employers/{business_id}/jobs/{job_id}: one of the employer's jobs under its profile header. */
export default function BusinessJobPage() {
  const { jobId } = useParams();
  return (
    <EmployerFeed titleAs="p">
      {({ scope, businessId }) => (
        <JobScreen scope={scope} jobId={jobId} belongsHere={(job) => job.business.id === businessId} />
      )}
    </EmployerFeed>
  );
}
