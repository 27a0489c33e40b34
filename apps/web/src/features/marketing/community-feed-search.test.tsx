import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import { CommunityFeedSearch } from './community-feed-search.tsx';

const ORGANIZATIONS = [
  { id: 1, name: 'Greater Boston Chamber of Commerce', tagline: 'Local first', logo: null },
  { id: 2, name: 'Rhode Island Business Association', tagline: null, logo: null },
];

const render = () =>
  renderWithApp([
    { path: '/', element: <CommunityFeedSearch /> },
    { path: '/organizations/:organizationId/jobs', element: <p>Feed page</p> },
  ]);

describe('the community job feed search', () => {
  it('lists matching organizations and goes to the chosen feed', async () => {
    mockApi({ 'GET /api/v1/organizations': [200, ORGANIZATIONS] });
    const { router } = render();
    await userEvent.type(screen.getByLabelText('Search community job feeds'), 'boston');
    const link = await screen.findByRole('link', { name: /Greater Boston Chamber of Commerce/ });
    expect(screen.queryByText('Rhode Island Business Association')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/organizations/1/jobs');
  });

  it('goes to the first match on Enter', async () => {
    mockApi({ 'GET /api/v1/organizations': [200, ORGANIZATIONS] });
    const { router } = render();
    await screen.findByLabelText('Search community job feeds');
    await userEvent.type(screen.getByLabelText('Search community job feeds'), 'island{Enter}');
    expect(await screen.findByText('Feed page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizations/2/jobs');
  });

  it('says so when nothing matches, and treats a failed list as empty', async () => {
    mockApi({ 'GET /api/v1/organizations': [500, { error: 'down' }] });
    render();
    await userEvent.type(screen.getByLabelText('Search community job feeds'), 'guild');
    expect(await screen.findByText('No community job feed matches “guild”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });
});
