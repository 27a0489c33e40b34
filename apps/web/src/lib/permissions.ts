import type { TCurrentUser } from '@mainwork/contracts';

/**
 * The spec's check (§6): pass if `manage all` is granted, or the lowercased action lists the subject.
 * Nobody signed in may do nothing.
 */
export function can(user: TCurrentUser | null | undefined, action: string, subject: string): boolean {
  if (!user) return false;
  const rules = user.permissions.can;
  return Boolean(rules.manage?.includes('all') || rules[action.toLowerCase()]?.includes(subject));
}
