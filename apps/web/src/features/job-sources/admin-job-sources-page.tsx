import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Breadcrumb, Container, Table } from 'react-bootstrap';
import { JOB_SOURCE_KIND_LABELS } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/formatters.ts';
import { allJobSourcesQueryOptions } from './api/job-sources.ts';
import { STATUS_LABELS } from './job-source-words.ts';

/** /admin/job_sources (decision 062): every business's job sources and their health, failing ones first. */
export default function AdminJobSourcesPage() {
  const sources = useQuery(allJobSourcesQueryOptions());
  let body;
  if (sources.isPending) body = <LoadingScreen label="Loading job sources…" />;
  else if (sources.isError) body = <Alert variant="danger">{errorMessage(sources.error)}</Alert>;
  else if (sources.data.length === 0) body = <p className="text-body-secondary">No business has connected a job source.</p>;
  else
    body = (
      <Table size="sm" className="align-middle">
        <caption className="visually-hidden">Job sources and their health</caption>
        <thead>
          <tr>
            <th scope="col">Business</th>
            <th scope="col">Source</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Open jobs
            </th>
            <th scope="col">Last sync</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {sources.data.map((source) => (
            <tr key={source.id}>
              <td>{source.business.name}</td>
              <td className="text-break">
                {JOB_SOURCE_KIND_LABELS[source.kind].name}: {source.board}
              </td>
              <td>
                <Badge bg={STATUS_LABELS[source.status].bg}>{STATUS_LABELS[source.status].label}</Badge>
              </td>
              <td className="text-end">{source.jobs_count}</td>
              <td>{source.last_synced_at ? formatAppliedAt(source.last_synced_at) : 'Never'}</td>
              <td className="small text-danger text-break">{source.last_error}</td>
            </tr>
          ))}
        </tbody>
      </Table>
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
