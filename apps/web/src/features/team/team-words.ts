import type { TBusinessMemberRole, TJobActivity } from '@mainwork/contracts';

export const ROLE_LABELS: Record<TBusinessMemberRole, string> = { owner: 'Owner', recruiter: 'Recruiter' };

/** What each role may do, as the invite form and the list explain it (decision 054). */
export const ROLE_HINTS: Record<TBusinessMemberRole, string> = {
  owner: 'Everything: jobs, applicants, the team, the membership and confirming charges.',
  recruiter: 'Jobs and applicants; closing a posting up to the billing step, which an owner confirms.',
};

export const STATUS_LABELS = { active: 'Active', invited: 'Invited' } as const;

export const NO_ACTIVITY_MESSAGE = 'No job has been posted, edited or closed yet.';

const ACTION_WORDS: Record<TJobActivity['action'], string> = { posted: 'posted', edited: 'edited', closed: 'closed' };

/** Who did it: the member's name, else their address, else MainWork (a posting closed on its expiry). */
export function activityActor(entry: TJobActivity): string {
  if (!entry.actor) return 'MainWork';
  return entry.actor.name ?? entry.actor.email;
}

export const activityVerb = (entry: TJobActivity): string => ACTION_WORDS[entry.action];
