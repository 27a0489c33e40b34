// Starts the API serving the built web app on a fresh embedded database with demo data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { JOURNEY_STRIPE } from './stripe.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = path.join(repoRoot, '.data', 'e2e');
const apiDir = path.join(repoRoot, 'apps', 'api');
// The database may be kept outside dataDir (under /var/tmp, as root in a closed folder): remove it too.
const removed = spawnSync(
  'node',
  [
    '--import',
    'tsx',
    path.join(repoRoot, 'prisma', 'scripts', 'remove-embedded-data.ts'),
    path.join(dataDir, 'postgres'),
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
if (removed.status !== 0) throw new Error("Could not remove the last run's database.");
fs.rmSync(dataDir, { recursive: true, force: true });

const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set: the Playwright config passes it on.');

// Stripe is a local fake: charges for hires become its invoice items, whose ids the signed webhooks name.
// Its onboarding page (Connect) delivers `account.updated` to the API's webhook endpoint.
const fakeStripe = spawn(
  'node',
  ['--import', 'tsx', 'src/testing/fake-stripe-server.ts', `http://127.0.0.1:${port}/api/v1/webhooks/stripe`],
  {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STRIPE_SECRET_KEY: JOURNEY_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: JOURNEY_STRIPE.webhookSecret,
    },
  },
);
const stripeUrl = await new Promise((resolve, reject) => {
  fakeStripe.on('exit', (code) => reject(new Error(`The fake Stripe stopped (${code}).`)));
  readline.createInterface({ input: fakeStripe.stdout }).once('line', (line) => resolve(JSON.parse(line).url));
});

// The job boards' providers are a local stand-in serving their recorded answers (decision 062); the journeys find
// its address in dataDir/job-boards.json to change a board's answer.
const jobBoards = spawn('node', ['--import', 'tsx', 'src/infra/job-boards/local-job-boards-server.ts'], {
  cwd: apiDir,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const jobBoardsUrl = await new Promise((resolve, reject) => {
  jobBoards.on('exit', (code) => reject(new Error(`The local job boards stopped (${code}).`)));
  readline.createInterface({ input: jobBoards.stdout }).once('line', (line) => resolve(JSON.parse(line).url));
});
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(path.join(dataDir, 'job-boards.json'), JSON.stringify({ url: jobBoardsUrl }));

const server = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    // Pages rendered on the server however busy the machine running the journeys is: they check what a page
    // came with, which a render given up after the usual 1.5 s would leave to the app (decision 027).
    PRERENDER_TIMEOUT_MS: '30000',
    // Instant job alerts every two seconds rather than every minute: the alert journey waits for its e-mail.
    JOB_ALERTS_INSTANT_EVERY_S: '2',
    // Only tests may lower the password hashing cost.
    ARGON2_MEMORY_KIB: '1024',
    // Every journey signs its accounts up from this one address: the limit per address (30 an hour) is for
    // one network of real visitors, and its own answers are tested in the API's tests.
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000/1h',
    STRIPE_SECRET_KEY: JOURNEY_STRIPE.secretKey,
    STRIPE_API_URL: stripeUrl,
    STRIPE_WEBHOOK_SECRET: JOURNEY_STRIPE.webhookSecret,
    GREENHOUSE_API_URL: jobBoardsUrl,
    LEVER_API_URL: jobBoardsUrl,
    ASHBY_API_URL: jobBoardsUrl,
    WORKABLE_API_URL: jobBoardsUrl,
    SMARTRECRUITERS_API_URL: jobBoardsUrl,
    JOB_SOURCES_ALLOW_PRIVATE_HOSTS: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.kill(signal);
    fakeStripe.kill(signal);
    jobBoards.kill(signal);
  });
server.on('exit', (code) => {
  fakeStripe.kill('SIGTERM');
  jobBoards.kill('SIGTERM');
  process.exit(code ?? 0);
});
