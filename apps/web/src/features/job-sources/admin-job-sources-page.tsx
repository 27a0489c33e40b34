import { useQuery } from '@tanstack/react-query';
import { Badge, Breadcrumb, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { JOB_SOURCE_NAMES } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { allJobSourcesQueryOptions } from './api/job-sources.ts';
import { STATUS_LABELS } from './job-source-words.ts';

/** /admin/job_sources (decision 062): every business's job sources and their health, failing ones first. */
export default function AdminJobSourcesPage() {
  const sources = useQuery(allJobSourcesQueryOptions());
  let body;
  if (sources.isPending) body = <LoadingScreen label="Loading job sources…" />;
  else if (sources.isError) body = <Alert variant="danger">{errorMessage(sources.error)}</Alert>;
  else if (sources.data.length === 0)
    body = <p className="text-body-secondary">No business has connected a job source.</p>;
  else
    body = (
      <ul className="list-group" aria-label="Job sources of every business">
        {sources.data.map((source) => (
          <li key={source.id} className="list-group-item" data-testid="admin-job-source">
            <div className="d-flex flex-wrap gap-2 align-items-baseline">
              <strong>{source.business.name}</strong>
              <span className="text-break">
                {JOB_SOURCE_NAMES[source.kind]}: {source.board}
              </span>
              <Badge bg={STATUS_LABELS[source.status].bg}>{STATUS_LABELS[source.status].label}</Badge>
              <span className="small text-body-secondary ms-md-auto">
                {source.jobs_count} open {source.jobs_count === 1 ? 'job' : 'jobs'} ·{' '}
                {source.last_synced_at ? `Last synced ${formatAppliedAt(source.last_synced_at)}` : 'Never synced'}
              </span>
            </div>
            {source.last_error ? <p className="small text-danger text-break mb-0 mt-1">{source.last_error}</p> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Container fluid className="py-3">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Job Sources</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {body}
    </Container>
  );
}
