import { z } from 'zod';
import { requiredInDocument, ZFormBoolean, ZFormText, ZFormAddress } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody, ZMessage } from './errors.ts';
import { imageField } from './images.ts';

export const ROLE_NAMES = ['Hunter', 'Employer', 'Admin'] as const;
export const ZRoleName = z.enum(ROLE_NAMES);
export type TRoleName = z.infer<typeof ZRoleName>;

/** `permissions.can`: action → subjects (spec §3, §6). */
export const ZPermissions = z.object({ can: z.record(z.string(), z.array(z.string())) });
export type TPermissions = z.infer<typeof ZPermissions>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZRoleName,
  /** The business the user is on the team of, and their role in it (null: none). */
  business_id: z.number().int().nullable(),
  business_role: z.enum(['owner', 'recruiter']).nullable(),
  organization_ids: z.array(z.number().int()),
  referral_payment_method_id: z.number().int().nullable(),
  /** Whether the account's address is confirmed; until it is, alerts, digests and reminders wait. */
  email_confirmed: z.boolean(),
  permissions: ZPermissions,
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZLoginBody = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(1024),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** Text fields of the multipart sign-up (spec §3 "Sign-up payload"). The logo is `business[logo]`. */
export const ZRegisterFields = z.object({
  email: requiredInDocument(ZFormText),
  password: requiredInDocument(z.string().max(1024).optional()),
  first_name: ZFormText,
  last_name: ZFormText,
  phone: ZFormText,
  role_name: z.enum(['Hunter', 'Employer']).optional(),
  required_credit_card: ZFormBoolean,
  /** Affiliate link id from /signup?al=… */
  al: ZFormText,
  /** A team invitation's token: the Employer account joins that business's team instead of making one. */
  invitation_token: ZFormText,
  business: z
    .object({
      name: ZFormText,
      employer_size_id: ZFormText,
      address_attributes: ZFormAddress.optional(),
    })
    .optional(),
});
export type TRegisterFields = z.infer<typeof ZRegisterFields>;

export const ZForgotPasswordBody = z.object({ email: z.string().trim().max(320) });
export const ZResetPasswordBody = z.object({
  user: z.object({
    password: z.string().max(1024).optional(),
    password_confirmation: z.string().max(1024).optional(),
  }),
});
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export const ZUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZResetTokenCheck = z.object({ id: z.number().int(), email: z.string() });

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password; sets the session cookie',
    description:
      'Checks the e-mail address and password and answers the user with their permissions, setting the session cookie. Wrong credentials answer 401 with one message for both cases; a deactivated account answers 403; repeated failures for an address answer 429 with `Retry-After`.',
    access: 'public',
    body: ZLoginBody,
    responses: { 200: ZCurrentUser, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Sign up as a Hunter, or as an Employer with a business (multipart)',
    description:
      "Creates the account and signs it in (the session cookie is set). An Employer also gives `phone` and `business[name]`, `business[employer_size_id]` and optionally an address and `business[logo]`; with `invitation_token` the Employer joins that business's team instead. Missing or invalid fields answer 422 with the spec's field keys. A welcome e-mail carries the link that confirms the address.",
    access: 'public',
    body: ZRegisterFields,
    // Spec §2.3: the sign-up logo is a JPG or PNG.
    files: { 'business[logo]': imageField('logo', 'businesses.logo', ['png', 'jpeg']) },
    responses: { 201: ZCurrentUser, 400: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody },
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/auth/logout',
    summary: 'End the session (also accepted as POST)',
    description:
      'Ends the session of the cookie sent, if any, and clears the cookie. Kept as GET for links; prefer `POST /auth/logout`.',
    access: 'public',
    publicRead: false,
    responses: { 200: ZMessage },
  }),
  logoutPost: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session',
    description:
      'Ends the session of the cookie sent, if any, and clears the cookie. Answers 200 even without a session.',
    access: 'public',
    responses: { 200: ZMessage },
  }),
  verifyToken: defineEndpoint({
    method: 'GET',
    path: '/auth/verify_token',
    summary:
      'The signed-in user with permissions; null for a visitor with no session cookie, 401 when the cookie sent is no longer a session',
    description:
      'What the web app asks on load: the signed-in user, with `permissions.can`, for the session cookie sent. Without a cookie the answer is `null`; an expired or revoked session answers 401 so the client can forget it.',
    access: 'public',
    publicRead: false,
    responses: { 200: ZCurrentUser.nullable(), 401: ZErrorBody },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/forgot_password',
    summary: 'E-mail a password reset link (same answer for known and unknown addresses)',
    description:
      'Queues an e-mail with a single-use reset link valid for an hour. The answer is the same whether or not the address has an account, so it reveals nothing; too many requests for an address or from one network answer 429.',
    access: 'public',
    body: ZForgotPasswordBody,
    responses: { 200: ZMessage, 422: ZErrorBody, 429: ZErrorBody },
  }),
  verifyResetPasswordToken: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/:id/verify_reset_password_token',
    summary: 'Check a reset token sent in the Reset-Password-Token header',
    description:
      'Lets the reset page say early whether its link still works. The token goes in the `Reset-Password-Token` header; an unknown, used or expired token answers 401.',
    access: 'public',
    publicRead: false,
    params: ZUserIdParams,
    responses: { 200: ZResetTokenCheck, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/:id/reset_password',
    summary: 'Set a new password with a reset token (Reset-Password-Token header)',
    description:
      "Sets the new password when the `Reset-Password-Token` header holds a valid token, uses the token up and ends the user's other sessions. A password that is too weak or does not match its confirmation answers 422.",
    access: 'public',
    params: ZUserIdParams,
    body: ZResetPasswordBody,
    responses: { 200: ZMessage, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody },
  }),
} as const;
