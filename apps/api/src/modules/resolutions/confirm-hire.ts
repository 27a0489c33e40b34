import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { recordWebhookEvents } from '../../domain/webhook-events.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { changeApplicantStatus } from '../applicants/change-applicant-status.ts';
import { APPLICANT_DISPLAY_VALUE } from './applicant-display-value.ts';
import { recordConfirmedHire } from './billing-record.ts';
import { closeJob } from './close-job.ts';
import { hireCharge, hiredApplicationId, humanFriendlyCents } from './hire-charge.ts';
import type { ResolutionDeps } from './resolution-deps.ts';
import { hireReceiptMail } from './mail/hire-receipt.tsx';

type Tx = Prisma.TransactionClient;

const ZDisplayValue = z.object({ display_value: z.string() });

/**
 * confirm_billing, after the resolution moved to complete: the job closes, the selected applicant is
 * hired (the applicants' one status change, which tells them by queued mail), the charge and the
 * referrer's reward are recorded as `hireCharge` prices them, and the employer gets a receipt of the same
 * figures. All in the caller's transaction.
 */
export async function confirmHire(
  tx: Tx,
  deps: ResolutionDeps,
  input: { jobId: number; businessId: number; resolutionId: number; actorId: number; foundApplicant: boolean },
): Promise<void> {
  await closeJob(tx, input.jobId, input.actorId);
  const applicationId = input.foundApplicant ? await hiredApplicationId(tx, input.resolutionId) : null;
  const job = await tx.job.findUniqueOrThrow({
    where: { id: input.jobId },
    select: { title: true, business: { select: { name: true, owner: { select: { email: true, firstName: true } } } } },
  });
  const actor = await tx.user.findUniqueOrThrow({
    where: { id: input.actorId },
    select: { email: true, firstName: true },
  });

  let applicantName: string | null = null;
  if (applicationId !== null) {
    await changeApplicantStatus(tx, deps, {
      jobId: input.jobId,
      jobTitle: job.title,
      applicationIds: [applicationId],
      status: 'hired',
    });
    const [hired] = await queryRows(
      tx,
      ZDisplayValue,
      sql`SELECT ${APPLICANT_DISPLAY_VALUE} AS display_value
            FROM applications ap JOIN users u ON u.id = ap."userId" WHERE ap.id = ${applicationId}`,
    );
    applicantName = hired?.display_value ?? null;
  }

  const charge = await hireCharge(tx, { jobId: input.jobId, applicationId, feePercent: deps.platformFeePercent });
  await recordConfirmedHire(tx, {
    resolutionId: input.resolutionId,
    businessId: input.businessId,
    applicationId,
    charge,
    feePercent: deps.platformFeePercent,
    stripeConfigured: deps.stripeConfigured,
    actorId: input.actorId,
  });

  await recordWebhookEvents(tx, [
    {
      businessId: input.businessId,
      type: 'hire.confirmed',
      data: {
        hire: {
          job_id: input.jobId,
          job_title: job.title,
          // Null when the person hired did not apply through MainWork.
          application_id: applicationId,
          resolution_id: input.resolutionId,
          confirmed_at: new Date().toISOString(),
        },
      },
    },
  ]);

  await enqueueMail(
    tx,
    await hireReceiptMail({
      to: job.business.owner?.email ?? actor.email,
      publicUrl: deps.publicUrl,
      firstName: job.business.owner ? job.business.owner.firstName : actor.firstName,
      businessName: job.business.name,
      jobTitle: job.title,
      applicantName,
      rewardLabel: charge.reward?.label ?? null,
      rewardDue: charge.rewardDue,
      reward: humanFriendlyCents(charge.rewardCents),
      fee: humanFriendlyCents(charge.feeCents),
      feePercent: deps.platformFeePercent,
      total: humanFriendlyCents(charge.totalCents),
    }),
    { transactional: true },
  );
}
