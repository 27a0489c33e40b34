import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { SessionUser } from './session-user.ts';
import { findSessionUser } from './sessions.ts';
import { defineAbilityFor, defineApiKeyAbility, type AppAbility } from '../../permissions/abilities.ts';
import { authenticateApiKey, type RequestApiKey } from './api-key-requests.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: SessionUser | null;
    /** A session cookie came with the request (valid or not). */
    hasSessionCookie: boolean;
    sessionId: number | null;
    /** The business's API key the request came with (then `currentUser` is the owner who made it). */
    apiKey: RequestApiKey | null;
    /** CASL ability of the current user (anonymous: none), built on first use. */
    readonly ability: AppAbility;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): void;
    clearSessionCookie(): void;
  }
}

// Per request (its key): what the user may do as read at the request's start, gone with the request.
const abilityCache = new WeakMap<object, AppAbility>();

/**
 * Reads the session cookie on every request. Cookie flags follow the public URL: over HTTPS the
 * cookie is Secure and `__Host-` prefixed (SameSite=None when other origins may call), else plain Lax.
 */
/** The session cookie's name: `__Host-` bound to the exact origin when served over HTTPS. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-mw_session' : 'mw_session';
}

async function authenticationPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const cookieName = sessionCookieName(config);
  const crossSite = config.secureCookies && config.allowedOrigins.length > 1;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
  };

  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('ability', {
    getter(this: object & { currentUser: SessionUser | null; apiKey: RequestApiKey | null }) {
      let ability = abilityCache.get(this);
      if (!ability) {
        ability = this.apiKey ? defineApiKeyAbility(this.apiKey) : defineAbilityFor(this.currentUser);
        abilityCache.set(this, ability);
      }
      return ability;
    },
  });
  app.decorateReply('setSessionCookie', function (token: string, expiresAt: Date) {
    this.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
  });
  app.decorateReply('clearSessionCookie', function () {
    this.clearCookie(cookieName, cookieOptions);
  });

  app.decorateRequest('hasSessionCookie', {
    getter(this: FastifyRequest) {
      return Boolean(this.cookies[cookieName]);
    },
  });
  /** Who sent the request, from its API key or its session cookie; nothing to do (undefined) for a visitor. */
  const identify = (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    // A request with credentials of its own is not a browser's: its cookies are never read. On public
    // endpoints the header changes nothing (they answer everyone alike); elsewhere it must be a valid key.
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      if (request.routeOptions.config.endpoint?.access !== 'signed_in') return undefined;
      return authenticateApiKey(app.db, request, reply, { authorization, limit: config.rateLimits.apiKey });
    }
    const token = request.cookies[cookieName];
    if (!token || token.length > 100) return undefined;
    return findSessionUser(app.db.pool, token, config.session).then((found) => {
      if (found) {
        request.currentUser = found.user;
        request.sessionId = found.sessionId;
      }
    });
  };
  // Written with `done`: a visitor's request (most of them) awaits nothing, and an async hook would cost it a
  // promise (decision 075).
  app.addHook('onRequest', (request, reply, done) => {
    const identifying = identify(request, reply);
    if (!identifying) return done();
    identifying.then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}

export default fp(authenticationPlugin, { name: 'authentication', dependencies: ['database'] });
