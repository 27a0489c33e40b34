import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TCurrentUser, TLoginBody } from '@mainwork/contracts';
import { errorMessage } from '../api-client.ts';
import { currentUserKey, login, logout, register, verifyToken } from './auth-queries.ts';

/** Auth state of spec §3/§4: the user, loggedIn, tokenChecked (the first token check is done) and error. */
export type AuthState = {
  currentUser: TCurrentUser | null;
  loggedIn: boolean;
  tokenChecked: boolean;
  error: string | null;
  clearError(): void;
  login(body: TLoginBody): Promise<TCurrentUser>;
  register(form: FormData): Promise<TCurrentUser>;
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({ queryKey: currentUserKey, queryFn: verifyToken, staleTime: Infinity, retry: false });
  const currentUser = query.data ?? null;

  const signedIn = useCallback(
    (user: TCurrentUser) => {
      setError(null);
      queryClient.setQueryData(currentUserKey, user);
      return user;
    },
    [queryClient],
  );
  const failed = useCallback((cause: unknown): never => {
    setError(errorMessage(cause));
    throw cause;
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      currentUser,
      loggedIn: currentUser !== null,
      tokenChecked: query.isFetched || query.isError,
      error,
      clearError: () => setError(null),
      login: (body) => login(body).then(signedIn, failed),
      register: (form) => register(form).then(signedIn, failed),
      async logout() {
        await logout().catch(() => undefined);
        queryClient.setQueryData(currentUserKey, null);
        // Whatever the previous user could see must not linger in the cache.
        queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== currentUserKey[0] });
      },
    }),
    [currentUser, query.isFetched, query.isError, error, signedIn, failed, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
