import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RewardType } from '@mainwork/db';
import type { Agent } from 'supertest';
import { createJob } from '../../testing/jobs.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { SEND_INVOICE_ITEM_QUEUE } from '../billing/send-invoice-item-job.ts';
import { APPLICANT_SELECTION_ERRORS } from './apply-resolution-event.ts';
import { expirePostings } from './expire-postings.ts';
import { RESOLUTION_CONFLICTS } from './resolution-deps.ts';

let t: TestApp;
let owner: TestUser;
let otherEmployer: TestUser;
let admin: TestUser;
let ownerClient: Agent;

beforeAll(async () => {
  // Stripe configured (no worker runs here: queued jobs stay in the queue to be looked at).
  t = await startTestApp({ stripe: true, env: { PLATFORM_FEE_PERCENT: '20' } });
  owner = await createUser(t.db, { role: 'Employer' });
  otherEmployer = await createUser(t.db, { role: 'Employer' });
  admin = await createUser(t.db, { role: 'Admin' });
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

let jobCounter = 0;
async function postedJob(
  options: {
    reward?: { type: RewardType; amount: number; code?: string; rewardSourceId?: number } | null;
    businessId?: number;
    expiresAt?: Date | null;
    app?: TestApp;
  } = {},
) {
  const db = (options.app ?? t).db;
  const job = await createJob(db, {
    businessId: options.businessId ?? owner.businessId!,
    title: `Line cook ${++jobCounter}`,
    ...(options.reward === null ? {} : { reward: options.reward ?? { type: 'Cash', amount: 1000 } }),
  });
  if (options.expiresAt !== undefined)
    await db.prisma.job.update({ where: { id: job.id }, data: { expiresAt: options.expiresAt } });
  return job;
}

/** A candidate's application, through a share link of `referrer` when given. */
async function applicationTo(jobId: number, options: { referrer?: TestUser | 'self'; app?: TestApp } = {}) {
  const db = (options.app ?? t).db;
  const candidate = await createUser(db);
  await db.prisma.user.update({ where: { id: candidate.id }, data: { firstName: 'Ada', lastName: 'Lovelace' } });
  let shareLinkId: number | null = null;
  if (options.referrer) {
    const userId = options.referrer === 'self' ? candidate.id : options.referrer.id;
    const link = await db.prisma.shareLink.upsert({
      where: { userId_jobId: { userId, jobId } },
      create: { key: `share-${userId}-${jobId}`, userId, jobId },
      update: {},
    });
    shareLinkId = link.id;
  }
  const application = await db.prisma.application.create({
    data: {
      jobId,
      userId: candidate.id,
      shareLinkId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: candidate.email,
    },
  });
  return { application, candidate };
}

const jobPath = (jobId: number, businessId = owner.businessId) => `/api/v1/businesses/${businessId}/jobs/${jobId}`;

async function start(jobId: number, client = ownerClient, businessId = owner.businessId) {
  return client.post(`${jobPath(jobId, businessId)}/resolutions`);
}

async function send(
  jobId: number,
  resolutionId: number,
  event: string,
  resolution?: Record<string, unknown>,
  client = ownerClient,
) {
  return client
    .put(`${jobPath(jobId)}/resolutions/${resolutionId}`)
    .send({ event, ...(resolution ? { resolution } : {}) });
}

/** Walks a job's resolution to billing_confirmation with the given application (or "not found"). */
async function toBillingConfirmation(jobId: number, applicationId: number | null, client = ownerClient) {
  const id = (await start(jobId, client)).body.id as number;
  expect((await send(jobId, id, 'respond_to_hire_inquiry', { is_position_filled: true }, client)).status).toBe(200);
  expect((await send(jobId, id, 'respond_to_mw_hire_inquiry', { is_mw_hire: true }, client)).status).toBe(200);
  const selection =
    applicationId === null ? { found_applicant: false } : { found_applicant: true, application_id: applicationId };
  const answer = await send(jobId, id, 'respond_to_applicant_selection', selection, client);
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe('billing_confirmation');
  return id;
}

async function expectJobClosed(jobId: number, candidate?: TestUser) {
  const job = await t.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
  expect(job.active).toBe(false);
  expect(job.closedAt).not.toBeNull();
  expect((await t.client().get(`/api/v1/jobs/${jobId}`)).status).toBe(404);
  const search = await t.client().get(`/api/v1/jobs?filters[business_id_in][]=${owner.businessId}`);
  expect(search.body.map((row: { id: number }) => row.id)).not.toContain(jobId);
  if (candidate) {
    const mine = (await (await signedInClient(t, candidate)).get('/api/v1/me/applications')).body;
    expect(mine.find((row: { job_id: number }) => row.job_id === jobId).job_active).toBe(false);
  }
}

describe('starting to close a posting', () => {
  it('answers 404 before, then creates the resolution at hire_inquiry, and a second POST resumes the same one', async () => {
    const job = await postedJob();
    expect((await ownerClient.get(`${jobPath(job.id)}/resolution`)).status).toBe(404);
    const created = await start(job.id);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      status: 'hire_inquiry',
      is_position_filled: null,
      is_mw_hire: null,
      found_applicant: null,
      selected_applicants: [],
      auto_completed: false,
      billing: null,
    });
    const again = await start(job.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    expect((await ownerClient.get(`${jobPath(job.id)}/resolution`)).body).toEqual(created.body);
  });

  it('makes one resolution of 20 concurrent POSTs: one 201, the others the same resolution', async () => {
    const job = await postedJob();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(job.id)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await t.db.prisma.resolution.count({ where: { jobId: job.id } })).toBe(1);
  });
});

describe('the state machine', () => {
  it('hire_inquiry, position not filled: complete, the job closed, nothing billed', async () => {
    const job = await postedJob();
    const { candidate } = await applicationTo(job.id);
    const id = (await start(job.id)).body.id;
    const answer = await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'complete', is_position_filled: false, billing: null });
    await expectJobClosed(job.id, candidate);
    expect(await t.db.prisma.billingRecord.count({ where: { resolutionId: id } })).toBe(0);
  });

  it('mw_hire_inquiry, not a MainWork hire: complete (filled elsewhere), the job closed, nothing billed', async () => {
    const job = await postedJob();
    const id = (await start(job.id)).body.id;
    const filled = await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true });
    expect(filled.body).toMatchObject({ status: 'mw_hire_inquiry', is_position_filled: true });
    const answer = await send(job.id, id, 'respond_to_mw_hire_inquiry', { is_mw_hire: false });
    expect(answer.body).toMatchObject({ status: 'complete', is_mw_hire: false, billing: null });
    await expectJobClosed(job.id);
    expect(await t.db.prisma.billingRecord.count({ where: { resolutionId: id } })).toBe(0);
  });

  it('selects the applicant, goes back, selects again and confirms: one charge, the reward pending, the hire closed', async () => {
    const job = await postedJob({ reward: { type: 'Cash', amount: 1000 } });
    const referrer = await createUser(t.db);
    const { application, candidate } = await applicationTo(job.id, { referrer });
    const other = await applicationTo(job.id);
    const id = (await start(job.id)).body.id;
    await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true });
    const mw = await send(job.id, id, 'respond_to_mw_hire_inquiry', { is_mw_hire: true });
    expect(mw.body).toMatchObject({ status: 'applicant_selection', is_mw_hire: true });

    const first = await send(job.id, id, 'respond_to_applicant_selection', {
      found_applicant: true,
      application_id: other.application.id,
    });
    expect(first.body).toMatchObject({ status: 'billing_confirmation', found_applicant: true });
    const back = await send(job.id, id, 'go_back_to_applicant_selection');
    expect(back.body.status).toBe('applicant_selection');
    const chosen = await send(job.id, id, 'respond_to_applicant_selection', {
      found_applicant: true,
      application_id: application.id,
    });
    expect(chosen.body.selected_applicants).toEqual([
      { application_id: application.id, display_value: `Ada Lovelace (${candidate.email})` },
    ]);

    const mailsBefore = (await queuedJobs(t.db, 'mail.send')).length;
    const confirmed = await send(job.id, id, 'confirm_billing');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'complete', billing: { amount: 1200, status: 'pending' } });

    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { resolutionId: id } });
    expect(record).toMatchObject({
      businessId: owner.businessId,
      applicationId: application.id,
      rewardAmountCents: 100_000,
      feeAmountCents: 20_000,
      totalAmountCents: 120_000,
      status: 'pending',
    });
    const invoiceJobs = await queuedJobs(t.db, SEND_INVOICE_ITEM_QUEUE);
    expect(
      invoiceJobs.filter((queued) => (queued.payload as { billingRecordId: number }).billingRecordId === record.id),
    ).toHaveLength(1);
    const reward = await t.db.prisma.referralReward.findUniqueOrThrow({ where: { applicationId: application.id } });
    expect(reward).toMatchObject({
      billingRecordId: record.id,
      referrerId: referrer.id,
      rewardType: 'Cash',
      amountCents: 100_000,
      status: 'pending_payment',
    });
    const audits = await t.db.prisma.auditEvent.findMany({
      where: {
        OR: [
          { subjectType: 'BillingRecord', subjectId: record.id },
          { subjectType: 'ReferralReward', subjectId: reward.id },
        ],
      },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((event) => [event.subjectType, event.fromState, event.toState, event.actorId])).toEqual([
      ['BillingRecord', null, 'pending', owner.id],
      ['ReferralReward', null, 'pending_payment', owner.id],
    ]);

    // The hire: the applicant is hired and told; the employer gets a receipt; the posting is closed.
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('hired');
    const mails = (await queuedJobs(t.db, 'mail.send'))
      .slice(mailsBefore)
      .map((queued) => queued.payload as { to: string; subject: string; text: string });
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: candidate.email, subject: `You have been hired: ${job.title}` }),
        expect.objectContaining({ to: owner.email, subject: `Receipt: hire confirmed for ${job.title}` }),
      ]),
    );
    expect(mails.find((mail) => mail.to === owner.email)!.text).toContain('Total: $1,200.00');
    await expectJobClosed(job.id, candidate);
    const shareLinks = (await (await signedInClient(t, referrer)).get('/api/v1/me/share_links')).body;
    expect(shareLinks.find((row: { job_id: number }) => row.job_id === job.id).job_active).toBe(false);
    expect((await ownerClient.get(`${jobPath(job.id)}/resolution`)).body).toEqual(confirmed.body);
  });

  it('bills a hire whose applicant was not found the fee alone, without an application or a reward', async () => {
    const job = await postedJob({ reward: { type: 'Cash', amount: 250 } });
    await applicationTo(job.id, { referrer: await createUser(t.db) });
    const id = await toBillingConfirmation(job.id, null);
    const confirmed = await send(job.id, id, 'confirm_billing');
    expect(confirmed.body).toMatchObject({
      status: 'complete',
      found_applicant: false,
      selected_applicants: [],
      billing: { amount: 50, status: 'pending' },
    });
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { resolutionId: id } });
    expect(record).toMatchObject({
      applicationId: null,
      rewardAmountCents: 0,
      feeAmountCents: 5_000,
      totalAmountCents: 5_000,
    });
    expect(await t.db.prisma.referralReward.count({ where: { billingRecordId: record.id } })).toBe(0);
    await expectJobClosed(job.id);
  });

  it('keeps each move of the resolution in the audit trail: the event, from and to, actor the employer', async () => {
    const job = await postedJob();
    const id = await toBillingConfirmation(job.id, null);
    await send(job.id, id, 'go_back_to_applicant_selection');
    await send(job.id, id, 'respond_to_applicant_selection', { found_applicant: false });
    await send(job.id, id, 'confirm_billing');
    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'Resolution', subjectId: id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((line) => [line.action, line.fromState, line.toState, line.actorId])).toEqual([
      ['respond_to_hire_inquiry', 'hire_inquiry', 'mw_hire_inquiry', owner.id],
      ['respond_to_mw_hire_inquiry', 'mw_hire_inquiry', 'applicant_selection', owner.id],
      ['respond_to_applicant_selection', 'applicant_selection', 'billing_confirmation', owner.id],
      ['go_back_to_applicant_selection', 'billing_confirmation', 'applicant_selection', owner.id],
      ['respond_to_applicant_selection', 'applicant_selection', 'billing_confirmation', owner.id],
      ['confirm_billing', 'billing_confirmation', 'complete', owner.id],
    ]);
  });

  it('answers 409 to an event that does not fit the status, and to any event once complete', async () => {
    const job = await postedJob();
    const id = (await start(job.id)).body.id;
    for (const event of [
      'respond_to_mw_hire_inquiry',
      'respond_to_applicant_selection',
      'go_back_to_applicant_selection',
      'confirm_billing',
    ]) {
      const answer = await send(job.id, id, event, { is_mw_hire: true, found_applicant: false });
      expect(answer.status, event).toBe(409);
      expect(answer.body).toEqual({ error: RESOLUTION_CONFLICTS.wrongStep });
    }
    await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true });
    expect((await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true })).status).toBe(409);
    await send(job.id, id, 'respond_to_mw_hire_inquiry', { is_mw_hire: false });
    const late = await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: RESOLUTION_CONFLICTS.closed });
    const restart = await start(job.id);
    expect(restart.status).toBe(409);
    expect(restart.body).toEqual({ error: RESOLUTION_CONFLICTS.closed });
  });

  it('answers 422 keyed by field to a missing answer, a missing or foreign application, and a bad body', async () => {
    const job = await postedJob();
    const foreignJob = await postedJob();
    const { application: foreign } = await applicationTo(foreignJob.id);
    const id = (await start(job.id)).body.id;
    const missing = await send(job.id, id, 'respond_to_hire_inquiry');
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error: { is_position_filled: ['Choose yes or no for whether the position was filled.'] },
    });
    const wrongType = await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: 'yes' });
    expect(wrongType.status).toBe(422);
    const unknownEvent = await send(job.id, id, 'close_everything');
    expect(unknownEvent.status).toBe(422);
    expect(Object.keys(unknownEvent.body.error)).toEqual(['event']);

    await send(job.id, id, 'respond_to_hire_inquiry', { is_position_filled: true });
    expect((await send(job.id, id, 'respond_to_mw_hire_inquiry', {})).body).toEqual({
      error: { is_mw_hire: ['Choose yes or no for whether the hire came through MainWork.'] },
    });
    await send(job.id, id, 'respond_to_mw_hire_inquiry', { is_mw_hire: true });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, APPLICANT_SELECTION_ERRORS.foundApplicant],
      [{ found_applicant: true }, APPLICANT_SELECTION_ERRORS.missing],
      [{ found_applicant: true, application_id: foreign.id }, APPLICANT_SELECTION_ERRORS.foreign],
      [{ found_applicant: true, application_id: 2_000_000_000 }, APPLICANT_SELECTION_ERRORS.foreign],
    ];
    for (const [resolution, message] of cases) {
      const answer = await send(job.id, id, 'respond_to_applicant_selection', resolution);
      expect(answer.status, JSON.stringify(resolution)).toBe(422);
      expect(answer.body).toEqual({ error: { applicant_selection: [message] } });
    }
    // Nothing moved.
    expect((await ownerClient.get(`${jobPath(job.id)}/resolution`)).body.status).toBe('applicant_selection');
  });
});

describe('confirming billing', () => {
  it('of 20 concurrent confirmations exactly one wins: one billing record, one queued invoice item, one reward', async () => {
    const job = await postedJob({ reward: { type: 'Cash', amount: 500 } });
    const { application } = await applicationTo(job.id, { referrer: await createUser(t.db) });
    const id = await toBillingConfirmation(job.id, application.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(job.id, id, 'confirm_billing')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const records = await t.db.prisma.billingRecord.findMany({ where: { resolutionId: id } });
    expect(records).toHaveLength(1);
    const queued = (await queuedJobs(t.db, SEND_INVOICE_ITEM_QUEUE)).filter(
      (job) => (job.payload as { billingRecordId: number }).billingRecordId === records[0]!.id,
    );
    expect(queued).toHaveLength(1);
    expect(await t.db.prisma.referralReward.count({ where: { applicationId: application.id } })).toBe(1);
    expect(
      await t.db.prisma.auditEvent.count({ where: { subjectType: 'Resolution', subjectId: id, toState: 'complete' } }),
    ).toBe(1);
  });

  it('makes no reward when the candidate applied through their own share link', async () => {
    const job = await postedJob();
    const { application } = await applicationTo(job.id, { referrer: 'self' });
    const id = await toBillingConfirmation(job.id, application.id);
    expect((await send(job.id, id, 'confirm_billing')).status).toBe(200);
    expect(await t.db.prisma.billingRecord.count({ where: { resolutionId: id } })).toBe(1);
    expect(await t.db.prisma.referralReward.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it("makes no reward when the link was the hiring business's own (its owner's)", async () => {
    const job = await postedJob();
    const { application } = await applicationTo(job.id, { referrer: owner });
    const id = await toBillingConfirmation(job.id, application.id);
    expect((await send(job.id, id, 'confirm_billing')).status).toBe(200);
    expect(await t.db.prisma.referralReward.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it('keeps the charge in the ledger only (not_sent, nothing queued) when Stripe is not configured', async () => {
    const plain = await startTestApp();
    try {
      const employer = await createUser(plain.db, { role: 'Employer' });
      const client = await signedInClient(plain, employer);
      const job = await postedJob({ businessId: employer.businessId!, app: plain });
      const { application } = await applicationTo(job.id, { referrer: await createUser(plain.db), app: plain });
      const path = `/api/v1/businesses/${employer.businessId}/jobs/${job.id}`;
      const id = (await client.post(`${path}/resolutions`)).body.id;
      const put = (json: object) => client.put(`${path}/resolutions/${id}`).send(json);
      await put({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } });
      await put({ event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } });
      await put({
        event: 'respond_to_applicant_selection',
        resolution: { found_applicant: true, application_id: application.id },
      });
      const confirmed = await put({ event: 'confirm_billing' });
      expect(confirmed.body.billing).toEqual({ amount: 1200, status: 'not_sent' });
      expect(await queuedJobs(plain.db, SEND_INVOICE_ITEM_QUEUE)).toEqual([]);
      expect(await plain.db.prisma.referralReward.count()).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe('the wizard reads', () => {
  it('lists the applicants to pick from, newest first, with display value, status and whether they were referred', async () => {
    const job = await postedJob();
    const referred = await applicationTo(job.id, { referrer: await createUser(t.db) });
    const self = await applicationTo(job.id, { referrer: 'self' });
    // Through the employer's own link: no referral, as billing sees it (no reward), so no 'Referred' badge.
    const ownLink = await applicationTo(job.id, { referrer: owner });
    const answer = await ownerClient.get(`${jobPath(job.id)}/applicants`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        application_id: ownLink.application.id,
        display_value: `Ada Lovelace (${ownLink.candidate.email})`,
        status: 'received',
        referred: false,
        applied_at: expect.any(String),
      },
      {
        application_id: self.application.id,
        display_value: `Ada Lovelace (${self.candidate.email})`,
        status: 'received',
        referred: false,
        applied_at: expect.any(String),
      },
      {
        application_id: referred.application.id,
        display_value: `Ada Lovelace (${referred.candidate.email})`,
        status: 'received',
        referred: true,
        applied_at: expect.any(String),
      },
    ]);
  });

  it('offers the applicants already marked Hired first; confirming one of them counts one hire on the dashboard', async () => {
    const job = await postedJob();
    const marked = await applicationTo(job.id);
    const newest = await applicationTo(job.id);
    const hired = await ownerClient
      .patch(`${jobPath(job.id)}/applications/${marked.application.id}`)
      .send({ application: { status: 'hired' } });
    expect(hired.status).toBe(200);
    const listed = await ownerClient.get(`${jobPath(job.id)}/applicants`);
    expect(
      listed.body.map((row: { application_id: number; status: string }) => [row.application_id, row.status]),
    ).toEqual([
      [marked.application.id, 'hired'],
      [newest.application.id, 'received'],
    ]);

    const totals = async () =>
      (await ownerClient.get(`/api/v1/businesses/${owner.businessId}/dashboard`)).body.hires_count as number;
    const before = await totals();
    const id = await toBillingConfirmation(job.id, marked.application.id);
    expect((await send(job.id, id, 'confirm_billing')).status).toBe(200);
    const row = await ownerClient.get(`${jobPath(job.id)}/summary`);
    expect(row.body.hires_count).toBe(1);
    // Marked Hired, then confirmed: the business's total has not counted it again.
    expect(await totals()).toBe(before);
  });

  it('breaks down the cost of a referred hire: reward value plus the 20% fee, the reward label and billing text', async () => {
    const source = await t.db.prisma.rewardSource.create({ data: { name: 'Harbor Books', active: true } });
    const cases: Array<
      [{ type: RewardType; amount: number; code?: string; rewardSourceId?: number } | null, Record<string, unknown>]
    > = [
      [
        { type: 'Cash', amount: 1000 },
        {
          human_friendly_cost_for_mw_hires: '$1,200.00',
          cost_for_mw_hires: 1200,
          reward_due: true,
          reward_value: 1000,
          human_friendly_reward_value: '$1,000.00',
          reward_label: '$1,000',
          reward_type: 'Reward::Cash',
          fee_percent: 20,
          fee: 200,
          human_friendly_fee: '$200.00',
          billing_text_kind: 'cash',
        },
      ],
      [
        { type: 'GiftCard', amount: 50, code: 'HARBOR50', rewardSourceId: source.id },
        {
          human_friendly_cost_for_mw_hires: '$60.00',
          reward_label: '$50 Gift Card to Harbor Books',
          billing_text_kind: 'code',
        },
      ],
      [
        { type: 'Merchandise', amount: 75.5 },
        {
          human_friendly_cost_for_mw_hires: '$90.60',
          fee: 15.1,
          reward_label: 'Merchandise',
          billing_text_kind: 'other',
        },
      ],
      [
        null,
        {
          human_friendly_cost_for_mw_hires: '$0.00',
          reward_label: null,
          reward_type: null,
          billing_text_kind: 'other',
        },
      ],
    ];
    for (const [reward, expected] of cases) {
      const job = await postedJob({ reward });
      const { application } = await applicationTo(job.id, { referrer: await createUser(t.db) });
      const id = await toBillingConfirmation(job.id, application.id);
      const answer = await ownerClient.get(`${jobPath(job.id)}/resolutions/${id}/cost_for_mw_hires_breakdown`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(expected);
    }
  });

  it('breaks down a hire with no one to reward as the fee alone: direct, own links, applicant not found', async () => {
    const fee = {
      human_friendly_cost_for_mw_hires: '$100.00',
      cost_for_mw_hires: 100,
      reward_due: false,
      reward_value: 0,
      human_friendly_reward_value: '$0.00',
      reward_label: '$500',
      reward_type: 'Reward::Cash',
      fee_percent: 20,
      fee: 100,
      human_friendly_fee: '$100.00',
      billing_text_kind: 'cash',
    };
    for (const referrer of [undefined, 'self', owner] as const) {
      const job = await postedJob({ reward: { type: 'Cash', amount: 500 } });
      const { application } = await applicationTo(job.id, referrer ? { referrer } : {});
      const id = await toBillingConfirmation(job.id, application.id);
      const answer = await ownerClient.get(`${jobPath(job.id)}/resolutions/${id}/cost_for_mw_hires_breakdown`);
      expect(answer.body).toEqual(fee);
    }
    // A reward that is not cash, earned by no one: paid like cash, the fee alone.
    const giftCard = await postedJob({ reward: { type: 'GiftCard', amount: 50, code: 'NOBODY50' } });
    const direct = await applicationTo(giftCard.id, {});
    const giftCardId = await toBillingConfirmation(giftCard.id, direct.application.id);
    const giftCardAnswer = await ownerClient.get(
      `${jobPath(giftCard.id)}/resolutions/${giftCardId}/cost_for_mw_hires_breakdown`,
    );
    expect(giftCardAnswer.body).toMatchObject({ reward_due: false, cost_for_mw_hires: 10, billing_text_kind: 'cash' });
    const job = await postedJob({ reward: { type: 'Cash', amount: 500 } });
    await applicationTo(job.id, { referrer: await createUser(t.db) });
    const id = await toBillingConfirmation(job.id, null);
    const answer = await ownerClient.get(`${jobPath(job.id)}/resolutions/${id}/cost_for_mw_hires_breakdown`);
    expect(answer.body).toEqual(fee);
  });
});

describe('who may close a posting', () => {
  it("gives another employer 404 for every call on this employer's posting, whichever business id they use", async () => {
    const job = await postedJob();
    const { application } = await applicationTo(job.id);
    const id = (await start(job.id)).body.id;
    const other = await signedInClient(t, otherEmployer);
    for (const businessId of [owner.businessId, otherEmployer.businessId]) {
      const base = jobPath(job.id, businessId);
      expect((await other.get(`${base}/resolution`)).status).toBe(404);
      expect((await other.post(`${base}/resolutions`)).status).toBe(404);
      expect((await other.get(`${base}/applicants`)).status).toBe(404);
      expect((await other.get(`${base}/resolutions/${id}/cost_for_mw_hires_breakdown`)).status).toBe(404);
      const moved = await other
        .put(`${base}/resolutions/${id}`)
        .send({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: false } });
      expect(moved.status).toBe(404);
    }
    // Nor can the owner reach the other business's resolution through their own job's path.
    const theirJob = await postedJob({ businessId: otherEmployer.businessId! });
    const theirs = (await start(theirJob.id, other, otherEmployer.businessId)).body.id;
    expect((await send(job.id, theirs, 'respond_to_hire_inquiry', { is_position_filled: false })).status).toBe(404);
    expect((await ownerClient.get(`${jobPath(theirJob.id)}/applicants`)).status).toBe(404);
    // Hunters are refused; nothing moved.
    expect((await (await signedInClient(t, await createUser(t.db))).get(`${jobPath(job.id)}/resolution`)).status).toBe(
      403,
    );
    expect((await ownerClient.get(`${jobPath(job.id)}/resolution`)).body.status).toBe('hire_inquiry');
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(
      'received',
    );
  });

  it('lets an admin close any business posting, as the actor of its audit rows', async () => {
    const job = await postedJob({ businessId: otherEmployer.businessId! });
    const client = await signedInClient(t, admin);
    const base = jobPath(job.id, otherEmployer.businessId);
    const id = (await client.post(`${base}/resolutions`)).body.id;
    const put = (json: object) => client.put(`${base}/resolutions/${id}`).send(json);
    await put({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } });
    await put({ event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } });
    await put({ event: 'respond_to_applicant_selection', resolution: { found_applicant: false } });
    expect((await put({ event: 'confirm_billing' })).body.status).toBe('complete');
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { resolutionId: id } });
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { subjectType: 'BillingRecord', subjectId: record.id },
    });
    expect(audit.actorId).toBe(admin.id);
  });
});

describe('postings past their expiry', () => {
  it('leave search and their page at once, before the sweep closes them', async () => {
    const expired = await postedJob({ expiresAt: new Date(Date.now() - 60_000) });
    const open = await postedJob({ expiresAt: new Date(Date.now() + 86_400_000) });
    const search = await t.client().get(`/api/v1/jobs?filters[business_id_in][]=${owner.businessId}`);
    const ids = search.body.map((row: { id: number }) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(expired.id);
    expect((await t.client().get(`/api/v1/jobs/${expired.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/jobs/${open.id}`)).status).toBe(200);
  });

  it('are closed by the sweep with auto-completed resolutions, nothing billed, an open wizard included', async () => {
    const untouched = await postedJob({ expiresAt: new Date(Date.now() + 86_400_000) });
    const plain = await postedJob({ expiresAt: new Date(Date.now() - 60_000) });
    const midway = await postedJob();
    const { application } = await applicationTo(midway.id, { referrer: await createUser(t.db) });
    const midwayId = await toBillingConfirmation(midway.id, application.id);
    await t.db.prisma.job.update({ where: { id: midway.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    expect(await expirePostings(t.db.prisma)).toBeGreaterThanOrEqual(2);
    for (const job of [plain, midway]) {
      const resolution = await ownerClient.get(`${jobPath(job.id)}/resolution`);
      expect(resolution.body).toMatchObject({ status: 'complete', auto_completed: true, billing: null });
      await expectJobClosed(job.id);
    }
    expect(await t.db.prisma.billingRecord.count({ where: { resolutionId: midwayId } })).toBe(0);
    expect((await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(
      'received',
    );
    expect((await send(midway.id, midwayId, 'confirm_billing')).status).toBe(409);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: untouched.id } })).active).toBe(true);
    expect(await t.db.prisma.resolution.count({ where: { jobId: untouched.id } })).toBe(0);
    expect(await expirePostings(t.db.prisma)).toBe(0);
  });
});
