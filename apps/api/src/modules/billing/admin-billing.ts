import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  ADMIN_BILLING_RECORDS_PAGE_SIZE,
  BILLING_MESSAGES,
  type TAdminBillingRecord,
  type TAdminBillingRecordsQuery,
} from '@mainwork/contracts';
import { requireBillingAdmin } from '../../domain/billing-admin-gate.ts';
import { moveState } from '../../domain/move-state.ts';
import { AppError } from '../../http/app-error.ts';
import { findPage, type ListPage } from '../../infra/list-queries.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { enqueueSendInvoiceItem } from './send-invoice-item-job.ts';

const billingSelect = {
  id: true,
  applicationId: true,
  rewardAmountCents: true,
  feeAmountCents: true,
  totalAmountCents: true,
  currency: true,
  status: true,
  stripeInvoiceItemId: true,
  stripeInvoiceId: true,
  createdAt: true,
  paidAt: true,
  business: { select: { id: true, name: true, stripeCustomerId: true } },
  resolution: { select: { job: { select: { id: true, title: true } } } },
} satisfies Prisma.BillingRecordSelect;

type BillingRow = Prisma.BillingRecordGetPayload<{ select: typeof billingSelect }>;

function toAdminBillingRecord(row: BillingRow): TAdminBillingRecord {
  return {
    id: row.id,
    business: { id: row.business.id, name: row.business.name, stripe_customer_id: row.business.stripeCustomerId },
    job: row.resolution.job,
    application_id: row.applicationId,
    reward_amount_cents: row.rewardAmountCents,
    fee_amount_cents: row.feeAmountCents,
    amount_cents: row.totalAmountCents,
    currency: row.currency,
    status: row.status,
    stripe_invoice_item_id: row.stripeInvoiceItemId,
    stripe_invoice_id: row.stripeInvoiceId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** A page of charges, newest first, with the count of all that match. */
export async function listBillingRecords(
  prisma: PrismaClient,
  input: { ability: AppAbility; query: TAdminBillingRecordsQuery },
): Promise<ListPage<TAdminBillingRecord>> {
  requireBillingAdmin(input.ability);
  const where: Prisma.BillingRecordWhereInput = input.query.status ? { status: input.query.status } : {};
  const { rows, total } = await findPage({
    page: input.query.page,
    perPage: ADMIN_BILLING_RECORDS_PAGE_SIZE,
    rows: (window) =>
      prisma.billingRecord.findMany({
        where,
        select: billingSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    count: () => prisma.billingRecord.count({ where }),
  });
  return { rows: rows.map(toAdminBillingRecord), total };
}

/**
 * Sends a charge kept as 'not sent' (made while Stripe was not configured): not_sent → pending and the
 * sending job queued, in one transaction; of two clicks one wins, the other gets 409.
 */
export async function sendBillingRecord(
  prisma: PrismaClient,
  input: { ability: AppAbility; actor: SessionUser; id: number; stripeConfigured: boolean },
): Promise<TAdminBillingRecord> {
  requireBillingAdmin(input.ability);
  await prisma.$transaction(async (tx) => {
    const record = await tx.billingRecord.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!record) throw AppError.notFound('Billing record');
    if (!input.stripeConfigured) throw new AppError('conflict', BILLING_MESSAGES.stripeNotConfigured);
    const moved = await moveState(tx, {
      subject: 'BillingRecord',
      id: input.id,
      from: 'not_sent',
      to: 'pending',
      audit: { action: 'send', actorId: input.actor.id },
    });
    if (!moved) throw new AppError('conflict', BILLING_MESSAGES.notNotSent);
    await enqueueSendInvoiceItem(tx, input.id);
  });
  return toAdminBillingRecord(
    await prisma.billingRecord.findUniqueOrThrow({ where: { id: input.id }, select: billingSelect }),
  );
}
