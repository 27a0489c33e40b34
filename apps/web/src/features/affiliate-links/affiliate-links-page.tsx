import { useQuery } from '@tanstack/react-query';
import { Table } from 'react-bootstrap';
import { AdminList } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { affiliateLinksQueryOptions } from './api/affiliate-links.ts';
import { Icon } from '../../components/icon.tsx';

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
      status={query.status}
      isEmpty={query.data?.length === 0}
      emptyText={AFFILIATE_LIST_MESSAGES.empty}
      errorText={AFFILIATE_LIST_MESSAGES.error}
    >
      <Table responsive hover>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data?.map((link) => (
            <tr key={link.id}>
              <td>{link.id}</td>
              <th scope="row" className="fw-normal">
                {link.name}
              </th>
              <td>
                <code>{link.key}</code>
              </td>
              <td className="text-end text-nowrap">
                {mayRead ? (
                  <LinkButton to={paths.adminAffiliateLinkDetails(link.id)} variant="outline-secondary" size="sm">
                    <Icon name="bar-chart" /> Details
                    <span className="visually-hidden"> of {link.name}</span>
                  </LinkButton>
                ) : null}{' '}
                {mayUpdate ? (
                  <LinkButton to={paths.adminAffiliateLinkEdit(link.id)} variant="outline-primary" size="sm">
                    <Icon name="pencil" /> Edit
                    <span className="visually-hidden"> {link.name}</span>
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
