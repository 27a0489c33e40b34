import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedKeyFor } from '../../lib/share-cookie.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import ShareLinkLanding from './share-link-landing.tsx';

const renderLanding = (key: string) =>
  renderWithApp(
    [
      { path: '/s/:key', element: <ShareLinkLanding /> },
      { path: '/jobs/:jobId', element: <h1>Job page</h1> },
      { path: '/not_found', element: <h1>Not found page</h1> },
    ],
    { initialPath: `/s/${key}` },
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'sl-jid-12=; path=/; max-age=0';
});

describe('/s/{key}', () => {
  it("looks the link up, keeps its key in the job's share cookie and goes to the job", async () => {
    const fetchSpy = mockApi({ 'GET /api/v1/share_links/hP7vQ2xLm9Ka': [200, { job_id: 12 }] });
    const { router } = renderLanding('hP7vQ2xLm9Ka');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the shared job…');
    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/12');
    expect(sharedKeyFor(12)).toBe('hP7vQ2xLm9Ka');
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('goes to the not-found page for a link that does not exist, storing nothing', async () => {
    mockApi({ 'GET /api/v1/share_links/unknownKey': [404, { error: 'Share link not found.' }] });
    const { router } = renderLanding('unknownKey');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not_found');
    expect(document.cookie).not.toContain('sl-jid-');
  });
});
