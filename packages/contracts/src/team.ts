import { z } from 'zod';
import { BUSINESS_MEMBER_ROLES } from './team-values.ts';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody, ZMessage } from './errors.ts';

export const ZBusinessMemberRole = z.enum(BUSINESS_MEMBER_ROLES, { error: 'Choose owner or recruiter as the role.' });
export type TBusinessMemberRole = z.infer<typeof ZBusinessMemberRole>;

/** `active`: a user on the team; `invited`: an address that has not accepted its invitation yet. */
export const ZBusinessMemberStatus = z.enum(['active', 'invited']);

export const ZBusinessMember = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The member's name; null for an invitation (or a user who gave none). */
  name: z.string().nullable(),
  role: ZBusinessMemberRole,
  status: ZBusinessMemberStatus,
});
export type TBusinessMember = z.infer<typeof ZBusinessMember>;

export const ZBusinessMemberCreate = z.object({
  member: z.object({
    email: z.string({ error: "can't be blank" }).trim().max(320, { error: 'is too long (maximum is 320 characters)' }),
    role: ZBusinessMemberRole,
  }),
});
export type TBusinessMemberCreate = z.infer<typeof ZBusinessMemberCreate>;

export const ZBusinessMemberUpdate = z.object({ member: z.object({ role: ZBusinessMemberRole }) });
export type TBusinessMemberUpdate = z.infer<typeof ZBusinessMemberUpdate>;

export const ZMemberInvitationToken = z.object({
  token: z.string({ error: "can't be blank" }).max(200, { error: 'is invalid' }),
});

/** The membership an accepted invitation made, with the business it is of. */
export const ZAcceptedMembership = ZBusinessMember.extend({ business_id: z.number().int(), business_name: z.string() });
export type TAcceptedMembership = z.infer<typeof ZAcceptedMembership>;

/** What the invitation page shows before anyone signs in: who invites whom, to which business, as what. */
export const ZMemberInvitationPreview = z.object({
  email: z.string(),
  role: ZBusinessMemberRole,
  business_name: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type TMemberInvitationPreview = z.infer<typeof ZMemberInvitationPreview>;

/** Who posted, edited or closed a job of the business, and when (the audit trail the Team screen shows). */
export const ZJobActivity = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  action: z.enum(['posted', 'edited', 'closed']),
  /**
   * The member who did it; null when MainWork did (a posting closed on its expiry) or the user is gone. An admin
   * acting for the business is 'MainWork support' with the support address and no id.
   */
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type TJobActivity = z.infer<typeof ZJobActivity>;

const ZTeamParams = z.object({ business_id: ZId });
const ZMemberParams = z.object({ business_id: ZId, id: ZId });

export const teamEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/members',
    summary: "The business's team: active members and pending invitations (owners and recruiters)",
    description: 'Members with their role and when they joined, and invitations not accepted yet.',
    access: 'signed_in',
    params: ZTeamParams,
    responses: { 200: z.array(ZBusinessMember), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/members',
    summary: 'Invites an address to the team (owners): mails a single-use link valid 7 days',
    description:
      'Owners only. The address receives a link valid 7 days, usable once, only by that address. An address already on the team answers 409; too many invitations answer 429.',
    access: 'signed_in',
    params: ZTeamParams,
    body: ZBusinessMemberCreate,
    responses: {
      201: ZBusinessMember,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
      429: ZErrorBody,
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:business_id/members/:id',
    summary: "Changes a member's role (owners); the last owner cannot be demoted (409)",
    description: 'Owners only: makes a member an owner or a recruiter. Demoting the last owner answers 409.',
    access: 'signed_in',
    params: ZMemberParams,
    body: ZBusinessMemberUpdate,
    responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/businesses/:business_id/members/:id',
    summary: 'Removes a member or withdraws an invitation (owners); the last owner cannot be removed (409)',
    description: 'Owners only. The member loses access at once; removing the last owner answers 409.',
    access: 'signed_in',
    params: ZMemberParams,
    responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/members/:id/invitation',
    summary: 'Sends a pending invitation again with a new link (owners); the links sent before stop working',
    description: 'Owners only: mails a new link for a pending invitation and makes the earlier links stop working.',
    access: 'signed_in',
    params: ZMemberParams,
    responses: { 200: ZMessage, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
  }),
  jobActivity: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/job_activity',
    summary: 'Who posted, edited or closed which job of the business, newest first (the last 100)',
    description: "The last 100 changes to the business's postings and who made them, for its owners and recruiters.",
    access: 'signed_in',
    params: ZTeamParams,
    responses: { 200: z.array(ZJobActivity), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  previewInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/v1/member_invitations/preview',
    summary: 'What an invitation link is for (the invitation page, before signing in); 400 when it cannot be used',
    description:
      'What the invitation page shows before signing in: the business and the address invited. An expired, used or withdrawn invitation answers 400.',
    access: 'public',
    publicRead: false,
    query: ZMemberInvitationToken,
    responses: { 200: ZMemberInvitationPreview, 400: ZErrorBody },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/v1/member_invitations',
    summary: "Accepts an invitation as the signed-in user: joins the business's team",
    description:
      'The signed-in user must be signed in with the invited address; the user becomes a member with the invited role.',
    access: 'signed_in',
    body: ZMemberInvitationToken,
    responses: {
      200: ZAcceptedMembership,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
    },
  }),
} as const;
