import type { PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';

/**
 * The business whose jobs the caller manages: its owner, or an admin acting for it. Other roles are
 * refused (403); another employer learns nothing, not even that the business exists (404).
 */
export async function managedBusiness(
  prisma: PrismaClient,
  ability: AppAbility,
  businessId: number,
  action: 'read' | 'create' | 'update',
): Promise<{ id: number; name: string }> {
  const isAdmin = ability.can('read', 'admin_dashboard');
  if (!isAdmin && !ability.can(action, 'Job')) throw AppError.forbidden();
  if (!isAdmin && action === 'read' && !ability.can('update', 'Job')) throw AppError.forbidden();
  const business = await prisma.business.findUnique({ where: { id: businessId }, select: { id: true, name: true } });
  if (!business || (!isAdmin && !canOn(ability, action, 'Job', { businessId }))) throw AppError.notFound('Business');
  return business;
}
