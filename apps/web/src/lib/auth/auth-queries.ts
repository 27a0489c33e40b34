import { type TCurrentUser, type TLoginBody } from '@mainwork/contracts';
import * as endpoints from '../endpoints.ts';
import { ApiError, callEndpoint } from '../api-client.ts';

export const currentUserKey = ['auth', 'current-user'] as const;

/** The signed-in user, or null when the session is missing or expired (401). */
export async function verifyToken(): Promise<TCurrentUser | null> {
  try {
    return await callEndpoint(endpoints.auth.verifyToken);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const login = (body: TLoginBody) => callEndpoint(endpoints.auth.login, { body });
export const register = (form: FormData) => callEndpoint(endpoints.auth.register, { body: form });
export const logout = () => callEndpoint(endpoints.auth.logout);
