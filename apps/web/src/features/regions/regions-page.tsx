import { useQuery } from '@tanstack/react-query';
import { Table } from 'react-bootstrap';
import { AdminList } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { regionsQueryOptions } from '../../lib/region-queries.ts';
import { Icon } from '../../components/icon.tsx';

export const REGION_LIST_MESSAGES = {
  empty: 'There are no regions yet.',
  error: 'Error loading regions.',
} as const;

/** /admin/regions (spec §2.7): ID, Name, edit. */
export default function RegionsPage() {
  const { currentUser } = useAuth();
  const query = useQuery(regionsQueryOptions());
  const mayUpdate = can(currentUser, 'update', 'region');
  return (
    <AdminList
      title="Regions"
      action={
        can(currentUser, 'create', 'region') ? <LinkButton to={routes.adminRegionNew}>New Region</LinkButton> : null
      }
      status={query.status}
      isEmpty={query.data?.length === 0}
      emptyText={REGION_LIST_MESSAGES.empty}
      errorText={REGION_LIST_MESSAGES.error}
    >
      <Table responsive hover>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data?.map((region) => (
            <tr key={region.id}>
              <td>{region.id}</td>
              <th scope="row" className="fw-normal">
                {region.name}
              </th>
              <td className="text-end">
                {mayUpdate ? (
                  <LinkButton to={paths.adminRegionEdit(region.id)} variant="outline-primary" size="sm">
                    <Icon name="pencil" /> Edit
                    <span className="visually-hidden"> {region.name}</span>
                  </LinkButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </AdminList>
  );
}
