import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_SAVED_JOB_SEARCH,
  firstJobsPagePath,
  type TBusinessPublicProfile,
  type TCurrentUser,
  type TPublicOrganization,
} from '@mainwork/contracts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import BusinessJobPage from './business-job-page.tsx';
import BusinessJobsPage from './business-jobs-page.tsx';
import OrganizationJobPage from './organization-job-page.tsx';
import OrganizationJobsPage from './organization-jobs-page.tsx';
import { makeJob, mockFetch, on, searchRoute, type Route } from '../../testing/job-test-data.ts';

const PROFILE: TBusinessPublicProfile = {
  id: 3,
  name: 'Harbor Point Digital',
  tagline: 'Digital products for the waterfront.',
  logo: null,
  banner: null,
  employer_size: { name: '11-50' },
  address: { city: 'Boston', state: { code: 'MA' } },
};

const ORGANIZATION: TPublicOrganization = {
  id: 8,
  name: 'Greater Boston Chamber of Commerce',
  tagline: 'Connecting Greater Boston businesses.',
  logo: null,
  banner: null,
  active: true,
  join_url: 'https://example.org/join',
  join_help_text: 'Members post jobs for free.',
  display_info_when_framed: true,
  business_ids: [3, 4],
};

function renderFeed(path: string, user: TCurrentUser | null = null) {
  return renderWithApp(
    [
      { path: '/employers/:businessId/jobs', element: <BusinessJobsPage /> },
      { path: '/employers/:businessId/jobs/:jobId', element: <BusinessJobPage /> },
      { path: '/organizations/:organizationId/jobs', element: <OrganizationJobsPage /> },
      { path: '/organizations/:organizationId/jobs/:jobId', element: <OrganizationJobPage /> },
      { path: '/not_found', element: <p>Not found page</p> },
    ],
    { initialPath: path, user },
  );
}

const searches = (fetchSpy: ReturnType<typeof mockFetch>) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/jobs')
    .map((url) => decodeURIComponent(url.search.slice(1)));

/** Every URL the page asked the API for, as sent. */
const asked = (fetchSpy: ReturnType<typeof mockFetch>) => fetchSpy.mock.calls.map(([input]) => String(input));

const employer = userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 3 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('employer job feed', () => {
  it("shows the profile header and searches the employer's jobs", async () => {
    const fetchSpy = mockFetch(on('/api/v1/businesses/3/public_profile', PROFILE), searchRoute([makeJob()]));
    renderFeed('/employers/3/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Point Digital' })).toBeInTheDocument();
    expect(screen.getByText('Digital products for the waterfront.')).toBeInTheDocument();
    expect(screen.getByText('11-50 employees · Boston, MA')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute(
      'href',
      '/employers/3/jobs/5',
    );
    expect(searches(fetchSpy)).toEqual(['page=1&filters[business_id_in][]=3']);
    expect(screen.queryByRole('link', { name: 'Edit job feed' })).not.toBeInTheDocument();
  });

  it('asks for the very URLs the server preloads with the page: the profile and the first page of its jobs', async () => {
    const fetchSpy = mockFetch(on('/api/v1/businesses/3/public_profile', PROFILE), searchRoute([makeJob()]));
    renderFeed('/employers/3/jobs');
    await screen.findByRole('link', { name: 'Senior Product Designer' });
    // apps/api/src/modules/seo/data-preloads.ts builds the same two.
    expect(asked(fetchSpy)).toEqual([
      '/api/v1/businesses/3/public_profile',
      firstJobsPagePath(EMPTY_SAVED_JOB_SEARCH, [3]),
    ]);
  });

  it("shows 'Edit job feed' to the owner only", async () => {
    mockFetch(
      on('/api/v1/businesses/3/public_profile', PROFILE),
      on('/api/v1/businesses/3', { ...PROFILE, active: true, address: null, employer_size: null, region: null }),
      searchRoute([]),
    );
    renderFeed('/employers/3/jobs', employer);
    expect(await screen.findByRole('link', { name: 'Edit job feed' })).toHaveAttribute(
      'href',
      '/employers/my_business/profile',
    );
  });

  it("hides 'Edit job feed' from another employer (the business lookup fails)", async () => {
    const fetchSpy = mockFetch(
      on('/api/v1/businesses/3/public_profile', PROFILE),
      on('/api/v1/businesses/3', { error: 'Business not found.' }, 404),
      searchRoute([]),
    );
    renderFeed('/employers/3/jobs', userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 4 }));
    await screen.findByText('We are sorry. No jobs match your search.');
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([input]) => String(input) === '/api/v1/businesses/3')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Edit job feed' })).not.toBeInTheDocument();
  });

  it('shows the employer-not-found page when the profile does not load', async () => {
    mockFetch(on('/api/v1/businesses/3/public_profile', { error: 'Business not found.' }, 404), searchRoute([]));
    renderFeed('/employers/3/jobs');
    expect(await screen.findByText('The employer you are looking for does not exist.')).toBeInTheDocument();
  });

  it("shows one of the employer's jobs under its header, and not another employer's", async () => {
    mockFetch(
      on('/api/v1/businesses/3/public_profile', PROFILE),
      on('/api/v1/jobs/5', makeJob()),
      on('/api/v1/jobs/6', makeJob({ id: 6, business: { id: 9, name: 'Other', logo: null } })),
    );
    const { unmount } = renderFeed('/employers/3/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Product Designer' })).toBeInTheDocument();
    expect(screen.getByText('Harbor Point Digital', { selector: 'p.h3' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'jobs' })).toHaveAttribute('href', '/employers/3/jobs');
    unmount();

    renderFeed('/employers/3/jobs/6');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});

function orgRoutes(organization: TPublicOrganization, ...more: Route[]) {
  return mockFetch(on('/api/v1/organizations/8', organization), ...more);
}

describe('organization job feed', () => {
  it("shows the header and searches the members' jobs, linking jobs to their employer's pages", async () => {
    const fetchSpy = orgRoutes(ORGANIZATION, searchRoute([makeJob()]));
    renderFeed('/organizations/8/jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Greater Boston Chamber of Commerce' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Connecting Greater Boston businesses.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute(
      'href',
      '/employers/3/jobs/5',
    );
    expect(searches(fetchSpy)).toEqual(['page=1&filters[business_id_in][]=3&filters[business_id_in][]=4']);
  });

  it("asks for the very URLs the server preloads with the page: the organization and its members' jobs", async () => {
    const fetchSpy = orgRoutes(ORGANIZATION, searchRoute([makeJob()]));
    renderFeed('/organizations/8/jobs');
    await screen.findByRole('link', { name: 'Senior Product Designer' });
    expect(asked(fetchSpy)).toEqual(['/api/v1/organizations/8', firstJobsPagePath(EMPTY_SAVED_JOB_SEARCH, [3, 4])]);
  });

  it('hides the header when framed unless display_info_when_framed, and keeps frame mode in links', async () => {
    orgRoutes({ ...ORGANIZATION, display_info_when_framed: false }, searchRoute([makeJob()]));
    const { unmount } = renderFeed('/organizations/8/jobs?frame=true');
    expect(await screen.findByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute(
      'href',
      '/employers/3/jobs/5?frame=true',
    );
    expect(screen.queryByTestId('organization-header')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Greater Boston Chamber of Commerce' })).toHaveClass(
      'visually-hidden',
    );
    unmount();
    vi.restoreAllMocks();

    orgRoutes(ORGANIZATION, searchRoute([makeJob()]));
    renderFeed('/organizations/8/jobs?frame=true');
    expect(await screen.findByTestId('organization-header')).toBeInTheDocument();
  });

  it('lists nothing, without searching everything, for an organization with no businesses', async () => {
    const fetchSpy = orgRoutes({ ...ORGANIZATION, business_ids: [] });
    renderFeed('/organizations/8/jobs');
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('job-count')).toHaveTextContent('0 jobs');
    expect(searches(fetchSpy)).toEqual([]);
  });

  it('shows the organization-not-found page when the organization does not load', async () => {
    mockFetch(on('/api/v1/organizations/8', { error: 'Organization not found.' }, 404));
    renderFeed('/organizations/8/jobs');
    expect(await screen.findByText('The organization you are looking for does not exist.')).toBeInTheDocument();
  });

  it("shows 'Post your job' to visitors and to users who may not read Membership", async () => {
    orgRoutes(ORGANIZATION, searchRoute([]));
    const { unmount } = renderFeed('/organizations/8/jobs');
    const link = await screen.findByRole('link', { name: /Post your job/ });
    expect(link).toHaveAttribute('href', 'https://example.org/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Members post jobs for free.')).toBeInTheDocument();
    unmount();

    const fetchSpy = orgRoutes(ORGANIZATION, searchRoute([]));
    renderFeed('/organizations/8/jobs', userWith(ROLE_PERMISSIONS.Hunter));
    expect(await screen.findByRole('link', { name: /Post your job/ })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('membership'))).toBe(false);
  });

  it("opens 'Post your job' in a new top-level tab when framed", async () => {
    orgRoutes(ORGANIZATION, searchRoute([]));
    renderFeed('/organizations/8/jobs?frame=true');
    const link = await screen.findByRole('link', { name: /Post your job/ });
    expect(link).toHaveAttribute('href', 'https://example.org/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it("shows 'Post your job' to an employer only when the membership call finds none", async () => {
    orgRoutes(ORGANIZATION, searchRoute([]), on('/api/v1/me/membership', { error: 'Membership not found.' }, 404));
    const { unmount } = renderFeed('/organizations/8/jobs', employer);
    expect(await screen.findByRole('link', { name: /Post your job/ })).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    const fetchSpy = orgRoutes(
      ORGANIZATION,
      searchRoute([]),
      on('/api/v1/me/membership', {
        id: 1,
        business_id: 3,
        status: 'active',
        active: true,
        terms_version: '1.0',
        accepted_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderFeed('/organizations/8/jobs', employer);
    await screen.findByText('We are sorry. No jobs match your search.');
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([input]) => String(input) === '/api/v1/me/membership')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: /Post your job/ })).not.toBeInTheDocument();
  });

  it("hides 'Post your job' without a join URL", async () => {
    orgRoutes({ ...ORGANIZATION, join_url: null }, searchRoute([]));
    renderFeed('/organizations/8/jobs');
    await screen.findByText('We are sorry. No jobs match your search.');
    expect(screen.queryByRole('link', { name: /Post your job/ })).not.toBeInTheDocument();
  });

  it("shows a member's job under the organization's header, and no other job", async () => {
    orgRoutes(
      ORGANIZATION,
      on('/api/v1/jobs/5', makeJob()),
      on('/api/v1/jobs/6', makeJob({ id: 6, business: { id: 9, name: 'Other', logo: null } })),
    );
    const { unmount } = renderFeed('/organizations/8/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Product Designer' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'jobs' })).toHaveAttribute('href', '/organizations/8/jobs');
    unmount();

    renderFeed('/organizations/8/jobs/6');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
