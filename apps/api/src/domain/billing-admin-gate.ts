import { AppError } from '../http/app-error.ts';
import type { AppAbility } from '../permissions/abilities.ts';

/** Charges and rewards are read and handled in the admin panel: by those who may read the admin dashboard. */
export function requireBillingAdmin(ability: AppAbility): void {
  if (!ability.can('read', 'admin_dashboard')) throw AppError.forbidden();
}
