import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths, routes } from '../../lib/paths.ts';
import { adminOrganizationQueryOptions } from './api/admin-organizations.ts';
import { OrganizationForm } from './organization-form.tsx';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <Breadcrumb>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: routes.adminOrganizations }}>
          Organizations
        </Breadcrumb.Item>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">{title}</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {children}
    </Container>
  );
}

function EditOrganization({ id }: { id: number }) {
  const query = useQuery(adminOrganizationQueryOptions(id));
  if (query.isPending) return <LoadingScreen label="Loading the organization…" />;
  if (query.isError)
    return (
      <Page title="Organization">
        <Alert variant="danger">{errorMessage(query.error, 'Error loading the organization.')}</Alert>
      </Page>
    );
  return (
    <Page title={query.data.name}>
      <p>
        <a href={paths.organizationJobs(id)} target="_blank" rel="noopener">
          Open the job feed<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <OrganizationForm key={query.data.id} saved={query.data} />
    </Page>
  );
}

/** /admin/organizations/new and /admin/organizations/{id}/edit (spec §2.7). */
export default function OrganizationFormPage() {
  const { id } = useParams();
  if (id === undefined)
    return (
      <Page title="New">
        <OrganizationForm saved={null} />
      </Page>
    );
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric < 1)
    return (
      <Page title="Organization">
        <Alert variant="danger">Organization not found.</Alert>
      </Page>
    );
  return <EditOrganization id={numeric} />;
}
