import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';
import { inviteMember, resendInvitation, type InviteDeps } from './invite-member.ts';
import { listJobActivity } from './job-activity.ts';
import { changeMemberRole, listMembers, removeMember } from './team-members.ts';

/** A business's team: its members, their invitations, and the trail of who did what to its jobs (decision 054). */
export async function teamRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { config } = app.services;
  const deps: InviteDeps = { prisma, publicUrl: config.publicUrl, rateLimits: config.rateLimits };
  const { team } = endpoints;

  registerEndpoint(app, team.list, async (request) =>
    listMembers(prisma, { ability: request.ability, businessId: request.params.business_id }),
  );
  registerEndpoint(app, team.invite, async (request, reply) => {
    const member = await inviteMember(deps, {
      ability: request.ability,
      actor: request.currentUser!,
      businessId: request.params.business_id,
      body: request.body,
    });
    reply.code(201);
    return member;
  });
  registerEndpoint(app, team.update, async (request, reply) => {
    await changeMemberRole(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      memberId: request.params.id,
      actorId: request.currentUser!.id,
      role: request.body.member.role,
    });
    return reply.code(204).send();
  });
  registerEndpoint(app, team.remove, async (request, reply) => {
    await removeMember(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      memberId: request.params.id,
      actorId: request.currentUser!.id,
    });
    return reply.code(204).send();
  });
  registerEndpoint(app, team.resend, async (request) =>
    resendInvitation(deps, {
      ability: request.ability,
      actor: request.currentUser!,
      businessId: request.params.business_id,
      memberId: request.params.id,
    }),
  );
  registerEndpoint(app, team.jobActivity, async (request) =>
    listJobActivity(pool, {
      ability: request.ability,
      businessId: request.params.business_id,
      supportEmail: config.supportEmail,
    }),
  );
  registerEndpoint(app, team.previewInvitation, async (request) => previewInvitation(prisma, request.query.token));
  registerEndpoint(app, team.accept, async (request) =>
    acceptInvitation(prisma, { user: request.currentUser!, token: request.body.token }),
  );
}
