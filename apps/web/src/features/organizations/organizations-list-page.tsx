import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Container, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TOrganizationListRow } from '@mainwork/contracts';
import { CopyButton } from '../../components/copy-button.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { adminOrganizationsQueryOptions } from './api/admin-organizations.ts';
import { Icon } from '../../components/icon.tsx';

export const ORGANIZATIONS_LIST_MESSAGES = {
  empty: 'There are no organizations yet.',
  error: 'Error loading organizations.',
} as const;

function OrganizationRow({ organization }: { organization: TOrganizationListRow }) {
  const feedPath = paths.organizationJobs(organization.id);
  const feedUrl = `${window.location.origin}${feedPath}`;
  return (
    <tr>
      <td>{organization.id}</td>
      <th scope="row" className="fw-normal">
        {organization.name}
      </th>
      <td className="text-end">{organization.admin_count}</td>
      <td className="text-end">{organization.business_count}</td>
      <td className="text-center">
        {organization.active ? (
          <>
            <Icon name="check-lg" className="text-success" />
            <span className="visually-hidden">Active</span>
          </>
        ) : (
          <span className="visually-hidden">Inactive</span>
        )}
      </td>
      <td>
        <div className="d-flex gap-2 justify-content-end">
          <a
            className="btn btn-sm btn-outline-secondary"
            href={feedPath}
            target="_blank"
            rel="noopener"
            aria-label={`Open the job feed of ${organization.name} (opens in a new tab)`}
          >
            <Icon name="box-arrow-up-right" />
          </a>
          <CopyButton text={feedUrl} what={`job feed link of ${organization.name}`} size="sm" />
          <Link
            className="btn btn-sm btn-outline-primary"
            to={paths.adminOrganizationEdit(organization.id)}
            aria-label={`Edit ${organization.name}`}
          >
            <Icon name="pencil" />
          </Link>
        </div>
      </td>
    </tr>
  );
}

/** /admin/organizations (spec §2.7): ID, Name, Users, Businesses, Active, and the feed, copy and edit actions. */
export default function OrganizationsListPage() {
  const query = useQuery(adminOrganizationsQueryOptions());
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading organizations…" />;
  else if (query.isError) content = <Alert variant="danger">{ORGANIZATIONS_LIST_MESSAGES.error}</Alert>;
  else if (query.data.length === 0) content = <p className="py-3">{ORGANIZATIONS_LIST_MESSAGES.empty}</p>;
  else
    content = (
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">Organizations</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col" className="text-end">
              Users
            </th>
            <th scope="col" className="text-end">
              Businesses
            </th>
            <th scope="col" className="text-center">
              Active
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((organization) => (
            <OrganizationRow key={organization.id} organization={organization} />
          ))}
        </tbody>
      </Table>
    );
  return (
    <Container className="py-4">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <Breadcrumb className="mb-0">
          <Breadcrumb.Item active>
            <h1 className="h4 d-inline text-body">Organizations</h1>
          </Breadcrumb.Item>
        </Breadcrumb>
        <LinkButton to={routes.adminOrganizationNew}>New Organization</LinkButton>
      </div>
      {content}
    </Container>
  );
}
