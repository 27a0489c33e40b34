import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModalComponentProps } from './modal-root.tsx';
import { currentUserKey } from '../lib/auth/auth-queries.ts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../testing/render-app.tsx';
import { NO_PERMISSION, RouteGuard } from './route-guard.tsx';

const routes = [
  { path: '/', element: <p>Home page</p> },
  {
    path: '/admin/dashboard',
    element: (
      <RouteGuard action="read" subject="admin_dashboard">
        <p>Admin screen</p>
      </RouteGuard>
    ),
  },
];

function FakeLoginModal({ show, redirectTo }: ModalComponentProps<{ redirectTo?: string }>) {
  return show ? <div role="dialog">Login modal, then back to {redirectTo}</div> : null;
}

describe('RouteGuard', () => {
  it('shows the screen to a user with the permission', async () => {
    renderWithApp(routes, {
      user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
      initialPath: '/admin/dashboard',
    });
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
  });

  it('sends a signed-in user without it home with the danger alert', async () => {
    const { router } = renderWithApp(routes, {
      user: userWith(ROLE_PERMISSIONS.Hunter),
      initialPath: '/admin/dashboard',
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(NO_PERMISSION);
    expect(alert).toHaveClass('alert-danger');
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('opens the login modal for a signed-out visitor, remembering where they were going', async () => {
    renderWithApp(routes, {
      user: null,
      initialPath: '/admin/dashboard?tab=1',
      modals: { LoginModal: FakeLoginModal as never },
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Login modal, then back to /admin/dashboard?tab=1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a user who signs out on the page home without the login modal (the page stays until home has loaded)', async () => {
    const { router, queryClient } = renderWithApp(routes, {
      user: userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }),
      initialPath: '/admin/dashboard',
      modals: { LoginModal: FakeLoginModal as never },
    });
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
    // Signed out while this page is still the one on screen, as when the way home is still loading.
    act(() => queryClient.setQueryData(currentUserKey, null));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
