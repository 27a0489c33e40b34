import type { PrismaClient } from '@mainwork/db';
import {
  NOTIFICATION_KIND_LABELS,
  ZNotificationSettings,
  type TNotificationKind,
  type TNotificationSettings,
  type TUnsubscribed,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { stopVisitorAlert } from '../job-alerts/stop-visitor-alert.ts';
import {
  isSignedBy,
  notificationSettingsOf,
  readUnsubscribeToken,
  type StoredNotificationSettings,
} from '../../infra/mail/notification-preferences.ts';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Turn e-mails off in your notification settings instead.';

const FIELD_OF_KIND = {
  job_alerts: 'jobAlerts',
  application_updates: 'applicationUpdates',
  referral_updates: 'referralUpdates',
  new_applicants: 'newApplicants',
  saved_jobs: 'savedJobs',
} as const satisfies Record<TNotificationKind, string>;

function toSettings(stored: StoredNotificationSettings): TNotificationSettings {
  return ZNotificationSettings.parse(stored);
}

/** The user's notification settings; the defaults (everything on, new applicants instantly) until changed. */
export async function findNotificationSettings(prisma: PrismaClient, userId: number): Promise<TNotificationSettings> {
  return toSettings(await notificationSettingsOf(prisma, userId));
}

export async function updateNotificationSettings(
  prisma: PrismaClient,
  userId: number,
  settings: TNotificationSettings,
): Promise<TNotificationSettings> {
  const data = {
    jobAlerts: settings.job_alerts,
    applicationUpdates: settings.application_updates,
    referralUpdates: settings.referral_updates,
    newApplicants: settings.new_applicants,
    newApplicantsDelivery: settings.new_applicants_delivery,
    savedJobs: settings.saved_jobs,
  };
  await prisma.notificationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return findNotificationSettings(prisma, userId);
}

/**
 * A followed unsubscribe link (one click, no session): checks the token's signature with the key of the
 * user it names and turns that kind of e-mail off; a visitor's job alert's link (no user, no settings)
 * stops that alert. Following it again changes nothing and answers the same.
 */
export async function unsubscribe(prisma: PrismaClient, token: string): Promise<TUnsubscribed> {
  const claim = readUnsubscribeToken(token);
  if (!claim) throw new AppError('bad_request', INVALID_UNSUBSCRIBE_LINK);
  const { subject } = claim;
  if ('alertId' in subject) {
    if (!(await stopVisitorAlert(prisma, subject.alertId, claim)))
      throw new AppError('bad_request', INVALID_UNSUBSCRIBE_LINK);
    return { kind: claim.kind, message: 'You will no longer get this job alert.' };
  }
  const owner = await prisma.notificationSettings.findUnique({
    where: { userId: subject.userId },
    select: { unsubscribeKey: true },
  });
  if (!owner || !isSignedBy(owner.unsubscribeKey, claim)) throw new AppError('bad_request', INVALID_UNSUBSCRIBE_LINK);
  await prisma.notificationSettings.update({
    where: { userId: subject.userId },
    data: { [FIELD_OF_KIND[claim.kind]]: false },
  });
  return {
    kind: claim.kind,
    message: `You will no longer get ${NOTIFICATION_KIND_LABELS[claim.kind].toLowerCase()} e-mails.`,
  };
}
