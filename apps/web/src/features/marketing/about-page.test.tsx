import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import AboutPage from './about-page.tsx';
import { fakeModals } from './marketing-test-utils.tsx';

const routes = [
  { path: '/about', element: <AboutPage /> },
  { path: '/jobs', element: <p>Jobs page</p> },
];

describe('AboutPage', () => {
  it('shows the three steps', async () => {
    renderWithApp(routes, { initialPath: '/about', modals: fakeModals });
    expect(await screen.findByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(steps).toEqual([
      expect.stringContaining('Explore opportunities'),
      expect.stringContaining('Share and refer'),
      expect.stringContaining('Help your community'),
    ]);
  });

  it('sends a logged-in user to the jobs with Start Here', async () => {
    renderWithApp(routes, { user: userWith(ROLE_PERMISSIONS.Hunter), initialPath: '/about', modals: fakeModals });
    await userEvent.click(await screen.findByRole('link', { name: 'Start Here' }));
    expect(await screen.findByText('Jobs page')).toBeInTheDocument();
  });

  it('opens the sign-up modal for a visitor with Start Here', async () => {
    renderWithApp(routes, { initialPath: '/about', modals: fakeModals });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Here' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign up as anyone');
  });
});
