import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_KEYS, loadConfig } from './config.ts';
import { DEFAULT_RATE_LIMITS } from './infra/rate-limits/rate-limiter.ts';

const MINUTE = 60_000;

describe('rate-limit settings', () => {
  it('default to the limits in force before they were settings', () => {
    const { rateLimits } = loadConfig({});
    expect(rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimits.login).toEqual({
      perAddress: { max: 60, windowMs: 15 * MINUTE },
      perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
      perAccount: { max: 10, windowMs: 15 * MINUTE },
    });
    expect(rateLimits.register.perAddress).toEqual({ max: 30, windowMs: 60 * MINUTE });
    expect(rateLimits.forgotPassword.perAccountAndAddress).toEqual({ max: 5, windowMs: 60 * MINUTE });
    expect(rateLimits.resetPassword.perAccount).toEqual({ max: 10, windowMs: 15 * MINUTE });
    expect(rateLimits.resetMailsPerAccount).toEqual({ max: 20, windowMs: 60 * MINUTE });
    expect(rateLimits.metricsToken.perAddress).toEqual({ max: 30, windowMs: 15 * MINUTE });
    expect(rateLimits.slowdown).toEqual({ firstMs: 1000, maxMs: 30_000 });
  });

  it('read `count/window` values, e.g. for a sign-up evening behind one address', () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_REGISTER_PER_ADDRESS: '500/3h',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/15m',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '20/30s',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '15/1d',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '200/1h',
      RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS: '40/2h',
      RATE_LIMIT_METRICS_TOKEN_PER_ADDRESS: '5/1m',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_AND_ADDRESS: '6/1h',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: '7/1h',
      RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS: '300/15m',
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT_AND_ADDRESS: '11/15m',
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT: '12/15m',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '3/2h',
      RATE_LIMIT_CONFIRMATION_MAILS_PER_RECIPIENT: '4/1d',
      RATE_LIMIT_EMAIL_CONFIRMATIONS_PER_ACCOUNT: '2/1h',
      RATE_LIMIT_INVITATION_MAILS_PER_ACCOUNT: '9/1h',
      RATE_LIMIT_INVITATION_MAILS_PER_BUSINESS: '25/1d',
      RATE_LIMIT_API_KEY: '1200/1m',
      RATE_LIMIT_SLOWDOWN_FIRST: '2s',
      RATE_LIMIT_SLOWDOWN_MAX: '1m',
    });
    expect(rateLimits).toEqual({
      login: {
        perAddress: { max: 1000, windowMs: 15 * MINUTE },
        perAccountAndAddress: { max: 20, windowMs: 30_000 },
        perAccount: { max: 15, windowMs: 24 * 60 * MINUTE },
      },
      register: { perAddress: { max: 500, windowMs: 180 * MINUTE } },
      jobAlertSubscribe: { perAddress: { max: 40, windowMs: 120 * MINUTE } },
      metricsToken: { perAddress: { max: 5, windowMs: MINUTE } },
      forgotPassword: {
        perAddress: { max: 200, windowMs: 60 * MINUTE },
        perAccountAndAddress: { max: 6, windowMs: 60 * MINUTE },
        perAccount: { max: 7, windowMs: 60 * MINUTE },
      },
      resetPassword: {
        perAddress: { max: 300, windowMs: 15 * MINUTE },
        perAccountAndAddress: { max: 11, windowMs: 15 * MINUTE },
        perAccount: { max: 12, windowMs: 15 * MINUTE },
      },
      resetMailsPerAccount: { max: 3, windowMs: 120 * MINUTE },
      confirmationMailsPerRecipient: { max: 4, windowMs: 24 * 60 * MINUTE },
      emailConfirmationsPerAccount: { max: 2, windowMs: 60 * MINUTE },
      invitationMailsPerAccount: { max: 9, windowMs: 60 * MINUTE },
      invitationMailsPerBusiness: { max: 25, windowMs: 24 * 60 * MINUTE },
      apiKey: { max: 1200, windowMs: MINUTE },
      slowdown: { firstMs: 2000, maxMs: 60_000 },
    });
  });

  it('refuse to start on a value that is not a count and a window, naming the variable', () => {
    for (const value of ['60', '60/15', '0/15m', '60/0m', 'sixty/15m', '60/15 minutes', '-1/15m']) {
      expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_ADDRESS: value }), value).toThrow(
        /RATE_LIMIT_LOGIN_PER_ADDRESS: expected a count and a window such as 60\/15m/,
      );
    }
    expect(() => loadConfig({ RATE_LIMIT_SLOWDOWN_FIRST: '1000' })).toThrow(/RATE_LIMIT_SLOWDOWN_FIRST/);
  });

  it('refuse a slowdown ceiling shorter than its first delay', () => {
    expect(() => loadConfig({ RATE_LIMIT_SLOWDOWN_FIRST: '10s', RATE_LIMIT_SLOWDOWN_MAX: '5s' })).toThrow(
      /RATE_LIMIT_SLOWDOWN_MAX: must not be shorter than RATE_LIMIT_SLOWDOWN_FIRST/,
    );
  });
});

describe('the job alerts time zone', () => {
  it('is New York unless set, and must be a time zone', () => {
    expect(loadConfig({}).jobAlertsTimeZone).toBe('America/New_York');
    expect(loadConfig({ JOB_ALERTS_TIME_ZONE: 'Europe/Paris' }).jobAlertsTimeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ JOB_ALERTS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/JOB_ALERTS_TIME_ZONE/);
  });
});

describe('the file storage settings', () => {
  it('keep files on disk unless S3_BUCKET is set, then read the AWS SDK’s own variables', () => {
    expect(loadConfig({ DATA_DIR: '/srv/mw' })).toMatchObject({ s3: null, uploadsDir: '/srv/mw/uploads' });
    expect(
      loadConfig({
        S3_BUCKET: 'mainwork-files',
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'mainwork-files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // No keys: the SDK's credential chain (an instance role…) and AWS S3 itself.
    expect(loadConfig({ S3_BUCKET: 'mainwork-files', AWS_REGION: 'us-east-1' }).s3).toEqual({
      bucket: 'mainwork-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuse to start on a bucket without a region, or half a key pair', () => {
    expect(() => loadConfig({ S3_BUCKET: 'mainwork-files' })).toThrow('AWS_REGION: required when S3_BUCKET is set');
    expect(() => loadConfig({ S3_BUCKET: 'b-b-b', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both or neither',
    );
  });
});

describe('metrics settings', () => {
  it('keep the tokenless METRICS_PORT on this machine unless METRICS_HOST opens it', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9100' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9100,
      token: undefined,
    });
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics.host).toBe('0.0.0.0');
  });
});

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where the tasks turbo runs (build, dev, test) read variables besides config.ts: the other packages' code and their tools' configs. */
const OTHER_READERS = [
  'apps/web/src',
  'apps/web/e2e/support',
  'apps/web',
  'apps/api',
  'prisma/src',
  'prisma',
  'packages',
];

/** Code files of a folder (its subfolders too when `deep`), tests and test helpers left out: they set what they read. */
function codeFiles(folder: string, deep: boolean): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return deep && !['node_modules', 'dist', 'dist-ssr', 'generated', 'testing'].includes(entry.name)
        ? codeFiles(file, deep)
        : [];
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** `process.env.NAME`, `process.env['NAME']` and Vite's `import.meta.env.VITE_NAME` in those files. */
function variablesReadElsewhere(): string[] {
  const files = OTHER_READERS.flatMap((folder) => {
    const absolute = path.join(repoRoot, folder);
    // A package's own folder: its config files only; its code folders are listed themselves.
    return codeFiles(absolute, folder.includes('/src') || folder.includes('/e2e') || folder === 'packages');
  });
  const read = files.flatMap((file) =>
    [
      ...fs
        .readFileSync(file, 'utf8')
        .matchAll(/process\.env(?:\.|\[')([A-Z][A-Z0-9_]*)|import\.meta\.env\.(VITE_[A-Z0-9_]+)/g),
    ].map((match) => (match[1] ?? match[2])!),
  );
  return [...new Set(read)];
}

/** Every variable turbo.json lets a task see: passed through, or part of a task's hash. */
function turboVariables(): Set<string> {
  const turbo = JSON.parse(fs.readFileSync(path.join(repoRoot, 'turbo.json'), 'utf8')) as {
    globalEnv?: string[];
    globalPassThroughEnv?: string[];
    tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
  };
  return new Set([
    ...(turbo.globalEnv ?? []),
    ...(turbo.globalPassThroughEnv ?? []),
    ...Object.values(turbo.tasks).flatMap((task) => [...(task.env ?? []), ...(task.passThroughEnv ?? [])]),
  ]);
}

describe('turbo.json', () => {
  it('lets every task see each variable config.ts and the other packages read (turbo hides the rest)', () => {
    const listed = turboVariables();
    expect(ENVIRONMENT_KEYS).toContain('DATABASE_URL');
    expect(ENVIRONMENT_KEYS.filter((key) => !listed.has(key))).toEqual([]);
    const elsewhere = variablesReadElsewhere();
    expect(elsewhere).toContain('E2E_PORT');
    expect(elsewhere.filter((key) => !listed.has(key))).toEqual([]);
  });
});

describe('job source settings', () => {
  it('read the providers from their own hosts, within limits, unless told otherwise', () => {
    const { jobSources } = loadConfig({ NODE_ENV: 'production' });
    expect(jobSources).toEqual({
      demoBoards: false,
      baseUrls: {
        greenhouse: 'https://boards-api.greenhouse.io',
        lever: 'https://api.lever.co',
        ashby: 'https://api.ashbyhq.com',
        workable: 'https://apply.workable.com',
        smartrecruiters: 'https://api.smartrecruiters.com',
      },
      limits: { timeoutMs: 20_000, maxBytes: 20_000_000, allowPrivateHosts: false },
      maxJobs: 5_000,
    });
    const local = loadConfig({ GREENHOUSE_API_URL: 'http://127.0.0.1:4010/', JOB_SOURCE_TIMEOUT: '5s' }).jobSources;
    expect(local.baseUrls.greenhouse).toBe('http://127.0.0.1:4010');
    expect(local.limits.timeoutMs).toBe(5_000);
  });

  it('serve the demo boards with demo data, unless a provider URL is set or DEMO_JOB_BOARDS says no', () => {
    expect(loadConfig({}).jobSources.demoBoards).toBe(true);
    expect(loadConfig({ LEVER_API_URL: 'https://api.lever.co' }).jobSources.demoBoards).toBe(false);
    expect(loadConfig({ DEMO_JOB_BOARDS: 'false' }).jobSources.demoBoards).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).jobSources.demoBoards).toBe(false);
  });
});
