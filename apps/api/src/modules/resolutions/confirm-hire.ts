import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { applicationDecisionMail } from '../applicants/mail/application-decision.tsx';
import { APPLICANT_DISPLAY_VALUE } from './applicant-display-value.ts';
import { recordConfirmedHire } from './billing-record.ts';
import { closeJob } from './close-job.ts';
import { hireCost, humanFriendlyCents } from './hire-cost.ts';
import { jobReward } from './job-reward.ts';
import type { ResolutionDeps } from './resolution-deps.ts';
import { hireReceiptMail } from './mail/hire-receipt.tsx';

type Tx = Prisma.TransactionClient;

const ZHiredApplicant = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  display_value: z.string(),
});

/**
 * Marks the selected application hired and, when that changed it, queues the candidate's "You have been
 * hired" e-mail. Returns the applicant's display value for the receipt.
 */
async function hireApplicant(
  tx: Tx,
  deps: Pick<ResolutionDeps, 'publicUrl'>,
  input: { applicationId: number; jobTitle: string; businessName: string },
): Promise<string | null> {
  const changed = await tx.application.updateMany({
    where: { id: input.applicationId, status: { not: 'hired' } },
    data: { status: 'hired' },
  });
  const [hired] = await queryRows(
    tx,
    ZHiredApplicant,
    sql`SELECT u.id AS user_id, u.email, u."firstName" AS first_name, ${APPLICANT_DISPLAY_VALUE} AS display_value
          FROM applications ap JOIN users u ON u.id = ap."userId" WHERE ap.id = ${input.applicationId}`,
  );
  if (!hired) return null;
  if (changed.count === 1)
    await enqueueMail(
      tx,
      await applicationDecisionMail({
        to: hired.email,
        publicUrl: deps.publicUrl,
        firstName: hired.first_name,
        jobTitle: input.jobTitle,
        businessName: input.businessName,
        status: 'hired',
      }),
      { kind: 'application_updates', userId: hired.user_id },
    );
  return hired.display_value;
}

/**
 * confirm_billing, after the resolution moved to complete: the job closes, the selected applicant is
 * hired (and told, by queued mail), the charge and the referrer's reward are recorded, the employer gets
 * a receipt. All in the caller's transaction.
 */
export async function confirmHire(
  tx: Tx,
  deps: ResolutionDeps,
  input: { jobId: number; businessId: number; resolutionId: number; actorId: number; foundApplicant: boolean },
): Promise<void> {
  await closeJob(tx, input.jobId);
  const selected = input.foundApplicant
    ? await tx.resolutionSelectedApplicant.findFirst({
        where: { resolutionId: input.resolutionId },
        select: { applicationId: true },
      })
    : null;
  const applicationId = selected?.applicationId ?? null;
  const reward = await jobReward(tx, input.jobId);
  const job = await tx.job.findUniqueOrThrow({
    where: { id: input.jobId },
    select: { title: true, business: { select: { name: true, owner: { select: { email: true } } } } },
  });
  const actor = await tx.user.findUniqueOrThrow({ where: { id: input.actorId }, select: { email: true } });

  const applicantName =
    applicationId === null
      ? null
      : await hireApplicant(tx, deps, { applicationId, jobTitle: job.title, businessName: job.business.name });

  await recordConfirmedHire(tx, {
    resolutionId: input.resolutionId,
    businessId: input.businessId,
    applicationId,
    rewardValueCents: reward?.amountCents ?? 0,
    rewardType: reward?.type ?? null,
    feePercent: deps.platformFeePercent,
    stripeConfigured: deps.stripeConfigured,
    actorId: input.actorId,
  });

  const cost = hireCost(reward?.amountCents ?? 0, deps.platformFeePercent);
  await enqueueMail(
    tx,
    await hireReceiptMail({
      to: job.business.owner?.email ?? actor.email,
      publicUrl: deps.publicUrl,
      businessName: job.business.name,
      jobTitle: job.title,
      applicantName,
      rewardLabel: reward?.label ?? null,
      reward: humanFriendlyCents(cost.rewardCents),
      fee: humanFriendlyCents(cost.feeCents),
      feePercent: deps.platformFeePercent,
      total: humanFriendlyCents(cost.totalCents),
    }),
    { transactional: true },
  );
}
