import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TJobSource } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { RECRUITER_PERMISSIONS, ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import JobSourcesPage from './job-sources-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const SOURCES = '/api/v1/businesses/7/job_sources';
const greenhouse: TJobSource = {
  id: 1,
  kind: 'greenhouse',
  board: 'harborcoffee',
  status: 'ok',
  last_synced_at: '2026-03-04T14:05:00.000Z',
  last_error: null,
  jobs_count: 3,
  default_reward: { type: 'Reward::Cash', amount: 250 },
};
const failing: TJobSource = {
  ...greenhouse,
  id: 2,
  kind: 'lever',
  board: 'lonestar',
  status: 'failing',
  last_error: 'No Lever site is called “lonestar”. Check the site name.',
  jobs_count: 0,
};

function renderPage(can = ROLE_PERMISSIONS.Employer) {
  renderWithApp([{ path: '/', element: <JobSourcesPage /> }], {
    user: userWith(can, { role: 'Employer', business_id: 7 }),
  });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the Job sources screen', () => {
  it('lists each source with its status, open jobs, last sync and its error in words', async () => {
    mockApi({ [`GET ${SOURCES}`]: [200, [greenhouse, failing]] });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Job sources' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Greenhouse: harborcoffee');
    expect(first).toHaveTextContent('Up to date');
    expect(first).toHaveTextContent('3 open jobs');
    expect(second).toHaveTextContent('Failing');
    expect(second).toHaveTextContent('No Lever site is called “lonestar”. Check the site name.');
    expect(within(first!).getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(within(first!).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it("connects a board, and shows the server's reason under the board field", async () => {
    const fetch = mockApi({
      [`GET ${SOURCES}`]: [200, []],
      [`POST ${SOURCES}`]: [
        422,
        { error: { board: ['No Greenhouse job board is called “x”. Check the board token.'] } },
      ],
    });
    const user = renderPage();
    expect(await screen.findByText('No job source is connected yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Board token/), 'x');
    await user.type(screen.getByLabelText('Default reward'), '250');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('No Greenhouse job board is called “x”. Check the board token.'),
    ).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      job_source: { kind: 'greenhouse', board: 'x', default_reward: { type: 'Reward::Cash', amount: 250 } },
    });
  });

  it('shows recruiters the sources without the form or the buttons', async () => {
    mockApi({ [`GET ${SOURCES}`]: [200, [greenhouse]] });
    renderPage(RECRUITER_PERMISSIONS);
    await screen.findByRole('list', { name: 'Job sources' });
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(screen.getByText('Default reward: $250')).toBeInTheDocument();
  });
});
