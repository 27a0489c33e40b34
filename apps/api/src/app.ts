import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Endpoint } from '@mainwork/contracts';
import type { Database } from '@mainwork/db';
import type { Config } from './config.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { MAX_UPLOAD_BYTES } from './http/multipart.ts';
import { serializeRequest } from './http/request-log.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { notificationSettingsRoutes } from './modules/notification-settings/routes.ts';
import { jobAlertRoutes } from './modules/job-alerts/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { affiliateLinkRoutes } from './modules/affiliate-links/routes.ts';
import { applicantRoutes } from './modules/applicants/routes.ts';
import { resolutionRoutes } from './modules/resolutions/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { startBackgroundWork } from './background-work.ts';
import { changeNoticesOf, listenForChanges } from './infra/caching/change-notices.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { createPasswordHasher } from './infra/password-hashing.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { businessJobRoutes } from './modules/business-jobs/routes.ts';
import { defaultApplicationRoutes } from './modules/default-applications/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobDashboardRoutes } from './modules/job-dashboard/routes.ts';
import { JobViewCounter } from './modules/jobs/job-view-counter.ts';
import { LiveJobAnswers } from './modules/jobs/live-job-answers.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { membershipRoutes } from './modules/memberships/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { jobSourceRoutes } from './modules/job-sources/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { regionRoutes } from './modules/regions/routes.ts';
import { rewardSourceRoutes } from './modules/reward-sources/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { rewardRoutes } from './modules/rewards/routes.ts';
import { dataPreloadLinks } from './modules/seo/data-preloads.ts';
import { pageHead } from './modules/seo/page-heads.ts';
import { savedJobRoutes } from './modules/saved-jobs/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { socialCardRoutes } from './modules/social-cards/routes.ts';
import { shareLinkRoutes } from './modules/share-links/routes.ts';
import { ShareLinkViewCounter } from './modules/share-links/share-link-view-counter.ts';
import { userRoutes } from './modules/users/routes.ts';
import { widgetRoutes } from './modules/widget/routes.ts';
import { configuredStorage } from './infra/storage/configured-storage.ts';
import type { FileStorage } from './infra/storage/file-storage.ts';
import { poolWithStatementTimeout } from './infra/timed-pool.ts';
import { PublicReads } from './infra/replica/public-reads.ts';
import { DEFAULT_REPLICA_HEALTH, ReplicaHealth, type ReplicaHealthOptions } from './infra/replica/replica-health.ts';
import authentication, { sessionCookieName } from './modules/auth/authentication-plugin.ts';
import database from './plugins/database.ts';
import errors, { clientErrorHandler, frameworkErrors, RETRY_AFTER_S } from './plugins/errors.ts';
import acceptableInput from './plugins/acceptable-input.ts';
import compression from './plugins/compression.ts';
import metrics from './plugins/metrics.ts';
import { jobLogFields, runForRequest } from './infra/queue/request-context.ts';
import openApi from './plugins/openapi.ts';
import security, { UNSAFE_METHODS } from './plugins/security.ts';
import services from './plugins/services.ts';
import validators from './plugins/validators.ts';
import { PrerenderedPages, prerenderBundleFile } from './modules/seo/prerendered-page.ts';
import webApp from './plugins/web-app.ts';
import { readableLogLines } from './readable-logs.ts';

export type AppDependencies = {
  database: Database;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: { write(line: string): void };
  storage?: FileStorage;
  /** Run the background worker (queued mail, housekeeping) in this process, stopped when the app closes. */
  worker?: { pollMs?: number };
  /** Close the database when the app closes: the server's app owns it; tests share one between apps. */
  ownsDatabase?: boolean;
  /**
   * A streaming replica of `database` for public reads (DATABASE_REPLICA_URL), owned as `database` is; `health`
   * changes how far behind it may be and how often that is checked (tests).
   */
  replica?: { database: Database; health?: Partial<ReplicaHealthOptions> };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown starts: new requests get 503 while in-flight ones finish. */
    closing: boolean;
    /** Every route registered, with the contract entry it came from (none for docs and static files). */
    registeredRoutes: Array<{ method: string; url: string; endpoint: Endpoint | undefined }>;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole API (and the SPA's static serving). No side effects: the caller starts and stops it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // A job run in this process logs the id of the request that queued it.
      mixin: jobLogFields,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["reset-password-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : config.readableLogs ? { stream: readableLogLines() } : {}),
    },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: {
      querystringParser: (text) =>
        qs.parse(text, { depth: 3, arrayLimit: 500, parameterLimit: 1000 }) as Record<string, unknown>,
    },
    bodyLimit: 1024 * 1024,
    // A body that stops arriving (a stalled upload) is given up after 2 minutes instead of holding its
    // connection, and shutdown, for ever: enough for the largest upload at 85 KB/s.
    requestTimeout: 120_000,
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are compiled from the contracts; outside production each is checked against zod as well (decision 047).
  app.setSerializerCompiler(answerSerializerCompiler({ checkAgainstContract: config.env !== 'production' }));
  // Bodies are JSON or multipart; a text/plain body is only ever a cross-site form trick.
  app.removeContentTypeParser('text/plain');

  app.decorate('closing', false);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
  // First of the hooks: the rest of the request runs with its id known to whatever it queues.
  app.addHook('onRequest', (request, _reply, done) => runForRequest(request.id, done));
  // Hooks that await nothing (or only sometimes) are written with `done`: an async hook costs every request a
  // promise, which the request's context also tracks (decision 075).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!app.closing) return done();
    // Sent as is: the route's own response schemas do not describe this answer.
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_S))
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ error: 'The server is restarting. Please try again in a moment.' });
  });

  await app.register(errors);
  // Validators hash the JSON as serialized, so they run before it is compressed.
  await app.register(validators);
  await app.register(compression);
  await app.register(acceptableInput);
  // The searches' statements are cut short past their timeout, on connections of their own (decision 050).
  const searchPool = poolWithStatementTimeout(deps.database.pool, config.searchStatementTimeoutMs);
  const replicaHealth = deps.replica
    ? new ReplicaHealth(
        deps.database.pool,
        deps.replica.database.pool,
        { ...DEFAULT_REPLICA_HEALTH, ...deps.replica.health },
        app.log,
      )
    : undefined;
  const publicReads = new PublicReads(
    { name: 'primary', pool: deps.database.pool, searchPool },
    deps.replica && replicaHealth
      ? {
          name: 'replica',
          pool: deps.replica.database.pool,
          searchPool: poolWithStatementTimeout(deps.replica.database.pool, config.searchStatementTimeoutMs),
          health: replicaHealth,
        }
      : undefined,
  );
  await app.register(database, { database: deps.database, publicReads });
  await app.register(metrics, {
    token: config.metrics.token,
    attemptsPerAddress: config.rateLimits.metricsToken.perAddress,
  });
  await app.register(services, {
    services: {
      config,
      storage: deps.storage ?? configuredStorage(config),
      passwords: createPasswordHasher({ memoryCost: config.argon2MemoryKiB }),
    },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200 } });
  await app.register(security, { config });
  await app.register(authentication, { config });
  await app.register(openApi, { publicUrl: config.publicUrl, sessionCookie: sessionCookieName(config) });

  // Before the routes: their caches of reference tables keep what they read only while this listens.
  const changes = await listenForChanges(deps.database.pool, app.log);
  const jobViews = new JobViewCounter(deps.database.pool, app.log);
  app.decorate('jobViews', jobViews);
  const shareLinkViews = new ShareLinkViewCounter(deps.database.pool, app.log);
  app.decorate('shareLinkViews', shareLinkViews);
  app.decorate('liveJobs', new LiveJobAnswers(deps.database.pool));
  // A change made through this process is seen by its own next read: its answer waits until the database's
  // notices of what it changed are heard here (a round trip and a fraction of a millisecond), which drops just
  // those entries (decision 073). Only employers, admins and organization admins change what a kept read
  // holds (a Hunter on a business's team is an employer there); a candidate applying or sharing waits for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.currentUser;
    const mayChangeKept =
      user !== null && (user.role !== 'Hunter' || user.organizationIds.length > 0 || user.businessId !== null);
    const notices =
      mayChangeKept && UNSAFE_METHODS.has(request.method) && reply.statusCode < 400
        ? changeNoticesOf(deps.database.pool)
        : undefined;
    if (!notices) return done(null, payload);
    notices.caughtUp(deps.database.pool).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(jobAlertRoutes);
  await app.register(lookupRoutes);
  await app.register(placeRoutes);
  await app.register(membershipRoutes);
  await app.register(teamRoutes);
  await app.register(apiKeyRoutes);
  await app.register(affiliateLinkRoutes);
  await app.register(regionRoutes);
  await app.register(rewardSourceRoutes);
  await app.register(jobRoutes);
  await app.register(applicationRoutes);
  await app.register(defaultApplicationRoutes);
  await app.register(savedJobRoutes);
  await app.register(shareLinkRoutes);
  await app.register(businessRoutes);
  await app.register(businessJobRoutes);
  await app.register(jobSourceRoutes);
  await app.register(webhookRoutes);
  await app.register(organizationRoutes);
  await app.register(userRoutes);
  await app.register(fileRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(jobDashboardRoutes);
  await app.register(applicantRoutes);
  await app.register(resolutionRoutes);
  await app.register(billingRoutes);
  await app.register(rewardRoutes);
  await app.register(payoutRoutes);

  await app.register(seoRoutes);
  await app.register(socialCardRoutes);
  await app.register(widgetRoutes, { distDir: config.webDistDir });
  const prerenderedPages = new PrerenderedPages(
    app,
    prerenderBundleFile(config.webDistDir),
    config.publicUrl,
    config.prerenderTimeoutMs,
  );
  // Not awaited: parsing the server build must not hold up the start (the first page waits for it if need be).
  app.addHook('onReady', async () => void prerenderedPages.warmUp());
  app.addHook('onReady', async () => replicaHealth?.start());
  await app.register(webApp, {
    distDir: config.webDistDir,
    pageHead: (pathname) => pageHead(app.db, config.publicUrl, pathname),
    dataPreloads: (request, pathname) =>
      dataPreloadLinks(app.db.prisma, pathname, new URL(request.url, 'http://x').searchParams, request.cookies),
    carriesSession: (request) => request.hasSessionCookie,
    prerender: (request, pathname, audience) => prerenderedPages.markupFor(request, pathname, audience),
  });

  // What runs beside the routes; it and the database are closed in this one place, after in-flight requests.
  const mailer = deps.worker
    ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, log: app.log })
    : undefined;
  const worker = mailer
    ? await startBackgroundWork({
        database: deps.database,
        searchPool,
        mailer,
        log: app.log,
        pollMs: deps.worker?.pollMs,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        jobAlertsTimeZone: config.jobAlertsTimeZone,
        jobAlertsInstantEverySeconds: config.jobAlertsInstantEverySeconds,
        rateLimits: config.rateLimits,
        stripe: config.stripe,
        jobSources: config.jobSources,
        webhooks: config.webhooks,
        stripeConnect: config.stripeConnect,
      })
    : undefined;
  app.addHook('onClose', async () => {
    await jobViews.close();
    await shareLinkViews.close();
    await worker?.stop();
    mailer?.close();
    await changes.release();
    await replicaHealth?.stop();
    await searchPool.end().catch(() => undefined);
    await publicReads.replica?.searchPool.end().catch(() => undefined);
    if (deps.ownsDatabase) await Promise.all([deps.database.close(), deps.replica?.database.close()]);
  });
  return app;
}
