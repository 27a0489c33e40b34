import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request, { type Agent, type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { pdfBytes, upload } from './testing/documents.ts';
import { FakeStripe } from './testing/fake-stripe.ts';
import { sendForm } from './testing/forms.ts';
import { imageBlob, multipartForm } from './testing/images.ts';
import { lookupId } from './testing/jobs.ts';
import { startLocalS3, type LocalS3 } from './testing/s3-server.ts';
import { NOTICE_DELIVERY } from './testing/two-processes.ts';
import { createUser, type TestUser } from './testing/users.ts';

/**
 * A deployment in small (docs/decisions/045): two API processes and a worker, separate Node processes on one
 * database and one bucket, behind haproxy balancing round robin. haproxy names the process that answered in
 * `x-served-by` (its own header, set in the proxy's configuration as an operator would, to trace a request);
 * each process's own log holds the request ids it answered, so the header is checked against the processes.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']
  .concat((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')))
  .find((file) => spawnSync(file, ['-v']).status === 0);
if (!haproxy) {
  const message =
    'multi-process journey: haproxy is not installed (apt-get install haproxy; .ci/run installs it): NOT RUN';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
}

type Started = { name: string; child: ChildProcess; output: () => string; exited: Promise<unknown> };

/**
 * A port free now for a process started later. Taken below the range the system hands out for outgoing
 * connections and `listen(0)` (32768 and up on Linux): a port from that range, free when checked, could be
 * given to another test's connection or server before the process binds it (EADDRINUSE, seen under load).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

function startProcess(name: string, command: string, args: string[], env: Record<string, string>): Started {
  let output = '';
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { name, child, output: () => output, exited };
}

async function stop(started: Started | undefined) {
  if (!started || started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  await started.exited;
}

let db: TestDatabase;
let s3: LocalS3;
let stripe: FakeStripe;
let dataDir: string;
let proxyUrl: string;
const processes: Started[] = [];
const apis: Record<string, Started> = {};
let worker: Started;
let proxy: Started;

beforeAll(async () => {
  if (!haproxy) return;
  db = await createTestDatabase();
  s3 = await startLocalS3();
  stripe = new FakeStripe('sk_test_fake_stripe', 'whsec_test_fake_stripe');
  await stripe.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-multi-'));
  const proxyPort = await freePort();
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    // The database is the run's migrated template: a deployment migrates once, before it starts processes.
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ARGON2_MEMORY_KIB: '1024',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_URL: stripe.url,
    PLATFORM_FEE_PERCENT: '20',
    ...s3.env,
  };
  const ports: number[] = [];
  for (const name of ['api-1', 'api-2']) {
    const port = await freePort();
    ports.push(port);
    apis[name] = startProcess(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      ...env,
      PORT: String(port),
      RUN_WORKER: 'false',
      DATA_DIR: path.join(dataDir, name),
    });
    processes.push(apis[name]);
  }
  worker = startProcess('worker', process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    ...env,
    DATA_DIR: path.join(dataDir, 'worker'),
  });
  processes.push(worker);
  await vi.waitFor(
    () => {
      for (const api of Object.values(apis)) expect(api.output()).toContain('Press Ctrl-C to stop.');
      expect(worker.output()).toContain('worker started');
    },
    { timeout: 120_000, interval: 200 },
  );

  const config = path.join(dataDir, 'haproxy.cfg');
  await fs.writeFile(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend mainwork',
      `  bind 127.0.0.1:${proxyPort}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-response set-header x-served-by %s',
      ...ports.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port} check inter 2s`),
      '',
    ].join('\n'),
  );
  proxy = startProcess('haproxy', haproxy, ['-f', config, '-db'], {});
  processes.push(proxy);
  await vi.waitFor(async () => expect((await fetch(`${proxyUrl}/api/ready`)).status).toBe(200), {
    timeout: 30_000,
    interval: 200,
  });
}, 180_000);

afterAll(async () => {
  for (const started of processes.reverse()) await stop(started);
  await stripe?.stop();
  await s3?.stop();
  await db?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every answer through the proxy, in order: which process gave it, and its request id. */
const answered: Array<{ process: string; requestId: string; what: string }> = [];

function client(): Agent {
  return request.agent(proxyUrl);
}

/** Notes who answered `response` (and that one did), then gives it back. */
function seen<T extends Response>(what: string, response: T): T {
  const process = String(response.headers['x-served-by'] ?? '');
  expect(Object.keys(apis), `${what}: x-served-by`).toContain(process);
  answered.push({ process, requestId: String(response.headers['x-request-id']), what });
  return response;
}

describe.skipIf(!haproxy)('two API processes and a worker behind haproxy', { timeout: 60_000 }, () => {
  let employer: TestUser;
  let employerClient: Agent;
  let applicantClient: Agent;
  let admin: Agent;
  let jobId: number;
  let applicationId: number;
  const resume = pdfBytes(20_000);

  it('signs up a hunter, whose session holds on both processes', async () => {
    applicantClient = client();
    const registered = seen(
      'register',
      await sendForm(applicantClient.post('/auth/register'), {
        email: 'multi.hunter@example.com',
        password: 'walk1ngdog',
        role_name: 'Hunter',
        required_credit_card: 'false',
      }),
    );
    expect(registered.status).toBe(201);
    for (let i = 0; i < 2; i++)
      expect(seen('verify', await applicantClient.get('/auth/verify_token')).status).toBe(200);
  });

  it('has an employer give the business a logo and post a job, each served by either process', async () => {
    employer = await createUser(db, { role: 'Employer' });
    employerClient = client();
    seen(
      'employer login',
      await employerClient.post('/auth/login').send({ email: employer.email, password: employer.password }),
    );
    const logo = seen(
      'logo',
      await sendForm(
        employerClient.put(`/api/v1/businesses/${employer.businessId}`),
        multipartForm([['business[logo]', [await imageBlob(400, 300), 'logo.png']]]),
      ),
    );
    expect(logo.status, logo.text).toBe(200);
    // Stored in the bucket by one process, served by both.
    for (let i = 0; i < 2; i++) {
      const business = seen('business', await employerClient.get(`/api/v1/businesses/${employer.businessId}`));
      const image = seen(
        'logo file',
        await client().get(new URL(business.body.logo, proxyUrl).pathname).responseType('blob'),
      );
      expect(image.status).toBe(200);
      expect((await sharp(image.body as Buffer).metadata()).width).toBe(400);
    }
    const massachusetts = await db.prisma.state.findFirstOrThrow({ where: { code: 'MA' } });
    const posted = seen(
      'post job',
      await employerClient.post(`/api/v1/businesses/${employer.businessId}/jobs`).send({
        job: {
          title: 'Harbor pilot',
          description: '<p>Bring ships in.</p>',
          job_type_id: await lookupId(db, 'jobType'),
          job_location_type_id: await lookupId(db, 'jobLocationType', 'On-site'),
          address_attributes: { address_one: '1 Main St', city: 'Boston', state_id: massachusetts.id, zip: '02108' },
          minimum_salary: 60000,
          maximum_salary: 80000,
          salary_rate: 'per_year',
          reward_attributes: { type: 'Reward::Cash', amount: 500 },
          use_mw_apply: true,
          require_resume: true,
        },
      }),
    );
    expect(posted.status, posted.text).toBe(201);
    jobId = posted.body.id;
    for (let i = 0; i < 2; i++)
      expect(seen('job', await client().get(`/api/v1/jobs/${jobId}`)).body.title).toBe('Harbor pilot');
  });

  it('takes an application with a resume, which the employer downloads from either process', async () => {
    const applied = seen(
      'apply',
      await sendForm(applicantClient.post(`/api/v1/jobs/${jobId}/applications`), {
        'application[first_name]': 'Ada',
        'application[last_name]': 'Lovelace',
        'application[email]': 'multi.hunter@example.com',
        'application[phone]': '6175550100',
        'application[resume]': upload(resume, 'resume.pdf', 'application/pdf'),
      }),
    );
    expect(applied.status, applied.text).toBe(201);
    applicationId = applied.body.id;
    for (let i = 0; i < 2; i++) {
      const download = seen(
        'resume',
        await employerClient.get(`/api/v1/applications/${applicationId}/resume`).responseType('blob'),
      );
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.body as Buffer, resume)).toBe(0);
    }
  });

  it('shows a region an admin renames through one process at once through the other', async () => {
    admin = client();
    const adminUser = await createUser(db, { role: 'Admin' });
    seen('admin login', await admin.post('/auth/login').send({ email: adminUser.email, password: adminUser.password }));
    const created = seen('region', await admin.post('/api/v1/regions').send({ region: { name: 'South Shore' } }));
    const regionPath = `/api/v1/regions/${created.body.id}`;
    for (let i = 0; i < 2; i++) seen('region read', await client().get(regionPath));
    const renamed = seen('rename', await admin.put(regionPath).send({ region: { name: 'Plymouth County' } }));
    expect(renamed.body.name).toBe('Plymouth County');
    const after = [
      seen('renamed read', await client().get(regionPath)),
      seen('renamed read', await client().get(regionPath)),
    ];
    expect(after.map((response) => response.body.name)).toEqual(['Plymouth County', 'Plymouth County']);
    expect(new Set(after.map((response) => response.headers['x-served-by'])).size).toBe(2);
  });

  it('shows a reference table changed by another process at once through both (their caches dropped)', async () => {
    const names = async () => {
      const response = seen('job types', await client().get('/api/v1/job_types'));
      return (response.body as Array<{ name: string }>).map((row) => row.name);
    };
    for (let i = 0; i < 2; i++) expect(await names()).toContain('Temporary');
    await db.prisma.jobType.update({ where: { name: 'Temporary' }, data: { name: 'Temporary (fixed term)' } });
    // Its notice reaches the processes a moment (milliseconds) after the commit; then both answer the new name.
    await expect.poll(names, NOTICE_DELIVERY).toContain('Temporary (fixed term)');
    for (let i = 0; i < 2; i++) expect(await names()).toContain('Temporary (fixed term)');
  });

  it('closes the job through the wizard, and the worker bills it in Stripe', async () => {
    const jobPath = `/api/v1/businesses/${employer.businessId}/jobs/${jobId}`;
    const step = async (id: number, event: string, resolution?: object) =>
      seen(
        event,
        await employerClient.put(`${jobPath}/resolutions/${id}`).send({ event, ...(resolution ? { resolution } : {}) }),
      );
    const id = seen('start wizard', await employerClient.post(`${jobPath}/resolutions`)).body.id as number;
    expect((await step(id, 'respond_to_hire_inquiry', { is_position_filled: true })).status).toBe(200);
    expect((await step(id, 'respond_to_mw_hire_inquiry', { is_mw_hire: true })).status).toBe(200);
    const selected = await step(id, 'respond_to_applicant_selection', {
      found_applicant: true,
      application_id: applicationId,
    });
    expect(selected.body.status).toBe('billing_confirmation');
    const confirmed = await step(id, 'confirm_billing');
    // The applicant came without a share link: the $500 reward is due to no one, so the fee alone (decision 049).
    expect(confirmed.body).toMatchObject({ status: 'complete', billing: { amount: 100, status: 'pending' } });
    // The other process keeps the job page it answered (decision 048) until the close's notice reaches it,
    // a moment (milliseconds) after the commit.
    await expect
      .poll(async () => seen('closed job', await client().get(`/api/v1/jobs/${jobId}`)).status, NOTICE_DELIVERY)
      .toBe(404);

    const record = await db.prisma.billingRecord.findUniqueOrThrow({ where: { resolutionId: id } });
    await vi.waitFor(
      () => {
        const items = [...stripe.invoiceItems.values()].filter(
          (item) => item.metadata.billing_record_id === String(record.id),
        );
        expect(items.map((item) => item.amount)).toEqual([10_000]);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(stripe.problems).toEqual([]);
    // Sent by the worker process, whose log names the request that queued it: the line is written once the
    // task has finished, a moment after Stripe has the item.
    const billedLines = () =>
      worker
        .output()
        .split('\n')
        .filter((line) => line.includes('"task":"billing.send-invoice-item"') && line.includes('"success":true'));
    await vi.waitFor(() => expect(billedLines()).toHaveLength(1), { timeout: 5_000, interval: 50 });
    const billed = billedLines();
    expect(JSON.parse(billed[0]!).requestId).toBe(confirmed.headers['x-request-id']);
  });

  it('alternated every request between the two processes, as each process logged', () => {
    expect(answered.length).toBeGreaterThan(20);
    answered.forEach((answer, index) => {
      if (index > 0)
        expect(answer.process, `${answer.what} after ${answered[index - 1]!.what}`).not.toBe(
          answered[index - 1]!.process,
        );
      expect(apis[answer.process]!.output(), answer.what).toContain(`"reqId":"${answer.requestId}"`);
      const other = answer.process === 'api-1' ? 'api-2' : 'api-1';
      expect(apis[other]!.output(), answer.what).not.toContain(`"reqId":"${answer.requestId}"`);
    });
  });
});
