import { useQuery } from '@tanstack/react-query';
import type { TOrganizationListRow } from '@mainwork/contracts';
import { AdminEditButton, AdminList, AdminTick } from '../../components/admin-list.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { adminOrganizationsQueryOptions } from './api/admin-organizations.ts';
import { Icon } from '../../components/icon.tsx';
import boxArrowUpRightIcon from 'virtual:bootstrap-icons/box-arrow-up-right';

export const ORGANIZATIONS_LIST_MESSAGES = {
  empty: 'There are no organizations yet.',
  error: 'Error loading organizations.',
} as const;

/** Open the organization's public feed in a new tab, copy its address, edit. */
function OrganizationActions({ organization }: { organization: TOrganizationListRow }) {
  const feedPath = paths.organizationJobs(organization.id);
  return (
    <>
      <a
        className="btn btn-sm btn-outline-secondary"
        href={feedPath}
        target="_blank"
        rel="noopener"
        aria-label={`Open the job feed of ${organization.name} (opens in a new tab)`}
      >
        <Icon icon={boxArrowUpRightIcon} />
      </a>
      <CopyButton
        text={`${window.location.origin}${feedPath}`}
        what={`job feed link of ${organization.name}`}
        size="sm"
      />
      <AdminEditButton to={paths.adminOrganizationEdit(organization.id)} name={organization.name} />
    </>
  );
}

/** /admin/organizations (spec §2.7): ID, Name, Users, Businesses, Active, and the feed, copy and edit actions. */
export default function OrganizationsListPage() {
  const query = useQuery(adminOrganizationsQueryOptions());
  return (
    <AdminList
      title="Organizations"
      action={<LinkButton to={routes.adminOrganizationNew}>New Organization</LinkButton>}
      query={query}
      columns={[
        { header: 'ID', cell: (organization) => organization.id },
        { header: 'Name', cell: (organization) => organization.name, rowHeader: true },
        { header: 'Users', cell: (organization) => organization.admin_count, className: 'text-end' },
        { header: 'Businesses', cell: (organization) => organization.business_count, className: 'text-end' },
        {
          header: 'Active',
          cell: (organization) => <AdminTick on={organization.active} label="Active" offLabel="Inactive" />,
          className: 'text-center',
        },
      ]}
      actions={(organization) => <OrganizationActions organization={organization} />}
      emptyText={ORGANIZATIONS_LIST_MESSAGES.empty}
      errorText={ORGANIZATIONS_LIST_MESSAGES.error}
    />
  );
}
