import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { TRewardSource } from '@mainwork/contracts';
import { AdminEditButton, AdminList, AdminTick } from '../../components/admin-list.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { rewardSourcesQueryOptions } from './api/reward-sources.ts';
import { RewardSourceIcon } from './reward-source-icon.tsx';

export const REWARD_SOURCE_LIST_MESSAGES = {
  empty: 'There are no reward sources yet.',
  error: 'Error loading reward sources.',
} as const;

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
      query={query}
      columns={[
        { header: 'ID', cell: (source) => source.id },
        { header: 'Icon', cell: (source) => <RewardSourceIcon url={source.icon} /> },
        { header: 'Name', cell: (source) => source.name, rowHeader: true },
        { header: 'Approved', cell: (source) => <AdminTick on={source.approved} label="Approved" /> },
        { header: 'Active', cell: (source) => <AdminTick on={source.active} label="Active" /> },
      ]}
      actions={(source) =>
        mayUpdate ? <AdminEditButton to={paths.adminRewardSourceEdit(source.id)} name={source.name} /> : null
      }
      emptyText={REWARD_SOURCE_LIST_MESSAGES.empty}
      errorText={REWARD_SOURCE_LIST_MESSAGES.error}
    />
  );
}
