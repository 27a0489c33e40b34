import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Container, ListGroup } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { Link } from '../../components/link.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { myOrganizationsQueryOptions } from './api/my-organizations.ts';

/** /my_organizations: the organizations the user is an admin of, each opening its own screen. */
export default function MyOrganizationsPage() {
  const query = useQuery(myOrganizationsQueryOptions());
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your organizations…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0) content = <p>You are not an admin of any organization.</p>;
  else
    content = (
      <ListGroup>
        {query.data.map((organization) => (
          <ListGroup.Item key={organization.id} action as={Link} to={paths.myOrganization(organization.id)}>
            <span className="fw-semibold">{organization.name}</span>
            {organization.tagline ? <span className="d-block small">{organization.tagline}</span> : null}
          </ListGroup.Item>
        ))}
      </ListGroup>
    );
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">My Organizations</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
    </Container>
  );
}
