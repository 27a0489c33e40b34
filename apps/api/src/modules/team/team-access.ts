import { TEAM_MESSAGES } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';

/**
 * The team's gate, as the employer workspace's: admins pass (support acts for a business); users who may
 * not see an employer dashboard get 403; a member of another business gets the same 404 as for a business
 * that does not exist. Changing the team is the owners' (a recruiter of the business gets 403).
 */
export function assertTeamAccess(ability: AppAbility, businessId: number, action: 'read' | 'manage'): void {
  if (ability.can('read', 'admin_dashboard')) return;
  if (!ability.can('read', 'employers_dashboard')) throw AppError.forbidden();
  if (!canOn(ability, 'read', 'BusinessMember', { businessId })) throw AppError.notFound('Business');
  if (action === 'manage' && !canOn(ability, 'update', 'BusinessMember', { businessId })) {
    throw AppError.forbidden(TEAM_MESSAGES.ownersOnly);
  }
}
