import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { can } from '../../lib/permissions.ts';
import { jobSourcesQueryOptions } from './api/job-sources.ts';
import { ConnectSourceForm } from './connect-source-form.tsx';
import { SourceRow } from './source-row.tsx';

/**
 * /employers/my_business/job_sources (decision 062): the boards whose jobs the business imports, with their
 * health; owners connect, sync, pause, change the default reward and remove; recruiters read.
 */
export default function JobSourcesPage() {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const mayManage = can(currentUser, 'update', 'Business');
  const sources = useQuery({ ...jobSourcesQueryOptions(businessId ?? 0), enabled: businessId !== null });

  let list;
  if (businessId === null) list = <Alert variant="info">Your account is on no business's team.</Alert>;
  else if (sources.isPending) list = <LoadingScreen label="Loading your job sources…" />;
  else if (sources.isError) list = <Alert variant="danger">{errorMessage(sources.error)}</Alert>;
  else if (sources.data.length === 0) list = <p className="text-body-secondary">No job source is connected yet.</p>;
  else
    list = (
      <ul className="list-group mb-4" aria-label="Job sources">
        {sources.data.map((source) => (
          <SourceRow key={source.id} source={source} businessId={businessId} mayManage={mayManage} />
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
      {mayManage && businessId !== null ? <ConnectSourceForm businessId={businessId} /> : null}
      <h2 className="h5">Connected sources</h2>
      {list}
    </Container>
  );
}
