import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAtWidth } from '../../testing/window-width.ts';
import { APPLICATION_STATUSES } from '@mainwork/contracts';
import { formatApplicationStatus } from '../../lib/formatters.ts';
import { mockApi, pdfReply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import MyApplicationsPage from './my-applications-page.tsx';
import { makeMyApplication } from '../../testing/application-test-data.ts';

const renderPage = () =>
  renderWithApp([{ path: '/my_applications', element: <MyApplicationsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Hunter),
    initialPath: '/my_applications',
  });

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** Files handed to the browser for saving: the anchor's download name, instead of the browser's download. */
function captureSavedFiles() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('My applications', () => {
  it('lists each application: job, name, contact, applied at, count, status and files', async () => {
    mockApi({
      'GET /api/v1/me/applications': [
        200,
        [
          makeMyApplication({ created_at: new Date(2026, 2, 4, 14, 5).toISOString() }),
          makeMyApplication({
            id: 42,
            job_id: 6,
            job_title: 'Closed Barista Role',
            job_active: false,
            status: 'not_selected',
            resume_filename: null,
            resume_url: null,
            cover_letter_filename: 'letter.pdf',
            cover_letter_url: '/api/v1/applications/42/cover_letter',
            applications_count: 1,
          }),
        ],
      ],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your applications…');
    expect(screen.getByRole('heading', { name: 'My Applications' })).toBeInTheDocument();
    await screen.findByRole('table');
    const [open, closed] = rows();
    // The candidate's own status and date first; the job's applicant count last, named for what it is.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Job',
      'Status',
      'Applied',
      'Name',
      'Contact',
      'Resume',
      'Cover letter',
      'All applicants',
    ]);

    const first = within(open!);
    expect(first.getByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute('href', '/jobs/5');
    expect(first.getByText('Dana Reyes')).toBeInTheDocument();
    expect(first.getByText('dana@example.com')).toBeInTheDocument();
    expect(first.getByText('(617)-555-0123')).toBeInTheDocument();
    expect(first.getByText('03/04/2026 2:05 PM')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('Received')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Dana Reyes.pdf' })).toBeInTheDocument();
    expect(first.getByText('N/A')).toBeInTheDocument();

    const second = within(closed!);
    expect(second.queryByRole('link')).not.toBeInTheDocument();
    expect(second.getByText('Closed Barista Role')).toBeInTheDocument();
    expect(second.getByText('Not selected')).toBeInTheDocument();
    expect(second.getByText('N/A')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'letter.pdf' })).toBeInTheDocument();
  });

  it('shows each application as a card with its status on phones (below 768 px)', async () => {
    showAtWidth(375);
    mockApi({
      'GET /api/v1/me/applications': [
        200,
        [
          makeMyApplication({ created_at: new Date(2026, 2, 4, 14, 5).toISOString() }),
          makeMyApplication({ id: 42, job_title: 'Closed Barista Role', job_active: false, status: 'hired' }),
        ],
      ],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your applications' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [open, closed] = within(list).getAllByTestId('application-card');
    const first = within(open!);
    expect(first.getByRole('heading', { name: 'Senior Product Designer' })).toBeInTheDocument();
    expect(first.getByText('Status:')).toBeInTheDocument();
    expect(first.getByText('Received')).toBeInTheDocument();
    expect(first.getByText('Applied').nextElementSibling).toHaveTextContent('03/04/2026 2:05 PM');
    expect(first.getByText('Contact').nextElementSibling).toHaveTextContent('dana@example.com · (617)-555-0123');
    expect(first.getByText('All applicants').nextElementSibling).toHaveTextContent('3');
    expect(first.getByRole('button', { name: 'Dana Reyes.pdf' })).toBeInTheDocument();
    expect(within(closed!).getByText('Hired')).toBeInTheDocument();
    expect(within(closed!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads a file under the name the server gave it', async () => {
    const fetchSpy = mockApi({
      'GET /api/v1/me/applications': [200, [makeMyApplication()]],
      'GET /api/v1/applications/41/resume': pdfReply('Dana_Reyes.pdf'),
    });
    const saved = captureSavedFiles();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dana Reyes.pdf' }));
    await vi.waitFor(() => expect(saved).toEqual(['Dana_Reyes.pdf']));
    expect(fetchSpy.mock.calls[1]![1]).toMatchObject({ credentials: 'include' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a download fails', async () => {
    mockApi({
      'GET /api/v1/me/applications': [200, [makeMyApplication()]],
      'GET /api/v1/applications/41/resume': [404, { error: 'File not found.' }],
    });
    const saved = captureSavedFiles();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dana Reyes.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error downloading the file.');
    expect(saved).toEqual([]);
  });

  it('writes each stage on its badge in a colour that reads on it: dark on the pale ones, white on the others', async () => {
    mockApi({
      'GET /api/v1/me/applications': [
        200,
        APPLICATION_STATUSES.map((status, index) => makeMyApplication({ id: index + 1, job_id: index + 1, status })),
      ],
    });
    renderPage();
    await screen.findByRole('table');
    const badges = rows().map((row, index) =>
      within(row).getByText(formatApplicationStatus(APPLICATION_STATUSES[index]!)),
    );
    // Bootstrap's "light" text (#f8f9fa) reads below 4.5:1 on primary, success and secondary.
    expect(
      badges.map((badge) => [
        badge.textContent,
        badge.className
          .split(' ')
          .filter((name) => name.startsWith('bg-') || name.startsWith('text-'))
          .sort(),
      ]),
    ).toEqual([
      ['Received', ['bg-info', 'text-dark']],
      ['Reviewed', ['bg-warning', 'text-dark']],
      ['Interviewing', ['bg-primary']],
      ['Offered', ['bg-dark']],
      ['Hired', ['bg-success']],
      ['Not selected', ['bg-secondary']],
    ]);
  });

  it('says when there are none yet, with a way to the jobs', async () => {
    mockApi({ 'GET /api/v1/me/applications': [200, []] });
    renderPage();
    expect(await screen.findByText('You have not applied to any jobs yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list does not load, or the unknown-error message", async () => {
    mockApi({ 'GET /api/v1/me/applications': [403, { error: 'You may not do that.' }] });
    const { unmount } = renderPage();
    expect(await screen.findByText('You may not do that.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    mockApi({ 'GET /api/v1/me/applications': [502, 'Bad gateway'] });
    renderPage();
    expect(await screen.findByText('An unknown error has occurred.')).toBeInTheDocument();
  });
});
