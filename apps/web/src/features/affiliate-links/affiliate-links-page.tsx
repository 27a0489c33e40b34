import { useQuery } from '@tanstack/react-query';
import { AdminEditButton, AdminList } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { affiliateLinksQueryOptions } from './api/affiliate-links.ts';
import { Icon } from '../../components/icon.tsx';
import barChartIcon from 'virtual:bootstrap-icons/bar-chart';

export const AFFILIATE_LIST_MESSAGES = {
  empty: 'There are no affiliate links yet.',
  error: 'Error loading affiliate links.',
} as const;

/** /admin/affiliate_links (spec §2.7): ID, Name, Key; details and edit by permission; 'New Affiliate Link'. */
export default function AffiliateLinksPage() {
  const { currentUser } = useAuth();
  const query = useQuery(affiliateLinksQueryOptions());
  const mayRead = can(currentUser, 'read', 'affiliate_link');
  const mayUpdate = can(currentUser, 'update', 'affiliate_link');
  return (
    <AdminList
      title="Affiliate Links"
      action={
        can(currentUser, 'create', 'affiliate_link') ? (
          <LinkButton to={routes.adminAffiliateLinkNew}>New Affiliate Link</LinkButton>
        ) : null
      }
      query={query}
      columns={[
        { header: 'ID', cell: (link) => link.id },
        { header: 'Name', cell: (link) => link.name, rowHeader: true },
        { header: 'Key', cell: (link) => <code>{link.key}</code> },
      ]}
      actions={(link) => (
        <>
          {mayRead ? (
            <LinkButton to={paths.adminAffiliateLinkDetails(link.id)} variant="outline-secondary" size="sm">
              <Icon icon={barChartIcon} /> Details
              <span className="visually-hidden"> of {link.name}</span>
            </LinkButton>
          ) : null}
          {mayUpdate ? <AdminEditButton to={paths.adminAffiliateLinkEdit(link.id)} name={link.name} /> : null}
        </>
      )}
      emptyText={AFFILIATE_LIST_MESSAGES.empty}
      errorText={AFFILIATE_LIST_MESSAGES.error}
    />
  );
}
