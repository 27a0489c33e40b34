// Plain values of the team endpoints, in a module without zod: the invitation's page does not load the schemas.

/** A business's team (docs/decisions/054-team-members.md): owners do everything, recruiters jobs and applicants. */
export const BUSINESS_MEMBER_ROLES = ['owner', 'recruiter'] as const;

/** The answers' words, shared by the API and the screens. */
export const TEAM_MESSAGES = {
  lastOwner: 'A business needs at least one owner. Make someone else an owner first.',
  alreadyMember: 'That person is already on your team.',
  alreadyInvited: 'That address has already been invited. Send the invitation again from the list.',
  onlyInvitations: 'Only a pending invitation can be sent again.',
  invalidInvitation:
    'This invitation link is invalid, has expired or was already used. Ask the business for a new one.',
  otherBusiness:
    'Your account already belongs to another business on MainWork. An account can be on one business’s team only: sign up with another address to join this one.',
  wrongAccount: 'This invitation was sent to another address. Sign in with the address it was sent to.',
  confirmChargeOwnersOnly: 'Ask an owner to confirm the charge.',
  invitationSent: 'Invitation sent.',
  ownersOnly: 'Only an owner of the business can change its team.',
  confirmAddressFirst:
    'Confirm your e-mail address before inviting anyone: follow the link we sent you, or send a new one from User Settings.',
} as const;
