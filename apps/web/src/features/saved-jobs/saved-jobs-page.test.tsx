import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSavedJob } from '@mainwork/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../testing/job-test-data.ts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../../testing/render-app.tsx';
import { fakeSavedJobsApi } from '../../testing/saved-jobs-api.ts';
import SavedJobsPage, { CLOSED_JOB_MESSAGE, NO_SAVED_JOBS_MESSAGE } from './saved-jobs-page.tsx';

const saved = (id: number, title: string, closed = false): TSavedJob => ({
  job_id: id,
  saved_at: new Date().toISOString(),
  job: makeJob({ id, title }),
  closed,
});

const renderPage = () =>
  renderWithApp(
    [
      { path: '/saved_jobs', element: <SavedJobsPage /> },
      { path: '/jobs', element: <p>Job search</p> },
    ],
    { user: userWith(ROLE_PERMISSIONS.Hunter), initialPath: '/saved_jobs' },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/saved_jobs', () => {
  it('says it is loading, then lists the saved jobs as job cards, a closed one marked and not linked', async () => {
    fakeSavedJobsApi({ saved: [saved(7, 'Barista'), saved(8, 'Line Cook', true)] });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved jobs…');

    const list = await screen.findByRole('list', { name: 'Your saved jobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    expect(screen.getByText('2 saved jobs')).toBeInTheDocument();
    const [open, closed] = within(list).getAllByRole('article');
    expect(within(open!).getByRole('link', { name: 'Barista' })).toHaveAttribute('href', '/jobs/7');
    expect(within(open!).getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    expect(closed).toHaveTextContent('Line Cook');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent(CLOSED_JOB_MESSAGE);
    expect(within(closed!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('unsaves a job from its bookmark: it leaves the list and the focus goes to the heading', async () => {
    const api = fakeSavedJobsApi({ saved: [saved(7, 'Barista'), saved(9, 'Baker')] });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your saved jobs' });

    const barista = within(list).getAllByRole('article')[0]!;
    await user.click(within(barista).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 saved job')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toHaveFocus();
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/v1/me/saved_jobs/7'));
  });

  it('says there are none yet, with a link to search jobs', async () => {
    fakeSavedJobsApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(new RegExp(NO_SAVED_JOBS_MESSAGE))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search jobs' }));
    expect(await screen.findByText('Job search')).toBeInTheDocument();
  });
});
