import { Container } from 'react-bootstrap';
import { BOARD } from '../../lib/feed-scope.ts';
import { JobSearchView } from './job-search-view.tsx';

/** /jobs: the whole board's search (spec §2.5), in the page's URL and saved in the job_search cookie. */
export default function JobsPage() {
  return (
    <Container fluid="xl" className="py-4">
      <h1 className="visually-hidden">Jobs</h1>
      <JobSearchView scope={BOARD} saveInCookie searchInUrl offerAlerts />
    </Container>
  );
}
