import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { JobScreen } from './job-screen.tsx';
import { BOARD } from '../../lib/feed-scope.ts';

/** /jobs/{job_id} (spec §2.5). */
export default function JobPage() {
  const { jobId } = useParams();
  return (
    <Container fluid="lg" className="py-4">
      <JobScreen scope={BOARD} jobId={jobId} />
    </Container>
  );
}
