import { queryOptions } from '@tanstack/react-query';
import type { TBusinessMemberRole } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export const teamKeys = {
  members: (businessId: number) => ['team', businessId, 'members'] as const,
  activity: (businessId: number) => ['team', businessId, 'job-activity'] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
};

/** `GET /api/v1/businesses/{bid}/members`: the team, active members first, then the invitations. */
export const membersQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: teamKeys.members(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.team.list, { params: { business_id: businessId }, signal }),
  });

/** `GET /api/v1/businesses/{bid}/job_activity`: who posted, edited or closed which job, newest first. */
export const jobActivityQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: teamKeys.activity(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.team.jobActivity, { params: { business_id: businessId }, signal }),
  });

export const inviteMember = (businessId: number, member: { email: string; role: TBusinessMemberRole }) =>
  callEndpoint(endpoints.team.invite, { params: { business_id: businessId }, body: { member } });

export const changeMemberRole = (businessId: number, id: number, role: TBusinessMemberRole) =>
  callEndpoint(endpoints.team.update, { params: { business_id: businessId, id }, body: { member: { role } } });

export const removeMember = (businessId: number, id: number) =>
  callEndpoint(endpoints.team.remove, { params: { business_id: businessId, id } });

export const resendInvitation = (businessId: number, id: number) =>
  callEndpoint(endpoints.team.resend, { params: { business_id: businessId, id } });

/** `GET /api/v1/member_invitations/preview?token=`: who invites whom to which business (400 when unusable). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => callEndpoint(endpoints.team.previewInvitation, { query: { token }, signal }),
    retry: false,
  });

export const acceptInvitation = (token: string) => callEndpoint(endpoints.team.accept, { body: { token } });
