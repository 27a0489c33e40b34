import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { TRewardSource } from '@mainwork/contracts';
import { AdminList } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { rewardSourcesQueryOptions } from './api/reward-sources.ts';
import { RewardSourceIcon } from './reward-source-icon.tsx';
import { Icon } from '../../components/icon.tsx';

export const REWARD_SOURCE_LIST_MESSAGES = {
  empty: 'There are no reward sources yet.',
  error: 'Error loading reward sources.',
} as const;

function Tick({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <>
      <Icon name="check-lg" className="text-success" />
      <span className="visually-hidden">{label}</span>
    </>
  ) : (
    <span className="visually-hidden">Not {label.toLowerCase()}</span>
  );
}

/**
 * /admin/reward_sources (spec §2.7): ID, Icon (fallback image), Name, Approved and Active ticks, edit. Admins
 * can also open the Reward Marketplace as employers see it; choosing a business there opens its edit form.
 */
export default function RewardSourcesPage() {
  const { currentUser } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const query = useQuery(rewardSourcesQueryOptions());
  const mayUpdate = can(currentUser, 'update', 'reward_source');
  return (
    <AdminList
      title="Reward Sources"
      action={
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            onClick={() =>
              openModal('RewardMarketplaceModal', {
                onSelect: (source: TRewardSource) => navigate(paths.adminRewardSourceEdit(source.id)),
              })
            }
          >
            Open Reward Marketplace
          </Button>
          {can(currentUser, 'create', 'reward_source') ? (
            <LinkButton to={routes.adminRewardSourceNew}>New Reward Source</LinkButton>
          ) : null}
        </div>
      }
      status={query.status}
      isEmpty={query.data?.length === 0}
      emptyText={REWARD_SOURCE_LIST_MESSAGES.empty}
      errorText={REWARD_SOURCE_LIST_MESSAGES.error}
    >
      <Table responsive hover className="align-middle">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Icon</th>
            <th scope="col">Name</th>
            <th scope="col">Approved</th>
            <th scope="col">Active</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data?.map((source) => (
            <tr key={source.id}>
              <td>{source.id}</td>
              <td>
                <RewardSourceIcon url={source.icon_url} />
              </td>
              <th scope="row" className="fw-normal">
                {source.name}
              </th>
              <td>
                <Tick on={source.approved} label="Approved" />
              </td>
              <td>
                <Tick on={source.active} label="Active" />
              </td>
              <td className="text-end">
                {mayUpdate ? (
                  <LinkButton to={paths.adminRewardSourceEdit(source.id)} variant="outline-primary" size="sm">
                    <Icon name="pencil" /> Edit
                    <span className="visually-hidden"> {source.name}</span>
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
