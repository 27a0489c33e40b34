import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TJobAlert } from '@mainwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../../testing/render-app.tsx';
import JobAlertsPage from './job-alerts-page.tsx';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const alert = (overrides: Partial<TJobAlert>): TJobAlert => ({
  id: 1,
  what_search_text: '',
  where_search_text: '',
  radius: 25,
  filters: {},
  frequency: 'daily',
  active: true,
  last_sent_at: null,
  ...overrides,
});

const NURSE = alert({
  id: 1,
  what_search_text: 'Nurse',
  where_search_text: 'Boston, MA',
  filters: { job_type_id_eq: 1 },
  last_sent_at: new Date(NOW.getTime() - 3 * DAY_MS).toISOString(),
});
const COOK = alert({
  id: 2,
  what_search_text: 'Cook',
  where_search_text: 'Worcester, MA',
  radius: 50,
  filters: { job_min_salary_eq: 60000, job_industry_id_eq: 9 },
  frequency: 'weekly',
  active: false,
});
const ANYTHING_REMOTE = alert({ id: 3, where_search_text: 'Remote', frequency: 'instant' });

const LOOKUPS: Record<string, Reply> = {
  'GET /api/v1/job_types': [200, [{ id: 1, name: 'Full-time' }]],
  'GET /api/v1/job_industries': [200, [{ id: 9, name: 'Hospitality' }]],
};

const renderPage = () =>
  renderWithApp(
    [
      { path: '/job_alerts', element: <JobAlertsPage /> },
      { path: '/jobs', element: <p>Job search</p> },
    ],
    { user: userWith(ROLE_PERMISSIONS.Hunter), initialPath: '/job_alerts' },
  );

const items = () => screen.getAllByTestId('job-alert');
const sentBody = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => init?.method === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? (JSON.parse(String(call[1]!.body)) as unknown) : undefined;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/job_alerts', () => {
  it('lists each alert in words with its frequency and when it last mailed', async () => {
    mockApi({ ...LOOKUPS, 'GET /api/v1/me/job_alerts': [200, [NURSE, COOK, ANYTHING_REMOTE]] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Job Alerts' })).toBeInTheDocument();
    await waitFor(() =>
      expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Nurse near Boston, MA, Full-time · daily',
        'Cook within 50 miles of Worcester, MA, $60,000+, Hospitality · weekly',
        'All jobs, remote · instantly',
      ]),
    );
    const [nurse, cook, remote] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(nurse).toHaveTextContent('Last sent 3 days ago');
    expect(within(nurse).queryByText('Paused')).not.toBeInTheDocument();
    expect(cook).toHaveTextContent('Not sent yet');
    expect(within(cook).getByText('Paused')).toBeInTheDocument();
    expect(within(cook).getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
    expect(within(remote).getByRole('button', { name: 'Pause All jobs, remote' })).toBeInTheDocument();
    // Each links to its search on /jobs, newest first, in the format /jobs reads.
    expect(within(nurse).getByRole('link', { name: 'Nurse near Boston, MA, Full-time' })).toHaveAttribute(
      'href',
      '/jobs?what_search_text=Nurse&where_search_text=Boston%2C+MA&sort=date&filters%5Bjob_type_id_eq%5D=1',
    );
  });

  it('pauses an alert and shows it paused', async () => {
    const spy = mockApi({
      ...LOOKUPS,
      'GET /api/v1/me/job_alerts': [200, [NURSE]],
      'PUT /api/v1/me/job_alerts/1': [200, { ...NURSE, active: false }],
    });
    renderPage();
    const pause = await screen.findByRole('button', { name: /^Pause Nurse near Boston, MA/ });
    await userEvent.click(pause);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
    expect(sentBody(spy, 'PUT', '/api/v1/me/job_alerts/1')).toEqual({
      job_alert: {
        what_search_text: 'Nurse',
        where_search_text: 'Boston, MA',
        radius: 25,
        filters: { job_type_id_eq: 1 },
        frequency: 'daily',
        active: false,
      },
    });
  });

  it('changes how often an alert mails', async () => {
    const spy = mockApi({
      ...LOOKUPS,
      'GET /api/v1/me/job_alerts': [200, [NURSE]],
      'PUT /api/v1/me/job_alerts/1': [200, { ...NURSE, frequency: 'weekly' }],
    });
    renderPage();
    const select = await screen.findByRole('combobox', { name: /^How often to e-mail Nurse near Boston, MA/ });
    expect(select).toHaveValue('daily');
    await userEvent.selectOptions(select, 'Weekly');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Nurse near Boston, MA, Full-time · weekly' })).toBeInTheDocument(),
    );
    expect(select).toHaveValue('weekly');
    expect(sentBody(spy, 'PUT', '/api/v1/me/job_alerts/1')).toMatchObject({
      job_alert: { frequency: 'weekly', active: true },
    });
  });

  it('says so in the alert bar when a change is refused, and keeps the alert as it was', async () => {
    mockApi({
      ...LOOKUPS,
      'GET /api/v1/me/job_alerts': [200, [NURSE]],
      'PUT /api/v1/me/job_alerts/1': [404, { error: 'Job alert not found.' }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Pause/ }));
    expect(await screen.findByText('Job alert not found.')).toBeInTheDocument();
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('deletes an alert after a confirmation, and Cancel keeps it', async () => {
    const spy = mockApi({
      ...LOOKUPS,
      'GET /api/v1/me/job_alerts': [200, [NURSE, COOK]],
      'DELETE /api/v1/me/job_alerts/1': [200, { message: 'Deleted.' }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Nurse near Boston, MA/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job alert?' });
    expect(dialog).toHaveTextContent('You will no longer get e-mails for Nurse near Boston, MA, Full-time.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Delete Nurse near Boston, MA/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job alert deleted.')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Cook within 50 miles of Worcester, MA');
    // The deleted alert's buttons are gone: focus goes to the page's heading, not to the page's end.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job Alerts' })).toHaveFocus());
  });

  it('tells an account whose address is unconfirmed that its alerts wait, with a way to User Settings', async () => {
    mockApi({ 'GET /api/v1/me/job_alerts': [200, [alert({ what_search_text: 'Nurse' })]] });
    renderWithApp(
      [
        { path: '/job_alerts', element: <JobAlertsPage /> },
        { path: '/me', element: <p>Settings</p> },
      ],
      {
        user: userWith(ROLE_PERMISSIONS.Hunter, { email: 'new@example.com', email_confirmed: false }),
        initialPath: '/job_alerts',
      },
    );
    expect(
      await screen.findByText(/Your job alerts wait until you confirm your e-mail address: follow the link we sent to/),
    ).toHaveTextContent('new@example.com, or send a new one from User Settings.');
    await userEvent.click(screen.getByRole('link', { name: 'User Settings' }));
    expect(await screen.findByText('Settings')).toBeInTheDocument();
  });

  it('says there are no alerts yet, with a link to the job search', async () => {
    mockApi({ 'GET /api/v1/me/job_alerts': [200, []] });
    renderPage();
    expect(await screen.findByText(/You have no job alerts yet\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Search jobs' }));
    expect(await screen.findByText('Job search')).toBeInTheDocument();
  });

  it("shows the server's message when the alerts cannot be loaded", async () => {
    mockApi({ 'GET /api/v1/me/job_alerts': [500, { error: 'Something broke.' }] });
    renderPage();
    expect(await screen.findByText('Something broke.')).toBeInTheDocument();
    expect(screen.queryByTestId('job-alert')).not.toBeInTheDocument();
  });
});
