import { Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { BOARD } from '../../lib/feed-scope.ts';
import { InstantApplyScreen } from './instant-apply-screen.tsx';

/** /jobs/{job_id}/mwapply (spec §2.5). */
export default function InstantApplyPage() {
  const { jobId } = useParams();
  return (
    <Container fluid="lg" className="py-4">
      <InstantApplyScreen scope={BOARD} jobId={jobId} />
    </Container>
  );
}
