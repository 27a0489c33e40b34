import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@mainwork/contracts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';
import { sendNewApplicantDigests } from '../applicants/new-applicant-digest.ts';
import { SEND_INVOICE_ITEM_QUEUE } from '../billing/send-invoice-item-job.ts';

/**
 * One rule for "who referred this application" (the `referrals` view, decision 049): every counter, screen
 * field and charge agrees on it, for each kind of application. A $500 cash reward at the default 20 % fee:
 * a referral costs $600.00 (reward + fee), a hire with no one to reward $100.00 (the fee alone).
 */

let t: StripeTestApp;
let admin: Agent;

beforeAll(async () => {
  t = await startTestApp({ stripe: true, mail: true, env: { PLATFORM_FEE_PERCENT: '20' } });
  admin = t.client();
  await signIn(admin, await createUser(t.db, { role: 'Admin' }));
});
afterAll(() => t.close());

type Kind =
  | 'direct'
  | 'referred'
  | 'self-referred'
  | "employer's own link"
  | 'member of the business'
  | 'recruiter of the business';

const CASES: Array<{ kind: Kind; referred: boolean; totalCents: number; rewardCents: number }> = [
  { kind: 'direct', referred: false, totalCents: 10_000, rewardCents: 0 },
  { kind: 'referred', referred: true, totalCents: 60_000, rewardCents: 50_000 },
  { kind: 'self-referred', referred: false, totalCents: 10_000, rewardCents: 0 },
  { kind: "employer's own link", referred: false, totalCents: 10_000, rewardCents: 0 },
  { kind: 'member of the business', referred: false, totalCents: 10_000, rewardCents: 0 },
  { kind: 'recruiter of the business', referred: false, totalCents: 10_000, rewardCents: 0 },
];

let counter = 0;

/** An employer on the daily digest, their $500 cash job, and one application of the given kind to it. */
async function applicationOfKind(kind: Kind) {
  const n = ++counter;
  const employer = await createUser(t.db, { role: 'Employer' });
  const client = await signedInClient(t, employer);
  const job = await createJob(t.db, {
    businessId: employer.businessId!,
    title: `Agreement job ${n}`,
    reward: { type: 'Cash', amount: 500 },
  });
  const candidate = await createUser(t.db);
  const hunter = await createUser(t.db);
  await t.db.prisma.user.update({ where: { id: hunter.id }, data: { firstName: 'Rita', lastName: `Referrer ${n}` } });
  const linkOwner: TestUser | null = {
    direct: null,
    referred: hunter,
    'self-referred': candidate,
    "employer's own link": employer,
    // A user who shared the link and joins the business's team once the candidate applied, before the hire:
    // as its owner (the business passes to them), or as a recruiter beside its owner (decision 054).
    'member of the business': hunter,
    'recruiter of the business': hunter,
  }[kind];
  if (kind === "employer's own link") {
    // The employer's own link, as the job page makes it for them.
    const key = await client.get(`/api/v1/jobs/${job.id}/share_link_key`);
    expect(key.status).toBe(200);
  }
  const link = linkOwner
    ? await t.db.prisma.shareLink.upsert({
        where: { userId_jobId: { userId: linkOwner.id, jobId: job.id } },
        create: { key: `agreement-${n}-${Date.now()}`, userId: linkOwner.id, jobId: job.id },
        update: {},
      })
    : null;
  const application = await t.db.prisma.application.create({
    data: {
      jobId: job.id,
      userId: candidate.id,
      shareLinkId: link?.id ?? null,
      firstName: 'Casey',
      lastName: `Candidate ${n}`,
      email: candidate.email,
    },
  });
  if (kind === 'member of the business') {
    await t.db.prisma.businessMember.create({
      data: { businessId: employer.businessId!, userId: hunter.id, role: 'owner', status: 'active' },
    });
    await t.db.prisma.businessMember.delete({ where: { userId: employer.id } });
    await t.db.prisma.user.update({ where: { id: hunter.id }, data: { role: 'Employer' } });
  }
  if (kind === 'recruiter of the business') {
    // A Hunter joins as they would by an invitation: they keep their role and gain the business's side.
    await t.db.prisma.businessMember.create({
      data: { businessId: employer.businessId!, userId: hunter.id, role: 'recruiter', status: 'active' },
    });
  }
  const owner = kind === 'member of the business' ? hunter : employer;
  const ownerClient = owner === employer ? client : t.client();
  if (owner !== employer) await signIn(ownerClient, owner);
  const settings = await ownerClient
    .put('/api/v1/me/notification_settings')
    .send({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants_delivery: 'daily_digest' });
  expect(settings.status).toBe(200);
  return { owner, client: ownerClient, businessId: employer.businessId!, job, application, candidate };
}

const adminTotals = async () => (await admin.get('/api/v1/admin/dashboard')).body.totals;

describe('who referred a hire: every reader agrees, and the charge follows', () => {
  it.each(CASES)('$kind: counters, screens and charge agree', async ({ kind, referred, totalCents, rewardCents }) => {
    const before = await adminTotals();
    const { owner, client, businessId, job, application } = await applicationOfKind(kind);
    const jobPath = `/api/v1/businesses/${businessId}/jobs/${job.id}`;
    const facts: Record<string, unknown> = {};

    // Counters kept by triggers: the posting's row, the business's totals, the admin rollups.
    facts.jobReferredCount = (await client.get(`${jobPath}/summary`)).body.referred_applications_count;
    facts.businessReferredCount = (
      await client.get(`/api/v1/businesses/${businessId}/dashboard`)
    ).body.referred_applications_count;
    const afterApplying = await adminTotals();
    facts.adminReferredApplications = afterApplying.referred_applications - before.referred_applications;

    // Screens: the applicants list ("Referred by"), its CSV, the wizard's 'Referred' badge, the digest.
    const listed = await client.get(`${jobPath}/applications`);
    facts.referredBy = listed.body[0].referred_by !== null;
    const csv = await client.get(`${jobPath}/applications.csv`);
    const [header, row] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1')));
    facts.csvReferredBy = row![header!.indexOf('Referred by')] !== '';
    await sendNewApplicantDigests({ prisma: t.db.prisma, publicUrl: t.config.publicUrl });
    await waitForQueueToEmpty(t.db, 'mail.send');
    const digest = t.inbox!.messages.find(
      (mail) => JSON.stringify(mail.to).includes(owner.email) && mail.text?.includes(job.title),
    );
    expect(digest).toBeDefined();
    facts.digestSaysReferred = digest!.text!.includes('through a referral share link');

    const id = (await client.post(`${jobPath}/resolutions`)).body.id;
    const put = (json: object) => client.put(`${jobPath}/resolutions/${id}`).send(json);
    expect((await put({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } })).status).toBe(
      200,
    );
    expect((await put({ event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } })).status).toBe(200);
    const applicants = await client.get(`${jobPath}/applicants`);
    facts.wizardBadge = applicants.body[0].referred;
    expect(
      (
        await put({
          event: 'respond_to_applicant_selection',
          resolution: { found_applicant: true, application_id: application.id },
        })
      ).status,
    ).toBe(200);

    // The charge: breakdown before Confirm, the billing record, the reward, Stripe's invoice item, the receipt.
    const breakdown = (await client.get(`${jobPath}/resolutions/${id}/cost_for_mw_hires_breakdown`)).body;
    facts.breakdownCents = Math.round(breakdown.cost_for_mw_hires * 100);
    const confirmed = await put({ event: 'confirm_billing' });
    expect(confirmed.status).toBe(200);
    facts.resolutionBillingCents = Math.round(confirmed.body.billing.amount * 100);
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { resolutionId: id } });
    facts.billingRecord = [record.rewardAmountCents, record.feeAmountCents, record.totalAmountCents];
    facts.rewards = await t.db.prisma.referralReward.count({ where: { applicationId: application.id } });
    await waitForQueueToEmpty(t.db, SEND_INVOICE_ITEM_QUEUE);
    const items = [...t.stripe.invoiceItems.values()].filter(
      (item) => item.metadata.billing_record_id === String(record.id),
    );
    facts.invoiceItemCents = items.map((item) => item.amount);
    await waitForQueueToEmpty(t.db, 'mail.send');
    const receipt = t.inbox!.messages.find((mail) => mail.subject === `Receipt: hire confirmed for ${job.title}`);
    facts.receiptTotal = /Total: (\$[\d,.]+)/.exec(receipt?.text ?? '')?.[1];
    const afterHire = await adminTotals();
    facts.adminAttributedHires = afterHire.attributed_hires - before.attributed_hires;
    facts.adminBilledCents = afterHire.billed_cents - before.billed_cents;
    const adminRecords = (await admin.get('/api/v1/admin/billing_records')).body as Array<{
      id: number;
      amount_cents: number;
    }>;
    facts.adminBillingCents = adminRecords.find((charge) => charge.id === record.id)?.amount_cents;
    facts.dashboardChargeCents = Math.round((await client.get(`${jobPath}/summary`)).body.charge.amount * 100);

    const dollars = `$${(totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(facts).toEqual({
      jobReferredCount: referred ? 1 : 0,
      businessReferredCount: referred ? 1 : 0,
      adminReferredApplications: referred ? 1 : 0,
      referredBy: referred,
      csvReferredBy: referred,
      digestSaysReferred: referred,
      wizardBadge: referred,
      breakdownCents: totalCents,
      resolutionBillingCents: totalCents,
      billingRecord: [rewardCents, 10_000, totalCents],
      rewards: referred ? 1 : 0,
      invoiceItemCents: [totalCents],
      receiptTotal: dollars,
      adminAttributedHires: referred ? 1 : 0,
      adminBilledCents: totalCents,
      adminBillingCents: totalCents,
      dashboardChargeCents: totalCents,
    });
  });
});
