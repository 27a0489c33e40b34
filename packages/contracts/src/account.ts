import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody, ZMessage } from './errors.ts';

/** The account settings of spec §3 "User (settings)". */
export const ZUserSettings = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  referral_payment_method_id: z.number().int().nullable(),
  /** Whether the link mailed to `email` was followed; until then no alert, digest or reminder goes there. */
  email_confirmed: z.boolean(),
  /**
   * A new address waiting for its confirmation link to be followed; the account keeps `email` until then
   * (docs/decisions/051-address-consent.md).
   */
  pending_email: z.string().nullable(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** A text the server checks itself (length, format), so the contract only bounds it. */
const ZSettingsText = z.string().trim().max(1024).nullable().optional();

/**
 * `PATCH /api/v1/users/me` (spec §7): the settings to change. A new e-mail address needs the account's
 * current password (`current_password`), so a session left open elsewhere cannot take the account over.
 */
export const ZUpdateUserSettingsBody = z.object({
  first_name: ZSettingsText,
  last_name: ZSettingsText,
  email: ZSettingsText,
  phone: ZSettingsText,
  /** A payment method id; an empty value clears it. Checked by the server, errors under `referral_payment_method`. */
  referral_payment_method_id: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  current_password: z.string().max(1024).optional(),
});
export type TUpdateUserSettingsBody = z.infer<typeof ZUpdateUserSettingsBody>;

/** `PATCH /api/v1/users/update_password` (spec §7). */
export const ZUpdatePasswordBody = z.object({
  old_password: z.string().max(1024).optional(),
  password: z.string().max(1024).optional(),
});
export type TUpdatePasswordBody = z.infer<typeof ZUpdatePasswordBody>;

/** One signed-in session of the user: where (a device read from its browser's user agent) and when. */
export const ZAccountSession = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** `POST /api/v1/users/confirm_email?token=…`: the token of an e-mail confirmation link. */
export const ZEmailConfirmationQuery = z.object({ token: z.string().max(200) });

export const ACCOUNT_MESSAGES = {
  emailConfirmationSent: 'We sent a confirmation link to the address. It works once, for 24 hours.',
  emailChangeCanceled: 'The change of e-mail address was canceled.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  emailChanged: 'Your account now uses this e-mail address.',
  invalidConfirmationLink:
    'This confirmation link has expired or is not valid. Send a new one from your settings (User Settings).',
  emailTakenMeanwhile: 'This e-mail address is now used by another account, so the change was not made.',
  passwordChanged: 'Password changed successfully.',
  otherSessionsEnded: 'Your other sessions have been signed out.',
  sessionEnded: 'The session has been signed out.',
} as const;

export const accountEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me',
    summary: "The signed-in user's account settings",
    description:
      "The signed-in user's name, e-mail address (with any pending change), phone and referral payment method, as the settings screen shows them.",
    access: 'signed_in',
    responses: { 200: ZUserSettings, 401: ZErrorBody },
  }),
  updateSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/users/me',
    summary: 'Change name, e-mail (with the current password), phone and referral payment method',
    description:
      'Changes the fields sent. A new e-mail address needs `current_password` and takes effect only when the link mailed to it is followed; until then the old address stays. Invalid fields answer 422.',
    access: 'signed_in',
    body: ZUpdateUserSettingsBody,
    responses: { 200: ZUserSettings, 400: ZErrorBody, 401: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody },
  }),
  updatePassword: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/users/update_password',
    summary: "Change the password with the old one; the user's other sessions end",
    description:
      'Needs the current password (`old_password`). On success every other session of the user ends; the one making the request stays signed in.',
    access: 'signed_in',
    body: ZUpdatePasswordBody,
    responses: { 200: ZMessage, 400: ZErrorBody, 401: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody },
  }),
  resendEmailConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/email_confirmation',
    summary: 'Mail a new confirmation link: to the pending new address, else to the unconfirmed own address',
    description:
      'Mails a fresh confirmation link and makes the older ones stop working. 409 when there is nothing to confirm; 429 when too many links were mailed recently.',
    access: 'signed_in',
    responses: { 200: ZMessage, 401: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
  }),
  cancelEmailChange: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/users/me/email_change',
    summary: 'Cancel a pending change of e-mail address (its link stops working)',
    description:
      'Drops the pending new address; the account keeps its current one. Answers 200 also when no change was pending.',
    access: 'signed_in',
    responses: { 200: ZMessage, 401: ZErrorBody },
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/confirm_email',
    summary: "An e-mail confirmation link: the account's address is confirmed, or the pending new one replaces it",
    description:
      'Takes the token from a confirmation e-mail. No session is needed: the token decides. 400 for an unknown or expired token, 409 when the new address was taken meanwhile.',
    access: 'public',
    query: ZEmailConfirmationQuery,
    responses: { 200: ZMessage, 400: ZErrorBody, 409: ZErrorBody },
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/sessions',
    summary: "The user's signed-in sessions, most recently used first",
    description:
      'Each session with when it started, when it was last used and the browser it came from; the current one is marked.',
    access: 'signed_in',
    responses: { 200: z.array(ZAccountSession), 401: ZErrorBody },
  }),
  endOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/users/me/sessions',
    summary: 'Sign out every session of the user but this one',
    description: 'Signs out every device of the user except the one making the request.',
    access: 'signed_in',
    responses: { 200: ZMessage, 401: ZErrorBody },
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/users/me/sessions/:id',
    summary: 'Sign out one other session of the user',
    description:
      "Signs out one of the user's other sessions by its id. The current session cannot be ended here (use logout); another user's session answers 404.",
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: { 200: ZMessage, 401: ZErrorBody, 404: ZErrorBody },
  }),
} as const;
