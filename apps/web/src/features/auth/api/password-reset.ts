import { queryOptions } from '@tanstack/react-query';
import { RESET_TOKEN_HEADER } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** Asks for a reset link by e-mail; answers `{ message }` whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  callEndpoint(endpoints.auth.forgotPassword, { body: { email: email.trim() } });

const passwordResetKeys = {
  token: (id: string, token: string) => ['auth', 'reset-password-token', id, token] as const,
};

/** Checks a reset link's token (sent in the Reset-Password-Token header); 401/404 when expired or invalid. */
export const verifyResetPasswordToken = (id: string, token: string) =>
  callEndpoint(endpoints.auth.verifyResetPasswordToken, {
    params: { id },
    headers: { [RESET_TOKEN_HEADER]: token },
  });

/** The reset link's check, once per visit of the page; never kept for another visit. */
export const resetTokenQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.token(id, token),
    queryFn: () => verifyResetPasswordToken(id, token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Sets the new password with the same token; answers `{ message }`. */
export const resetPassword = (id: string, token: string, user: { password: string; password_confirmation: string }) =>
  callEndpoint(endpoints.auth.resetPassword, {
    params: { id },
    headers: { [RESET_TOKEN_HEADER]: token },
    body: { user },
  });
