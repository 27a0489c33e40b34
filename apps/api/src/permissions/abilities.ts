import { Ability, AbilityBuilder, subject as forSubject, type ForcedSubject } from '@casl/ability';
import { createPrismaAbility } from '@casl/prisma/runtime';
import type { TPermissions } from '@mainwork/contracts';
import type { SessionUser } from '../modules/auth/session-user.ts';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';

/**
 * Subjects as the spec spells them (§3, §6). Model subjects (Job, Business, Application…) carry
 * ownership conditions on the server; the lowercase ones are screens or capabilities.
 */
export type Subject =
  | 'all'
  | 'basic'
  | 'admin_dashboard'
  | 'employers_dashboard'
  | 'Application'
  | 'DefaultApplication'
  | 'Job'
  | 'Business'
  | 'Membership'
  | 'BusinessMember'
  | 'ApiKey'
  | 'Charge'
  | 'ReferralPaymentMethod'
  | 'SavedJob'
  | 'affiliate_links'
  | 'affiliate_link'
  | 'organizations'
  | 'organization'
  | 'regions'
  | 'region'
  | 'reward_sources'
  | 'reward_source'
  | 'users'
  | 'user';

type SubjectRow = ForcedSubject<Subject> & Record<string, unknown>;

// Conditions are Prisma where-inputs, so lists can be filtered in the query (accessibleBy).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppAbility = Ability<[Action, Subject | SubjectRow], any>;

/** Whether the ability allows `action` on this row of `subject` (ownership conditions included). */
export function canOn(ability: AppAbility, action: Action, subject: Subject, row: object): boolean {
  return ability.can(action, forSubject(subject, { ...row }) as SubjectRow);
}

/** The role → rules map (docs/decisions/004-permissions.md); `permissions.can` is derived from it. */
export function defineAbilityFor(user: SessionUser | null): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createPrismaAbility);
  if (!user) return build();

  switch (user.role) {
    case 'Hunter':
      can('manage', ['basic', 'ReferralPaymentMethod']);
      can('read', 'Job');
      can('read', 'Application', { userId: user.id });
      can('create', 'Application');
      can('read', 'DefaultApplication', { userId: user.id });
      can('create', 'DefaultApplication');
      can('update', 'DefaultApplication', { userId: user.id });
      // Saved jobs (decision 061): a candidate's own bookmarks.
      can(['read', 'create', 'delete'], 'SavedJob', { userId: user.id });
      break;
    case 'Employer':
      can('manage', 'basic');
      break;
    case 'Admin':
      can('manage', ['basic', 'affiliate_links', 'organizations', 'regions', 'reward_sources', 'users']);
      can('read', [
        'admin_dashboard',
        'user',
        'affiliate_links',
        'affiliate_link',
        'organizations',
        'organization',
        'regions',
        'region',
        'reward_sources',
        'reward_source',
      ]);
      can(['create', 'update'], ['affiliate_link', 'organization', 'region', 'reward_source']);
      break;
  }

  // A business's members keep their own role (a Hunter keeps applying and sharing) and gain its employer
  // side by their role in it (docs/decisions/054-team-members.md).
  if (user.businessId !== null && user.businessRole !== null) {
    const businessId = user.businessId;
    can('read', 'employers_dashboard');
    can('read', 'Business', { id: businessId });
    can(['read', 'create', 'update'], 'Job', { businessId });
    can('read', 'Membership', { businessId });
    can('read', 'BusinessMember', { businessId });
    if (user.businessRole === 'owner') {
      can('update', 'Business', { id: businessId });
      can('create', 'Membership', { businessId });
      can(['create', 'update', 'delete'], 'BusinessMember', { businessId });
      // API keys act as the business with an owner's trust (docs/decisions/069-api-keys.md).
      can(['read', 'create', 'delete'], 'ApiKey', { businessId });
      // Confirming the charge of a hire (the closing wizard's billing step).
      can('create', 'Charge', { businessId });
    }
  }

  // Organization admins keep their own role and gain their organizations.
  if (user.organizationIds.length > 0) {
    can(['read', 'update'], 'organization', { id: { in: user.organizationIds } });
  }
  return build();
}

/**
 * What a business's API key may touch: the business's job side, as its team does, and nothing of the team, the
 * profile, the membership or charges. Which endpoints it reaches is its scopes' business (the contracts'
 * `apiKeyScope`, checked before any handler), so this only keeps it inside its business.
 */
export function defineApiKeyAbility(key: { businessId: number }): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createPrismaAbility);
  can('read', 'employers_dashboard');
  can('read', 'Business', { id: key.businessId });
  can(['read', 'create', 'update'], 'Job', { businessId: key.businessId });
  return build();
}

/** `permissions.can` for the client: action → subjects, conditions left to the server. */
export function permissionsFor(ability: AppAbility): TPermissions {
  const can: Record<string, string[]> = {};
  for (const rule of ability.rules) {
    if (rule.inverted) continue;
    const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
    const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
    for (const action of actions) {
      const list = (can[action] ??= []);
      for (const subject of subjects) if (typeof subject === 'string' && !list.includes(subject)) list.push(subject);
    }
  }
  return { can };
}
