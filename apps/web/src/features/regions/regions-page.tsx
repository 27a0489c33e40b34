import { useQuery } from '@tanstack/react-query';
import { AdminEditButton, AdminList } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { regionsQueryOptions } from '../../lib/api/lookups.ts';

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
      query={query}
      columns={[
        { header: 'ID', cell: (region) => region.id },
        { header: 'Name', cell: (region) => region.name, rowHeader: true },
      ]}
      actions={(region) =>
        mayUpdate ? <AdminEditButton to={paths.adminRegionEdit(region.id)} name={region.name} /> : null
      }
      emptyText={REGION_LIST_MESSAGES.empty}
      errorText={REGION_LIST_MESSAGES.error}
    />
  );
}
