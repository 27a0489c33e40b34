import { createHmac, timingSafeEqual } from 'node:crypto';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import {
  type TNewApplicantsDelivery,
  type TNotificationKind,
  ZNewApplicantsDelivery,
  ZNotificationKind,
} from '@mainwork/contracts';
import { queryRows } from '../database-rows.ts';

const ZStoredSettings = z.object({
  job_alerts: z.boolean(),
  application_updates: z.boolean(),
  referral_updates: z.boolean(),
  new_applicants: z.boolean(),
  new_applicants_delivery: ZNewApplicantsDelivery,
  saved_jobs: z.boolean(),
  unsubscribe_key: z.string(),
  /** Whether the user's address is confirmed: no e-mail of a kind goes to an address before it is. */
  address_confirmed: z.boolean(),
});
export type StoredNotificationSettings = z.infer<typeof ZStoredSettings>;

const SETTINGS_COLUMNS = sql`"jobAlerts" AS job_alerts, "applicationUpdates" AS application_updates,
  "referralUpdates" AS referral_updates, "newApplicants" AS new_applicants,
  "newApplicantsDelivery"::text AS new_applicants_delivery, "savedJobs" AS saved_jobs, "unsubscribeKey" AS unsubscribe_key,
  coalesce((SELECT u."emailConfirmedAt" IS NOT NULL FROM users u WHERE u.id = "userId"), false) AS address_confirmed`;

/**
 * The user's settings, their row made (with the defaults and a new signing key) when they had none: read
 * first, so queuing an e-mail writes nothing once the row exists. The no-op update makes a concurrent
 * first insert wait and return the row that won.
 */
export async function notificationSettingsOf(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  userId: number,
): Promise<StoredNotificationSettings> {
  const [known] = await queryRows(
    tx,
    ZStoredSettings,
    sql`SELECT ${SETTINGS_COLUMNS} FROM notification_settings WHERE "userId" = ${userId}`,
  );
  if (known) return known;
  const [row] = await queryRows(
    tx,
    ZStoredSettings,
    sql`INSERT INTO notification_settings ("userId") VALUES (${userId})
        ON CONFLICT ("userId") DO UPDATE SET "userId" = EXCLUDED."userId"
        RETURNING ${SETTINGS_COLUMNS}`,
  );
  return row!;
}

/**
 * Whether this kind of e-mail goes to the user now: never before their address is confirmed (an alert,
 * a digest or a notice to an address its owner never agreed to is mail without consent; decision 051), then
 * as the user chose. New applicants go one by one only to an employer
 * who chose 'instantly'; one who chose the daily digest hears of them in the digest (`delivery`
 * 'daily_digest': the digest's own e-mail, which goes only to them).
 */
export function wantsMailNow(
  settings: StoredNotificationSettings,
  kind: TNotificationKind,
  delivery: TNewApplicantsDelivery = 'instant',
): boolean {
  if (!settings.address_confirmed) return false;
  switch (kind) {
    case 'job_alerts':
      return settings.job_alerts;
    case 'application_updates':
      return settings.application_updates;
    case 'referral_updates':
      return settings.referral_updates;
    case 'new_applicants':
      return settings.new_applicants && settings.new_applicants_delivery === delivery;
    case 'saved_jobs':
      return settings.saved_jobs;
  }
}

/** Whose e-mail an unsubscribe token stops: a user's kind of e-mail, or one visitor's job alert. */
export type UnsubscribeSubject = { userId: number } | { alertId: number };

/** The subject as the token writes it and its signature covers it: `<user id>` or `alert-<alert id>`. */
function subjectName(subject: UnsubscribeSubject): string {
  return 'userId' in subject ? String(subject.userId) : `alert-${subject.alertId}`;
}

function signature(key: string, subject: UnsubscribeSubject, kind: TNotificationKind): Buffer {
  return createHmac('sha256', key)
    .update(`unsubscribe:${subjectName(subject)}:${kind}`)
    .digest();
}

/**
 * `<user id>.<kind>.<HMAC-SHA256 with the user's own key>`, or for a visitor's job alert (no user, no
 * settings) `alert-<alert id>.job_alerts.<HMAC-SHA256 with the alert's own key>`: names whose e-mail and
 * which kind, and cannot be forged.
 */
export function unsubscribeToken(key: string, subject: UnsubscribeSubject, kind: TNotificationKind): string {
  return `${subjectName(subject)}.${kind}.${signature(key, subject, kind).toString('base64url')}`;
}

export type UnsubscribeClaim = { subject: UnsubscribeSubject; kind: TNotificationKind; mac: Buffer };

const TOKEN = /^(alert-)?([1-9]\d{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/;

/** What an unsubscribe token claims, before its signature is checked (`null`: not a token at all). */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const match = TOKEN.exec(token);
  const kind = ZNotificationKind.safeParse(match?.[3]);
  if (!match || !kind.success || Number(match[2]) > 2_147_483_647) return null;
  const id = Number(match[2]);
  // A visitor's alert has no settings to turn off: its token stops that alert alone.
  if (match[1] && kind.data !== 'job_alerts') return null;
  return {
    subject: match[1] ? { alertId: id } : { userId: id },
    kind: kind.data,
    mac: Buffer.from(match[4]!, 'base64url'),
  };
}

export function isSignedBy(key: string, claim: UnsubscribeClaim): boolean {
  const expected = signature(key, claim.subject, claim.kind);
  return expected.length === claim.mac.length && timingSafeEqual(expected, claim.mac);
}

const ZAlertKey = z.object({ secret_key: z.string() });

/** The signing key of a visitor's job alert (`null`: no such alert). */
export async function jobAlertKeyOf(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  alertId: number,
): Promise<string | null> {
  const [row] = await queryRows(
    tx,
    ZAlertKey,
    sql`SELECT "secretKey" AS secret_key FROM job_alerts WHERE id = ${alertId} AND "userId" IS NULL`,
  );
  return row?.secret_key ?? null;
}
