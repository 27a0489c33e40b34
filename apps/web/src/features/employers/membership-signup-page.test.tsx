import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import MembershipSignupPage from './membership-signup-page.tsx';

const employer = userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 5 });
const terms = {
  version: '1.1',
  platform_fee_percent: 20,
  text: 'Pay only for hires.',
  sections: [
    { title: 'Billing per confirmed hire', body: 'The reward plus 20% of it.' },
    { title: 'How rewards work', body: 'Earned after a confirmed hire.' },
  ],
};
const membership = {
  id: 3,
  business_id: 5,
  status: 'active',
  active: true,
  terms_version: '1.1',
  accepted_at: '2026-11-23T10:00:00Z',
};

const renderPage = () =>
  renderWithApp(
    [
      { path: '/employers/membership_signup', element: <MembershipSignupPage /> },
      { path: '/employers/dashboard', element: <p>Dashboard</p> },
    ],
    { user: employer, initialPath: '/employers/membership_signup' },
  );

afterEach(() => vi.restoreAllMocks());

describe('membership sign-up', () => {
  it('shows the terms, needs them accepted, sends their version and goes to the dashboard', async () => {
    const spy = mockApi({
      'GET /api/v1/settings/new_membership_terms': [200, terms],
      'GET /api/v1/me/membership': [404, { error: 'Membership not found.' }],
      'POST /api/v1/me/membership': [201, membership],
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Membership terms, version 1.1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing per confirmed hire' })).toBeInTheDocument();
    expect(screen.getByText(/of each confirmed hire/)).toHaveTextContent('20%');
    await user.click(screen.getByRole('button', { name: 'Become a member' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the membership terms to continue.');
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByLabelText(/I accept the membership terms \(version 1\.1\)/));
    await user.click(screen.getByRole('button', { name: 'Become a member' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employers/dashboard'));
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ membership: { accept_terms: true, terms_version: '1.1' } });
    expect(await screen.findByText(/Your membership is active/)).toBeInTheDocument();
  }, 20_000);

  it('tells a member so, with a way to post a job', async () => {
    mockApi({
      'GET /api/v1/settings/new_membership_terms': [200, terms],
      'GET /api/v1/me/membership': [200, membership],
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs/add',
    );
    expect(screen.queryByRole('button', { name: 'Become a member' })).not.toBeInTheDocument();
  }, 20_000);
});
