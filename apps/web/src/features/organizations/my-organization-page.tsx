import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Container, Row } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { JobWidgetSnippet } from '../../components/job-widget-snippet.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/formatters.ts';
import { paths, routes } from '../../lib/paths.ts';
import { myOrganizationQueryOptions } from './api/my-organizations.ts';
import { MyOrganizationForm } from './my-organization-form.tsx';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Col xs={12} sm={4}>
      <Card body className="text-center h-100">
        <div className="fs-3 fw-semibold">{formatNumber(value)}</div>
        <div className="text-body-secondary">{label}</div>
      </Card>
    </Col>
  );
}

/**
 * /my_organizations/{id} (decision 018): an organization's own admin edits its public profile and sees its
 * businesses and its feed's numbers; never its admin list (the server does not send it).
 */
export default function MyOrganizationPage() {
  const id = Number(useParams().id);
  const query = useQuery({ ...myOrganizationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  let content;
  if (!Number.isInteger(id) || id < 1 || query.isError)
    content = <Alert variant="danger">{errorMessage(query.error, 'Error loading the organization.')}</Alert>;
  else if (query.isPending) content = <LoadingScreen label="Loading your organization…" />;
  else {
    const organization = query.data;
    content = (
      <>
        <p>
          <a href={paths.organizationJobs(organization.id)} target="_blank" rel="noopener">
            Open the job feed<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <h2 className="h5">The feed&apos;s numbers</h2>
        <Row className="g-3 mb-4">
          <Stat label="Live jobs" value={organization.stats.live_jobs} />
          <Stat label="Applications" value={organization.stats.applications} />
          <Stat label="Share-link views" value={organization.stats.share_link_views} />
        </Row>
        <h2 className="h5">Businesses</h2>
        {organization.businesses.length === 0 ? (
          <p>No businesses belong to this organization yet.</p>
        ) : (
          <ul className="mb-4">
            {organization.businesses.map((business) => (
              <li key={business.id}>
                <Link to={paths.businessJobs(business.id)}>{business.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <JobWidgetSnippet feed={{ kind: 'organization', id: organization.id }} name={organization.name} />
        <h2 className="h5">Public profile</h2>
        <MyOrganizationForm key={organization.id} saved={organization} />
      </>
    );
  }
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <Breadcrumb>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: routes.myOrganizations }}>
          My Organizations
        </Breadcrumb.Item>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">{query.data?.name ?? 'Organization'}</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
    </Container>
  );
}
