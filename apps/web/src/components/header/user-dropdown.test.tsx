import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@mainwork/contracts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../../testing/render-app.tsx';
import { RouteGuard } from '../route-guard.tsx';
import { UserDropdown } from './user-dropdown.tsx';
import { LOGGED_OUT_MESSAGE } from './user-menu.tsx';

async function openMenu(user: TCurrentUser | null) {
  renderWithApp([{ path: '/', element: <UserDropdown variant="light" /> }], { user });
  await userEvent.click(await screen.findByRole('button', { name: /account/i }));
  const menu = await waitFor(() => {
    const shown = document.querySelector('.dropdown-menu.show');
    expect(shown).not.toBeNull();
    return shown as HTMLElement;
  });
  return within(menu)
    .queryAllByRole('link')
    .map((link) => link.textContent)
    .concat(
      within(menu)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    );
}

describe('the header dropdown', () => {
  it('gives a Hunter exactly the Hunter rows', async () => {
    expect(await openMenu(userWith(ROLE_PERMISSIONS.Hunter))).toEqual([
      'User Settings',
      'My Applications',
      'Instant Apply Defaults',
      'Saved Jobs',
      'My Share Links',
      'My Rewards',
      'Job Alerts',
      'Log out',
    ]);
    expect(screen.getByText('Signed in as')).toBeInTheDocument();
    expect(screen.getByText('someone@example.com')).toBeInTheDocument();
  });

  it('gives an employer the dashboard, the business profile and share links, not the candidate rows', async () => {
    expect(await openMenu(userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }))).toEqual([
      'User Settings',
      'Dashboard',
      'Business Profile',
      'My Share Links',
      'My Rewards',
      'Job Alerts',
      'Log out',
    ]);
  });

  it('gives an admin the admin rows', async () => {
    expect(await openMenu(userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }))).toEqual([
      'User Settings',
      'Admin Dashboard',
      'My Share Links',
      'My Rewards',
      'Job Alerts',
      'Affiliate Links',
      'Organizations',
      'Regions',
      'Reward Sources',
      'Billing',
      'Rewards',
      'Log out',
    ]);
  });

  it('gives everything to manage all', async () => {
    const rows = await openMenu(userWith({ manage: ['all'] }));
    expect(rows).toHaveLength(16);
  });

  it('offers a visitor Log in, Sign up and the employers page', async () => {
    expect(await openMenu(null)).toEqual(['Employers - Post a job', 'Log in', 'Sign up']);
  });

  it('logging out from a guarded page lands on / without opening the login modal, and says so', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const LoginModal = vi.fn(() => <p>Log in please</p>);
    const { router } = renderWithApp(
      [
        { path: '/', element: <p>Home page</p> },
        {
          path: '/my_share_links',
          element: (
            <>
              <UserDropdown variant="light" />
              <RouteGuard action="manage" subject="basic">
                <p>My share links</p>
              </RouteGuard>
            </>
          ),
        },
      ],
      { user: userWith(ROLE_PERMISSIONS.Hunter), initialPath: '/my_share_links', modals: { LoginModal } },
    );
    await userEvent.click(await screen.findByRole('button', { name: /account/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(LoginModal).not.toHaveBeenCalled();
    expect(screen.queryByText('Log in please')).not.toBeInTheDocument();
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeInTheDocument();
  });
});
