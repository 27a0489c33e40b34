import type { TCurrentUser } from '@mainwork/contracts';
import { defineAbilityFor, permissionsFor } from '../../permissions/abilities.ts';
import type { SessionUser } from './session-user.ts';

/** The user payload of login, register and verify_token, with `permissions.can`. */
export function toCurrentUser(user: SessionUser): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    business_id: user.businessId,
    business_role: user.businessRole,
    organization_ids: user.organizationIds,
    referral_payment_method_id: user.referralPaymentMethodId,
    email_confirmed: user.emailConfirmed,
    permissions: permissionsFor(defineAbilityFor(user)),
  };
}
