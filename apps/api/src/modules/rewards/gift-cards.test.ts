import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDEMPTION_MESSAGES, type TAdminReward, type TMyReward, type TRedemption } from '@mainwork/contracts';
import { createHireCharge, payThroughStripe, type HireCharge } from '../../testing/hire-charges.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';

let t: StripeTestApp;

beforeAll(async () => {
  t = await startTestApp({ mail: true, stripe: true });
});
afterAll(() => t.close());

const rewardRow = (charge: HireCharge) =>
  t.db.prisma.referralReward.findUniqueOrThrow({ where: { id: charge.referralRewardId } });

const mailsTo = (user: TestUser) => t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(user.email));

async function myReward(referrer: TestUser, charge: HireCharge): Promise<TMyReward> {
  const response = await (await signedInClient(t, referrer)).get('/api/v1/me/rewards');
  expect(response.status).toBe(200);
  return (response.body as TMyReward[]).find((row) => row.id === charge.referralRewardId)!;
}

let sources = 0;

/** A local business in the marketplace whose contact is `contactEmail`. */
const createSource = (contactEmail: string | null) =>
  t.db.prisma.rewardSource.create({
    data: { name: `Harbor Books ${++sources}`, active: true, approved: true, contactEmail },
  });

/** A gift card of a reward source, earned through the employer's paid invoice. */
async function earnedGiftCard(options: { contactEmail?: string | null; rewardSourceId?: number } = {}) {
  const rewardSourceId = options.rewardSourceId ?? (await createSource(options.contactEmail ?? null)).id;
  const referrer = await createUser(t.db);
  const charge = await createHireCharge(t.db, { referrer, reward: { type: 'GiftCard', amount: 75, rewardSourceId } });
  await payThroughStripe(t, charge);
  const row = await rewardRow(charge);
  expect(row.redemptionCode).not.toBeNull();
  return { charge, referrer, code: row.redemptionCode! };
}

describe('a promotion-code reward', () => {
  it('is e-mailed when earned and shown with its code on My Rewards once issued', async () => {
    const referrer = await createUser(t.db);
    const charge = await createHireCharge(t.db, {
      referrer,
      reward: { type: 'Subscription', amount: 40, code: 'READ-MORE-40' },
    });
    expect((await myReward(referrer, charge)).promotion_code).toBeNull();
    await payThroughStripe(t, charge);

    await vi.waitFor(
      () => {
        const codeMail = mailsTo(referrer).find((mail) => mail.subject === 'Your MainWork reward: Subscription')!;
        expect(codeMail.text).toContain('Your promotion code: READ-MORE-40');
        expect(codeMail.text).toContain(`${t.config.publicUrl}/me/rewards`);
      },
      { timeout: 15_000, interval: 100 },
    );
    const shown = await myReward(referrer, charge);
    expect(shown).toMatchObject({
      status: 'issued',
      promotion_code: { code: 'READ-MORE-40' },
      gift_card: null,
      payout: { status: 'none' },
    });
    expect(shown.issued_at).not.toBeNull();
    expect(shown.earned_at).not.toBeNull();
  }, 40_000);
});

describe('a gift card from a local business', () => {
  it('gets an unguessable redemption code when earned, e-mailed with how to redeem it and shown on My Rewards', async () => {
    const { charge, referrer, code } = await earnedGiftCard({ contactEmail: 'owner@harborbooks.example' });
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect((await rewardRow(charge)).status).toBe('earned');

    const mail = await t.inbox!.waitFor(referrer.email);
    expect(mail.subject).toMatch(/^Your MainWork reward: \$75 Gift Card to Harbor Books \d+$/);
    expect(mail.text).toContain(`Your redemption code: ${code}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/redeem/${code}`);
    expect(mail.text).toContain('It can be redeemed once.');
    // One e-mail: the gift card is the news that the reward was earned.
    expect(mailsTo(referrer)).toHaveLength(1);

    const shown = await myReward(referrer, charge);
    expect(shown).toMatchObject({
      status: 'earned',
      type: 'Reward::GiftCard',
      reward_source: { name: expect.stringMatching(/^Harbor Books/) },
      promotion_code: null,
      gift_card: { code, redeem_url: `${t.config.publicUrl}/redeem/${code}`, redeemed_at: null },
    });

    // A second delivery of the same payment changes nothing: the code the referrer was sent stays theirs.
    await payThroughStripe(t, charge);
    expect((await rewardRow(charge)).redemptionCode).toBe(code);
  }, 40_000);

  it('is not a gift card to redeem when the reward has no source, or a promotion code', async () => {
    const referrer = await createUser(t.db);
    const plain = await createHireCharge(t.db, { referrer, reward: { type: 'Merchandise', amount: 30 } });
    await payThroughStripe(t, plain);
    expect(await rewardRow(plain)).toMatchObject({ status: 'earned', redemptionCode: null });
    expect((await myReward(referrer, plain)).gift_card).toBeNull();
  });
});

describe('redeeming a gift card', () => {
  it("is done once by the source's contact, audited; the page then says redeemed and a second try is 409", async () => {
    const contact = await createUser(t.db, { email: `contact-${Date.now()}@harborbooks.example` });
    const { charge, referrer, code } = await earnedGiftCard({ contactEmail: contact.email.toUpperCase() });
    const business = await signedInClient(t, contact);

    const before = await business.get(`/api/v1/redemptions/${code}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      code,
      type: 'Reward::GiftCard',
      amount: 75,
      referrer_name: 'Test Hunter',
      status: 'ready',
      redeemed_at: null,
      can_redeem: true,
    } satisfies Partial<TRedemption>);

    // Typed from paper: lower case, without dashes.
    const redeemed = await business.post(`/api/v1/redemptions/${code.toLowerCase().replace(/-/g, '')}/redeem`).send({});
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ status: 'redeemed', can_redeem: false });
    expect(redeemed.body.redeemed_at).not.toBeNull();

    const row = await rewardRow(charge);
    expect(row).toMatchObject({ status: 'paid_out', issuedVia: 'redemption', redeemedById: contact.id });
    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId, action: 'redeem' },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ fromState: 'earned', toState: 'paid_out', actorId: contact.id });

    const again = await business.post(`/api/v1/redemptions/${code}/redeem`).send({});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: REDEMPTION_MESSAGES.alreadyRedeemed });
    expect((await business.get(`/api/v1/redemptions/${code}`)).body).toMatchObject({ status: 'redeemed' });
    expect(await myReward(referrer, charge)).toMatchObject({
      status: 'issued',
      gift_card: { code, redeemed_at: row.redeemedAt!.toISOString() },
    });
    // The admin's list says how and when it was issued: redeemed, on that day.
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const listed = await admin.get('/api/v1/admin/rewards?status=issued');
    expect((listed.body as TAdminReward[]).find((one) => one.id === charge.referralRewardId)).toMatchObject({
      status: 'issued',
      issue: { method: 'redemption' },
      gift_card: { code, redeemed_at: row.redeemedAt!.toISOString() },
    });
  }, 40_000);

  it('succeeds exactly once when ten attempts arrive at the same time', async () => {
    const contact = await createUser(t.db, { email: `rush-${Date.now()}@harborbooks.example` });
    const { charge, code } = await earnedGiftCard({ contactEmail: contact.email });
    const business = await signedInClient(t, contact);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => business.post(`/api/v1/redemptions/${code}/redeem`).send({})),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body).toEqual({ error: REDEMPTION_MESSAGES.alreadyRedeemed });
    expect(
      await t.db.prisma.auditEvent.count({
        where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId, action: 'redeem' },
      }),
    ).toBe(1);
  }, 40_000);

  it('refuses everyone but the contact and admins: the referrer sees it, others get 403, visitors 401', async () => {
    const contactEmail = `guarded-${Date.now()}@harborbooks.example`;
    const { charge, referrer, code } = await earnedGiftCard({ contactEmail });
    const url = `/api/v1/redemptions/${code}`;

    const own = await signedInClient(t, referrer);
    expect((await own.get(url)).body).toMatchObject({ status: 'ready', can_redeem: false });
    expect((await own.post(`${url}/redeem`).send({})).status).toBe(403);

    // The contact's address, not yet shown to be theirs, is not enough.
    const unconfirmed = await createUser(t.db, { email: contactEmail, emailConfirmed: false });
    const otherHunter = await createUser(t.db);
    const otherEmployer = await createUser(t.db, { role: 'Employer' });
    for (const user of [unconfirmed, otherHunter, otherEmployer]) {
      const client = await signedInClient(t, user);
      const shown = await client.get(url);
      expect(shown.status).toBe(403);
      expect(shown.body).toEqual({ error: REDEMPTION_MESSAGES.notAllowed });
      expect((await client.post(`${url}/redeem`).send({})).status).toBe(403);
    }
    expect((await t.client().get(url)).status).toBe(401);
    expect((await t.client().post(`${url}/redeem`).send({})).status).toBe(401);
    expect((await rewardRow(charge)).status).toBe('earned');

    const signedIn = await signedInClient(t, otherHunter);
    expect((await signedIn.get('/api/v1/redemptions/ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await signedIn.get('/api/v1/redemptions/not-a-code')).body).toEqual({ error: expect.any(String) });
    expect((await signedIn.post('/api/v1/redemptions/not-a-code/redeem').send({})).status).toBe(404);

    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    expect((await admin.get(url)).body).toMatchObject({ can_redeem: true });
    expect((await admin.post(`${url}/redeem`).send({})).status).toBe(200);
  }, 40_000);

  it("lets the employer's team redeem a gift card the employer gives itself (reserved source 1)", async () => {
    // Source 1 stands for the hiring employer itself (spec §9).
    const { charge, code } = await earnedGiftCard({ rewardSourceId: 1 });
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: charge.businessId,
      role: 'recruiter',
    });
    const otherEmployer = await signedInClient(t, await createUser(t.db, { role: 'Employer' }));
    expect((await otherEmployer.post(`/api/v1/redemptions/${code}/redeem`).send({})).status).toBe(403);
    const team = await signedInClient(t, recruiter);
    expect((await team.get(`/api/v1/redemptions/${code}`)).body).toMatchObject({ can_redeem: true });
    expect((await team.post(`/api/v1/redemptions/${code}/redeem`).send({})).status).toBe(200);
  }, 40_000);
});
