import type { PrismaClient } from '@mainwork/db';
import { MAX_JOB_ALERTS_PER_ADDRESS, type TJobAlert, type TJobAlertInput, type TMessage } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { alertData, lockAddress, toJobAlert } from './job-alert-search.ts';

export const TOO_MANY_ALERTS = `You can have at most ${MAX_JOB_ALERTS_PER_ADDRESS} job alerts. Delete one to save this search.`;

/** The signed-in user's alerts, oldest first. */
export async function listJobAlerts(prisma: PrismaClient, userId: number): Promise<TJobAlert[]> {
  const alerts = await prisma.jobAlert.findMany({ where: { userId }, orderBy: { id: 'asc' } });
  return alerts.map(toJobAlert);
}

/**
 * Saves a search as the user's alert, mailed to their account's address: confirmed as it is made (they
 * are signed in), and new jobs count from then on. At most ten a user.
 */
export async function createJobAlert(prisma: PrismaClient, userId: number, input: TJobAlertInput): Promise<TJobAlert> {
  return prisma.$transaction(async (tx) => {
    await lockAddress(tx, `user:${userId}`);
    if ((await tx.jobAlert.count({ where: { userId } })) >= MAX_JOB_ALERTS_PER_ADDRESS)
      throw AppError.invalid({ base: [TOO_MANY_ALERTS] });
    const alert = await tx.jobAlert.create({ data: { userId, ...alertData(input), confirmedAt: new Date() } });
    return toJobAlert(alert);
  });
}

/** Changes the user's own alert; anyone else's is not found. */
export async function updateJobAlert(
  prisma: PrismaClient,
  userId: number,
  id: number,
  input: TJobAlertInput,
): Promise<TJobAlert> {
  const { count } = await prisma.jobAlert.updateMany({ where: { id, userId }, data: alertData(input) });
  if (count === 0) throw AppError.notFound('Job alert');
  return toJobAlert(await prisma.jobAlert.findUniqueOrThrow({ where: { id } }));
}

export async function deleteJobAlert(prisma: PrismaClient, userId: number, id: number): Promise<TMessage> {
  const { count } = await prisma.jobAlert.deleteMany({ where: { id, userId } });
  if (count === 0) throw AppError.notFound('Job alert');
  return { message: 'The job alert was deleted.' };
}
