import type { FastifyInstance } from 'fastify';
import { endpoints, RESET_TOKEN_HEADER } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { visitorSignature } from '../../http/visitor.ts';
import { toCurrentUser } from './current-user.ts';
import { login } from './login.ts';
import { requestPasswordReset, resetPassword, verifyPasswordResetToken } from './password-reset.ts';
import { registerUser } from './register.ts';
import { endSession } from './sessions.ts';

export async function authRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config, passwords } = app.services;
  const sessionPolicy = config.session;
  const { rateLimits } = config;
  const { auth } = endpoints;

  registerEndpoint(app, auth.login, async (request, reply) => {
    const result = await login(
      { prisma, passwords, sessionPolicy, rateLimits },
      { body: request.body, ip: request.ip, ...userAgent(request.headers['user-agent']) },
    );
    reply.setSessionCookie(result.token, result.expiresAt);
    return toCurrentUser(result.user);
  });

  registerEndpoint(app, auth.register, async (request, reply) => {
    const result = await registerUser(
      { prisma, passwords, sessionPolicy, rateLimits, publicUrl: config.publicUrl },
      {
        fields: request.body,
        uploads: request.uploads,
        visitorSignature: visitorSignature(request as never, reply, { create: false }),
        ip: request.ip,
        ...userAgent(request.headers['user-agent']),
      },
    );
    reply.setSessionCookie(result.token, result.expiresAt);
    return toCurrentUser(result.user);
  });

  const logout = async (request: { sessionId: number | null }, reply: { clearSessionCookie(): void }) => {
    if (request.sessionId) await endSession(prisma, request.sessionId);
    reply.clearSessionCookie();
    return { message: 'You have been logged out.' };
  };
  registerEndpoint(app, auth.logout, logout);
  registerEndpoint(app, auth.logoutPost, logout);

  registerEndpoint(app, auth.verifyToken, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.currentUser) return toCurrentUser(request.currentUser);
    // A visitor is not an error (docs/decisions/028-anonymous-token-check.md); a session that ended is.
    if (request.hasSessionCookie) throw AppError.unauthorized();
    return null;
  });

  registerEndpoint(app, auth.forgotPassword, async (request) => ({
    message: await requestPasswordReset({ prisma, rateLimits }, { email: request.body.email, ip: request.ip }),
  }));

  registerEndpoint(app, auth.verifyResetPasswordToken, async (request) =>
    verifyPasswordResetToken(
      { prisma, rateLimits },
      { userId: request.params.id, token: resetToken(request.headers), ip: request.ip },
    ),
  );

  registerEndpoint(app, auth.resetPassword, async (request) => ({
    message: await resetPassword(
      { prisma, passwords, rateLimits },
      { userId: request.params.id, token: resetToken(request.headers), body: request.body, ip: request.ip },
    ),
  }));
}

function userAgent(value: string | undefined): { userAgent?: string } {
  return value ? { userAgent: value } : {};
}

function resetToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[RESET_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}
