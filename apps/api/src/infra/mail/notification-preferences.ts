import { createHmac, timingSafeEqual } from 'node:crypto';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { ZNewApplicantsDelivery, type TNotificationKind, ZNotificationKind } from '@mainwork/contracts';
import { queryRows } from '../database-rows.ts';

const ZStoredSettings = z.object({
  job_alerts: z.boolean(),
  application_updates: z.boolean(),
  referral_updates: z.boolean(),
  new_applicants: z.boolean(),
  new_applicants_delivery: ZNewApplicantsDelivery,
  unsubscribe_key: z.string(),
});
export type StoredNotificationSettings = z.infer<typeof ZStoredSettings>;

const SETTINGS_COLUMNS = sql`"jobAlerts" AS job_alerts, "applicationUpdates" AS application_updates,
  "referralUpdates" AS referral_updates, "newApplicants" AS new_applicants,
  "newApplicantsDelivery"::text AS new_applicants_delivery, "unsubscribeKey" AS unsubscribe_key`;

/**
 * The user's settings, their row made (with the defaults and a new signing key) when they had none. The
 * no-op update makes a concurrent first insert wait and return the row that won.
 */
export async function notificationSettingsOf(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  userId: number,
): Promise<StoredNotificationSettings> {
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
 * Whether the user wants this kind of e-mail sent now. New applicants go one by one only to an employer
 * who chose 'instantly'; one who chose the daily digest hears of them in the digest.
 */
export function wantsMailNow(settings: StoredNotificationSettings, kind: TNotificationKind): boolean {
  switch (kind) {
    case 'job_alerts':
      return settings.job_alerts;
    case 'application_updates':
      return settings.application_updates;
    case 'referral_updates':
      return settings.referral_updates;
    case 'new_applicants':
      return settings.new_applicants && settings.new_applicants_delivery === 'instant';
  }
}

function signature(key: string, userId: number, kind: TNotificationKind): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest();
}

/** `<user id>.<kind>.<HMAC-SHA256 with the user's own key>`: names the user and the kind, and cannot be forged. */
export function unsubscribeToken(key: string, userId: number, kind: TNotificationKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

const TOKEN = /^([1-9]\d{0,9})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/;

/** What an unsubscribe token claims, before its signature is checked (`null`: not a token at all). */
export function readUnsubscribeToken(token: string): { userId: number; kind: TNotificationKind; mac: Buffer } | null {
  const match = TOKEN.exec(token);
  const kind = ZNotificationKind.safeParse(match?.[2]);
  if (!match || !kind.success || Number(match[1]) > 2_147_483_647) return null;
  return { userId: Number(match[1]), kind: kind.data, mac: Buffer.from(match[3]!, 'base64url') };
}

export function isSignedBy(key: string, claim: { userId: number; kind: TNotificationKind; mac: Buffer }): boolean {
  const expected = signature(key, claim.userId, claim.kind);
  return expected.length === claim.mac.length && timingSafeEqual(expected, claim.mac);
}
