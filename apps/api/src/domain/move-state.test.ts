import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createHireCharge } from '../testing/hire-charges.ts';
import { createUser } from '../testing/users.ts';
import { moveState } from './move-state.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const auditOf = (subjectType: string, subjectId: number) =>
  db.prisma.auditEvent.findMany({ where: { subjectType, subjectId }, orderBy: { id: 'asc' } });

describe('moveState', () => {
  it('moves a record from the state it was read in, sets the other columns and writes the audit row', async () => {
    const charge = await createHireCharge(db, { billingStatus: 'not_sent' });
    const admin = await createUser(db, { role: 'Admin' });
    const moved = await db.prisma.$transaction((tx) =>
      moveState(tx, {
        subject: 'BillingRecord',
        id: charge.billingRecordId,
        from: 'not_sent',
        to: 'pending',
        set: { stripeInvoiceId: 'in_test_1' },
        audit: { action: 'send', actorId: admin.id, data: { note: 'by hand' } },
      }),
    );
    expect(moved).toBe(true);
    expect(await db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } })).toMatchObject({
      status: 'pending',
      stripeInvoiceId: 'in_test_1',
    });
    expect(
      (await auditOf('BillingRecord', charge.billingRecordId)).map((line) => [
        line.action,
        line.fromState,
        line.toState,
        line.actorId,
        line.data,
      ]),
    ).toEqual([['send', 'not_sent', 'pending', admin.id, { note: 'by hand' }]]);
  });

  it('changes nothing and writes no audit row when the record is no longer in that state', async () => {
    const charge = await createHireCharge(db, { rewardStatus: 'earned' });
    const moved = await db.prisma.$transaction((tx) =>
      moveState(tx, {
        subject: 'ReferralReward',
        id: charge.referralRewardId,
        from: 'pending_payment',
        to: 'canceled',
        audit: { action: 'cancel' },
      }),
    );
    expect(moved).toBe(false);
    expect((await db.prisma.referralReward.findUniqueOrThrow({ where: { id: charge.referralRewardId } })).status).toBe(
      'earned',
    );
    expect(await auditOf('ReferralReward', charge.referralRewardId)).toEqual([]);
  });

  it('of 10 concurrent moves from the same state, exactly one moves the record and writes its audit row', async () => {
    const charge = await createHireCharge(db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.prisma.$transaction((tx) =>
          moveState(tx, {
            subject: 'BillingRecord',
            id: charge.billingRecordId,
            from: 'pending',
            to: 'paid',
            set: { paidAt: new Date() },
            audit: { action: 'invoice.paid' },
          }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await auditOf('BillingRecord', charge.billingRecordId)).toHaveLength(1);
  });

  it('writes nothing when the transaction rolls back after the move', async () => {
    const charge = await createHireCharge(db);
    await expect(
      db.prisma.$transaction(async (tx) => {
        await moveState(tx, {
          subject: 'BillingRecord',
          id: charge.billingRecordId,
          from: 'pending',
          to: 'void',
          audit: { action: 'invoice.voided' },
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect((await db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } })).status).toBe(
      'pending',
    );
    expect(await auditOf('BillingRecord', charge.billingRecordId)).toEqual([]);
  });
});
