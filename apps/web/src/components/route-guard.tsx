import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { can } from '../lib/permissions.ts';
import { useGlobalAlert } from './alert-bar.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { useModal } from './modal-root.tsx';

export const NO_PERMISSION = 'You do not have permission to view this page.';

type Props = { action: string; subject: string; redirectTo?: string; children: ReactNode };

/**
 * Spec §2.1: once the token check is done, a permitted user sees the screen; a signed-in user without
 * permission gets a danger alert and is sent to `redirectTo` ('/'); a signed-out visitor gets the login
 * modal (returning here after login) and is sent to `redirectTo` too; one who signs out while here is
 * only sent to `redirectTo` (logging out never asks to log in again).
 */
export function RouteGuard({ action, subject, redirectTo = '/', children }: Props) {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const { showAlert } = useGlobalAlert();
  const { openModal } = useModal();
  const location = useLocation();
  const permitted = can(currentUser, action, subject);
  // Someone who signs out here is on their way home (the header's Log out): no login modal for them.
  const signedInHere = useRef(false);
  useEffect(() => {
    if (loggedIn) signedInHere.current = true;
  }, [loggedIn]);

  useEffect(() => {
    if (!tokenChecked || permitted) return;
    if (loggedIn) showAlert({ message: NO_PERMISSION, alertType: 'danger', keepForNextPage: true });
    else if (!signedInHere.current) openModal('LoginModal', { redirectTo: `${location.pathname}${location.search}` });
  }, [tokenChecked, permitted, loggedIn, showAlert, openModal, location.pathname, location.search]);

  if (!tokenChecked) return <LoadingScreen />;
  if (!permitted) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
