import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type Limit, type RateLimitSettings } from './infra/rate-limits/rate-limiter.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30s`, `15m`, `1h`, `1d`. */
const duration = z
  .string()
  .regex(/^[1-9]\d*[smhd]$/, 'expected a duration such as 30s, 15m, 1h or 1d')
  .transform((value) => Number(value.slice(0, -1)) * UNIT_MS[value.slice(-1) as keyof typeof UNIT_MS]);

/** `60/15m`: at most 60 in any window of 15 minutes. */
const limit = z
  .string()
  .regex(/^[1-9]\d*\/[1-9]\d*[smhd]$/, 'expected a count and a window such as 60/15m')
  .transform((value): Limit => {
    const [max, window] = value.split('/') as [string, string];
    return { max: Number(max), windowMs: duration.parse(window) };
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: an embedded PostgreSQL is started with its data under DATA_DIR/postgres. */
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for public reads (search, job pages, suggestions, sitemaps, feeds); unset: all on DATABASE_URL. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** How long one statement of a search may run before PostgreSQL cancels it (the search then answers 503). */
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Longer than that and a page's server render gives way to the plain shell and the app's own loading. */
  PRERENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(1_500),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** The URL users reach the product at; cookie flags and e-mailed links follow it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed to call the API with credentials (split deployment), comma-separated. */
  CORS_ORIGINS: z.string().default(''),
  /** Trust X-Forwarded-* from a proxy in front: true, or its addresses/subnets, comma-separated. */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp://user:pass@host:port; unset: mail is written to DATA_DIR/mail/*.eml. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('MainWork <no-reply@mainwork.local>'),
  /** Where e-mails tell users to write for help (the web footer's contact address). */
  SUPPORT_EMAIL: z.string().email().default('support@mainwork.example'),
  /** The time zone whose 8:00 daily and weekly job alerts and employers' new-applicant digests go at (an IANA name). */
  JOB_ALERTS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone name, e.g. America/New_York')
    .default('America/New_York'),
  /** How often instant job alerts run, in seconds: every minute unless set lower. */
  JOB_ALERTS_INSTANT_EVERY_S: z.coerce.number().int().min(1).max(60).default(60),
  UPLOADS_DIR: z.string().optional(),
  /** Set: uploaded files are kept in this S3 bucket instead of UPLOADS_DIR (the AWS_* settings say where and as whom). */
  S3_BUCKET: z.string().optional(),
  /** Bucket in the URL's path rather than its host name, as S3-compatible servers (MinIO…) want. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AWS_REGION: z.string().optional(),
  /** Unset: the AWS SDK's own chain finds credentials (instance or task role, shared profile…). */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  /** An S3-compatible server's URL; unset: AWS S3 itself. */
  AWS_ENDPOINT_URL_S3: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Demo users and jobs on an empty database; off by default in production. */
  SEED_DEMO_DATA: booleanFlag.optional(),
  RUN_WORKER: booleanFlag.default(true),
  MIGRATE_ON_START: booleanFlag.default(true),
  /** Prometheus metrics on a port of their own (`GET /metrics` there, on METRICS_HOST); unset: not served on one. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The interface METRICS_PORT listens on: this machine only unless a deployment opens it (`0.0.0.0` in a container). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Prometheus metrics at `/metrics` on the API's port for `Authorization: Bearer <token>`; unset: not there. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(60),
  /** argon2id memory cost in KiB; lowered only by tests. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(65536),
  /** Rate limits, `count/window`; unset: DEFAULT_RATE_LIMITS (README lists them). */
  RATE_LIMIT_LOGIN_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: limit.optional(),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_REGISTER_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_METRICS_TOKEN_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_AND_ADDRESS: limit.optional(),
  RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS: limit.optional(),
  RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT_AND_ADDRESS: limit.optional(),
  RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_CONFIRMATION_MAILS_PER_RECIPIENT: limit.optional(),
  RATE_LIMIT_EMAIL_CONFIRMATIONS_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_INVITATION_MAILS_PER_ACCOUNT: limit.optional(),
  RATE_LIMIT_INVITATION_MAILS_PER_BUSINESS: limit.optional(),
  RATE_LIMIT_API_KEY: limit.optional(),
  RATE_LIMIT_SLOWDOWN_FIRST: duration.optional(),
  RATE_LIMIT_SLOWDOWN_MAX: duration.optional(),
  /** Percent of a hire's reward value added as MainWork's fee (membership terms, billing). */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** Unset: no Stripe customers are made (billing records are kept all the same). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Where Stripe's API is: Stripe's by default; tests point it at a local fake. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** The webhook endpoint's signing secret (`whsec_…`); unset: webhook deliveries are refused (400). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Job sources' providers (docs/decisions/062-job-sources.md): each the scheme and host alone, to which the API
   * appends the provider's documented paths; tests and the demo point them at a local server.
   */
  GREENHOUSE_API_URL: z.string().url().default('https://boards-api.greenhouse.io'),
  LEVER_API_URL: z.string().url().default('https://api.lever.co'),
  ASHBY_API_URL: z.string().url().default('https://api.ashbyhq.com'),
  WORKABLE_API_URL: z.string().url().default('https://apply.workable.com'),
  SMARTRECRUITERS_API_URL: z.string().url().default('https://api.smartrecruiters.com'),
  /** Let webhooks be sent to this machine's or the private network's addresses, and over http:// (tests, local receivers). */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /** How long one read of a job source may take, and how large its answer may be. */
  JOB_SOURCE_TIMEOUT: duration.optional(),
  JOB_SOURCE_MAX_BYTES: z.coerce.number().int().min(1_000).max(200_000_000).default(20_000_000),
  /** A board listing more jobs than this is not imported (the source shows why). */
  JOB_SOURCE_MAX_JOBS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /** Careers pages and feeds on this machine or a private network may be connected: only for tests and the demo. */
  JOB_SOURCES_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  /**
   * Serve the recorded example boards in this process and read every provider from them (the demo: a newcomer
   * sees imported jobs with no account anywhere). Default: on when demo data is seeded and no provider URL is set.
   */
  DEMO_JOB_BOARDS: booleanFlag.optional(),
  /** Referrers paid through Stripe Connect; unset: on whenever STRIPE_SECRET_KEY is set (decision 064). */
  STRIPE_CONNECT_ENABLED: booleanFlag.optional(),
});

/** Every variable the API and the worker read (`turbo.json` must pass each through, config.test.ts). */
export const ENVIRONMENT_KEYS: ReadonlyArray<string> = Object.keys(ZEnvironment.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A streaming replica for public reads (decision 072); undefined: every read on the primary. */
  databaseReplicaUrl: string | undefined;
  /** How long one statement of a search (job search, suggestions, job alerts' searches) may run. */
  searchStatementTimeoutMs: number;
  /** How long a page's server render may take before the plain shell is sent instead (decision 027). */
  prerenderTimeoutMs: number;
  dataDir: string;
  publicUrl: string;
  /** True when the public URL is HTTPS: Secure, __Host- cookies. */
  secureCookies: boolean;
  /** Origins allowed for CORS and for the CSRF Origin check (the public URL's origin included). */
  allowedOrigins: string[];
  trustProxy: boolean | string;
  logLevel: string;
  /** Logs as readable lines when the output is a terminal; JSON lines otherwise (for log collectors). */
  readableLogs: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** The time zone whose 8:00 daily and weekly job alerts go at. */
  jobAlertsTimeZone: string;
  jobAlertsInstantEverySeconds: number;
  mailDir: string;
  uploadsDir: string;
  /** Null: files are kept on disk under uploadsDir. */
  s3: S3Settings | null;
  webDistDir: string;
  seedDemoData: boolean;
  runWorker: boolean;
  /** Apply migrations (and reference data) at start; false when `pnpm migrate` runs them as a deploy step. */
  migrateOnStart: boolean;
  /** `port`: served on a port of their own, on `host`; `token`: served on the API's port to that token. */
  metrics: { host: string; port: number | undefined; token: string | undefined };
  session: { idleMs: number; absoluteMs: number };
  argon2MemoryKiB: number;
  rateLimits: RateLimitSettings;
  platformFeePercent: number;
  /** Null when Stripe is not configured. */
  stripe: StripeSettings | null;
  /** Null when no webhook signing secret is configured. */
  stripeWebhookSecret: string | null;
  jobSources: JobSourceSettings;
  webhooks: WebhookSettings;
  /** Null when cash rewards are not paid through Stripe Connect (they are then issued by hand). */
  stripeConnect: StripeSettings | null;
};

export type JobSourceSettings = {
  /** Serve the recorded example boards locally and point every provider at them (server.ts). */
  demoBoards: boolean;
  baseUrls: { greenhouse: string; lever: string; ashby: string; workable: string; smartrecruiters: string };
  limits: { timeoutMs: number; maxBytes: number; allowPrivateHosts: boolean };
  maxJobs: number;
};

/** Outgoing webhooks' limits (docs/decisions/070-webhooks.md). */
export type WebhookSettings = { timeoutMs: number; maxBytes: number; allowPrivateHosts: boolean };

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type StripeSettings = { secretKey: string; apiUrl: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const PROVIDER_URL_KEYS = [
  'GREENHOUSE_API_URL',
  'LEVER_API_URL',
  'ASHBY_API_URL',
  'WORKABLE_API_URL',
  'SMARTRECRUITERS_API_URL',
] as const;

/** 'true' trusts any proxy; otherwise a comma-separated list of proxy addresses or subnets. */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

function rateLimitSettings(e: z.infer<typeof ZEnvironment>): RateLimitSettings {
  const defaults = DEFAULT_RATE_LIMITS;
  const firstMs = e.RATE_LIMIT_SLOWDOWN_FIRST ?? defaults.slowdown.firstMs;
  const maxMs = e.RATE_LIMIT_SLOWDOWN_MAX ?? defaults.slowdown.maxMs;
  if (maxMs < firstMs) {
    throw new Error(
      'Invalid configuration:\n  RATE_LIMIT_SLOWDOWN_MAX: must not be shorter than RATE_LIMIT_SLOWDOWN_FIRST',
    );
  }
  return {
    login: {
      perAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS ?? defaults.login.perAddress,
      perAccountAndAddress: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS ?? defaults.login.perAccountAndAddress,
      perAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT ?? defaults.login.perAccount,
    },
    register: { perAddress: e.RATE_LIMIT_REGISTER_PER_ADDRESS ?? defaults.register.perAddress },
    jobAlertSubscribe: {
      perAddress: e.RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS ?? defaults.jobAlertSubscribe.perAddress,
    },
    metricsToken: { perAddress: e.RATE_LIMIT_METRICS_TOKEN_PER_ADDRESS ?? defaults.metricsToken.perAddress },
    forgotPassword: {
      perAddress: e.RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS ?? defaults.forgotPassword.perAddress,
      perAccountAndAddress:
        e.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_AND_ADDRESS ?? defaults.forgotPassword.perAccountAndAddress,
      perAccount: e.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT ?? defaults.forgotPassword.perAccount,
    },
    resetPassword: {
      perAddress: e.RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS ?? defaults.resetPassword.perAddress,
      perAccountAndAddress:
        e.RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT_AND_ADDRESS ?? defaults.resetPassword.perAccountAndAddress,
      perAccount: e.RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT ?? defaults.resetPassword.perAccount,
    },
    resetMailsPerAccount: e.RATE_LIMIT_RESET_MAILS_PER_ACCOUNT ?? defaults.resetMailsPerAccount,
    confirmationMailsPerRecipient:
      e.RATE_LIMIT_CONFIRMATION_MAILS_PER_RECIPIENT ?? defaults.confirmationMailsPerRecipient,
    emailConfirmationsPerAccount: e.RATE_LIMIT_EMAIL_CONFIRMATIONS_PER_ACCOUNT ?? defaults.emailConfirmationsPerAccount,
    invitationMailsPerAccount: e.RATE_LIMIT_INVITATION_MAILS_PER_ACCOUNT ?? defaults.invitationMailsPerAccount,
    invitationMailsPerBusiness: e.RATE_LIMIT_INVITATION_MAILS_PER_BUSINESS ?? defaults.invitationMailsPerBusiness,
    apiKey: e.RATE_LIMIT_API_KEY ?? defaults.apiKey,
    slowdown: { firstMs, maxMs },
  };
}

function s3Settings(e: z.infer<typeof ZEnvironment>): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  const problems = [
    ...(e.AWS_REGION ? [] : ['AWS_REGION: required when S3_BUCKET is set']),
    ...(!e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY
      ? ['AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both or neither']
      : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    bucket: e.S3_BUCKET,
    region: e.AWS_REGION!,
    endpoint: e.AWS_ENDPOINT_URL_S3,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}

/** Reads the environment once; the only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable counts as unset (`DATABASE_URL= pnpm start`).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnvironment.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extraOrigins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    searchStatementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
    prerenderTimeoutMs: e.PRERENDER_TIMEOUT_MS,
    dataDir: e.DATA_DIR,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins])],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    readableLogs: process.stdout.isTTY === true,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    jobAlertsTimeZone: e.JOB_ALERTS_TIME_ZONE,
    jobAlertsInstantEverySeconds: e.JOB_ALERTS_INSTANT_EVERY_S,
    mailDir: path.join(e.DATA_DIR, 'mail'),
    uploadsDir: e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    s3: s3Settings(e),
    webDistDir: e.WEB_DIST_DIR,
    seedDemoData: e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production',
    runWorker: e.RUN_WORKER,
    migrateOnStart: e.MIGRATE_ON_START,
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, absoluteMs: e.SESSION_ABSOLUTE_DAYS * DAY_MS },
    argon2MemoryKiB: e.ARGON2_MEMORY_KIB,
    rateLimits: rateLimitSettings(e),
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL } : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || null,
    jobSources: {
      demoBoards:
        e.DEMO_JOB_BOARDS ??
        ((e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production') &&
          !PROVIDER_URL_KEYS.some((key) => given[key] !== undefined)),
      baseUrls: {
        greenhouse: e.GREENHOUSE_API_URL.replace(/\/$/, ''),
        lever: e.LEVER_API_URL.replace(/\/$/, ''),
        ashby: e.ASHBY_API_URL.replace(/\/$/, ''),
        workable: e.WORKABLE_API_URL.replace(/\/$/, ''),
        smartrecruiters: e.SMARTRECRUITERS_API_URL.replace(/\/$/, ''),
      },
      limits: {
        timeoutMs: e.JOB_SOURCE_TIMEOUT ?? 20_000,
        maxBytes: e.JOB_SOURCE_MAX_BYTES,
        allowPrivateHosts: e.JOB_SOURCES_ALLOW_PRIVATE_HOSTS,
      },
      maxJobs: e.JOB_SOURCE_MAX_JOBS,
    },
    webhooks: { timeoutMs: 10_000, maxBytes: 64 * 1024, allowPrivateHosts: e.WEBHOOKS_ALLOW_PRIVATE },
    stripeConnect:
      e.STRIPE_SECRET_KEY && e.STRIPE_CONNECT_ENABLED !== false
        ? { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL }
        : null,
  };
  return { ...config, ...overrides };
}
