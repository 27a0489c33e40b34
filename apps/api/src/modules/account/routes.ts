import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findAccountSettings, updateAccountSettings } from './account-settings.ts';
import { listAccountSessions, signOutOtherSessions, signOutSession } from './account-sessions.ts';
import { changePassword } from './change-password.ts';
import { cancelEmailChange, resendEmailConfirmation } from './email-change.ts';
import { confirmEmail } from '../auth/email-confirmation.ts';

/** `/me` (spec §2.6, §7 Account): the user's own settings, password and sessions. Every signed-in user may. */
export async function accountRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config, passwords } = app.services;
  const deps = {
    prisma,
    passwords,
    rateLimits: config.rateLimits,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  };
  const { account } = endpoints;

  registerEndpoint(app, account.settings, async (request) => findAccountSettings(prisma, request.currentUser!.id));

  registerEndpoint(app, account.updateSettings, async (request) =>
    updateAccountSettings(deps, {
      userId: request.currentUser!.id,
      ability: request.ability,
      body: request.body,
      ip: request.ip,
    }),
  );

  registerEndpoint(app, account.resendEmailConfirmation, async (request) =>
    resendEmailConfirmation(deps, request.currentUser!.id),
  );

  registerEndpoint(app, account.cancelEmailChange, async (request) =>
    cancelEmailChange(prisma, request.currentUser!.id),
  );

  registerEndpoint(app, account.confirmEmail, async (request) => confirmEmail(deps, request.query.token));

  registerEndpoint(app, account.updatePassword, async (request) => ({
    message: await changePassword(deps, {
      userId: request.currentUser!.id,
      sessionId: request.sessionId!,
      body: request.body,
      ip: request.ip,
    }),
  }));

  registerEndpoint(app, account.sessions, async (request) =>
    listAccountSessions(prisma, {
      userId: request.currentUser!.id,
      sessionId: request.sessionId!,
      policy: config.session,
    }),
  );

  registerEndpoint(app, account.endOtherSessions, async (request) => ({
    message: await signOutOtherSessions(prisma, { userId: request.currentUser!.id, sessionId: request.sessionId! }),
  }));

  registerEndpoint(app, account.endSession, async (request) => ({
    message: await signOutSession(prisma, {
      userId: request.currentUser!.id,
      sessionId: request.sessionId!,
      targetId: request.params.id,
    }),
  }));
}
