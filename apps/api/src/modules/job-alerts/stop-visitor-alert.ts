import type { PrismaClient } from '@mainwork/db';
import { isSignedBy, jobAlertKeyOf, type UnsubscribeClaim } from '../../infra/mail/notification-preferences.ts';

/**
 * A visitor's alert e-mail's one-click unsubscribe (the notification settings' unsubscribe link, for an
 * alert with no user): checks the token with the alert's own key and stops that alert. False: not signed.
 */
export async function stopVisitorAlert(
  prisma: PrismaClient,
  alertId: number,
  claim: UnsubscribeClaim,
): Promise<boolean> {
  const key = await jobAlertKeyOf(prisma, alertId);
  if (!key || !isSignedBy(key, claim)) return false;
  await prisma.jobAlert.update({ where: { id: alertId }, data: { active: false } });
  return true;
}
