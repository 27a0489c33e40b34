import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../components/modal-root.tsx';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import EmployersPage from './employers-page.tsx';
import { fakeModals } from './marketing-test-utils.tsx';

const routes = [
  { path: '/employers', element: <EmployersPage /> },
  { path: '/employers/my_business/jobs/add', element: <p>Add job page</p> },
];

const renderPage = (user: ReturnType<typeof userWith> | null) =>
  renderWithApp(routes, { user, initialPath: '/employers', modals: fakeModals });

describe('EmployersPage', () => {
  it('shows the three steps and a link to schedule a call', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'For Employers' })).toBeInTheDocument();
    for (const step of ['Make referrals easy', 'Sharing and word of mouth', 'Community rewards']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeInTheDocument();
    }
    const call = screen.getByRole('link', { name: 'Schedule a call' });
    expect(call.getAttribute('href')).toMatch(/^mailto:support@mainwork\.example\?subject=/);
  });

  it("opens the sign-up modal with role Employer for a visitor's Start Posting", async () => {
    renderPage(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Posting' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign up as Employer');
  });

  it('sends an employer to the add-job page', async () => {
    renderPage(userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }));
    await userEvent.click(await screen.findByRole('link', { name: 'Start Posting' }));
    expect(await screen.findByText('Add job page')).toBeInTheDocument();
  });

  it('disables Start Posting for a Hunter and explains why on keyboard focus', async () => {
    renderPage(userWith(ROLE_PERMISSIONS.Hunter));
    const button = await screen.findByRole('button', { name: 'Start Posting' });
    expect(button).toBeDisabled();
    await userEvent.tab();
    const wrapper = button.parentElement!;
    expect(wrapper).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('You must be an employer to post jobs.');
    expect(wrapper).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('shows the tooltip when a Hunter hovers the disabled button', async () => {
    renderPage(userWith(ROLE_PERMISSIONS.Hunter));
    const button = await screen.findByRole('button', { name: 'Start Posting' });
    await userEvent.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You must be an employer to post jobs.');
  });

  it('shows no Start Posting button before the token check has answered', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AuthProvider>
            <ModalProvider registry={fakeModals}>
              <EmployersPage />
            </ModalProvider>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Schedule a call' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Posting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Posting' })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
