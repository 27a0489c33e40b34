import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-app.tsx';
import HomePage from './home-page.tsx';

describe('HomePage', () => {
  it('links to the employers page, the jobs and the external job-feed page', async () => {
    renderWithApp([{ path: '/', element: <HomePage /> }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where word-of-mouth hiring meets your local economy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire with MainWork' })).toHaveAttribute('href', '/employers');
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
    const feed = screen.getByRole('link', { name: /Launch a job feed for your chamber or association/ });
    expect(feed).toHaveAttribute('href', 'https://mainwork.example/community-job-feeds');
    expect(feed).toHaveAttribute('target', '_blank');
    expect(feed.getAttribute('rel')).toContain('noopener');
  });
});
