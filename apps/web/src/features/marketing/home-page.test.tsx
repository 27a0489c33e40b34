import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the home page job search', () => {
  it('goes to /jobs searching the words typed, and to /jobs as it is with none', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp([
      { path: '/', element: <HomePage /> },
      { path: '/jobs', element: <p>Jobs page</p> },
    ]);
    const form = await screen.findByRole('search', { name: 'Search jobs' });
    await user.type(within(form).getByRole('searchbox', { name: 'Job title, skill or company' }), ' dental hygienist ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Jobs page')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/jobs?what_search_text=dental+hygienist',
    );

    await router.navigate('/');
    await user.click(within(await screen.findByRole('search', { name: 'Search jobs' })).getByRole('button'));
    expect(await screen.findByText('Jobs page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
