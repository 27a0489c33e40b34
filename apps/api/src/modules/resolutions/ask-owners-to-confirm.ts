import type { Prisma } from '@mainwork/db';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { personName } from '../users/display-value.ts';
import { chargeAwaitsOwnerMail } from './mail/charge-awaits-owner.tsx';
import type { ResolutionDeps } from './resolution-deps.ts';

/**
 * A recruiter has reached the billing step, which only an owner confirms: every active owner of the
 * business is told, in the same transaction as the step (a rolled-back step mails no one). Like the hire
 * receipt, this is about the business's own charge, so it goes whatever the owner's notification settings.
 */
export async function askOwnersToConfirm(
  tx: Prisma.TransactionClient,
  deps: Pick<ResolutionDeps, 'publicUrl'>,
  input: { jobId: number; recruiterId: number },
): Promise<void> {
  const job = await tx.job.findUniqueOrThrow({
    where: { id: input.jobId },
    select: {
      title: true,
      business: {
        select: {
          name: true,
          members: {
            where: { role: 'owner', status: 'active', userId: { not: null } },
            select: { user: { select: { email: true, firstName: true } } },
          },
        },
      },
    },
  });
  const recruiter = await tx.user.findUniqueOrThrow({
    where: { id: input.recruiterId },
    select: { firstName: true, lastName: true, email: true },
  });
  const recruiterName = personName(recruiter) ?? recruiter.email;
  for (const owner of job.business.members) {
    if (!owner.user) continue;
    await enqueueMail(
      tx,
      await chargeAwaitsOwnerMail({
        to: owner.user.email,
        publicUrl: deps.publicUrl,
        firstName: owner.user.firstName,
        businessName: job.business.name,
        jobTitle: job.title,
        recruiterName,
      }),
      { transactional: true },
    );
  }
}
