import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAtWidth } from '../../testing/window-width.ts';
import type { TApplicant, TDashboardJob } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import ApplicantsPage, { NO_APPLICANTS } from './applicants-page.tsx';

const applicant = (overrides: Partial<TApplicant>): TApplicant => ({
  id: 11,
  job_id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '6175550100',
  comments: null,
  external: false,
  created_at: new Date(2026, 2, 4, 14, 5).toISOString(),
  referred_by: 'Rita Referrer',
  status: 'received',
  resume_url: '/api/v1/applications/11/resume',
  resume_filename: 'ada.pdf',
  cover_letter_url: null,
  cover_letter_filename: null,
  answers: [],
  disqualified: false,
  ...overrides,
});

const job: TDashboardJob = {
  id: 1,
  title: 'Barista',
  status: 'live',
  applications_paused: false,
  posted_at: new Date().toISOString(),
  expires_at: null,
  closed_at: null,
  views_count: 0,
  share_views_count: 0,
  applications_count: 2,
  referred_applications_count: 1,
  hires_count: 0,
  charge: null,
  source: null,
};

const renderPage = () =>
  renderWithApp([{ path: '/employers/my_business/jobs/:jobId/applications', element: <ApplicantsPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }),
    initialPath: '/employers/my_business/jobs/1/applications',
  });

const twoApplicants = () => ({
  'GET /api/v1/businesses/7/jobs/1/summary': [200, job],
  'GET /api/v1/businesses/7/jobs/1/applications': [
    200,
    [
      applicant({}),
      applicant({
        id: 12,
        first_name: 'Grace',
        last_name: 'Hopper',
        referred_by: null,
        resume_filename: null,
        resume_url: null,
      }),
    ],
    { total: '2' },
  ],
});

// Role queries over a whole table are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the applicants screen', () => {
  it('on a phone shows each applicant as a card with contact, referrer, files and the status control', async () => {
    showAtWidth(375);
    mockApi(twoApplicants() as never);
    renderPage();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('table')).toBeNull();
    const [ada, grace] = within(screen.getByRole('list', { name: 'Applicants' })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Referred byRita Referrer');
    expect(within(ada).getByRole('combobox', { name: 'Status of Ada Lovelace' })).toHaveValue('received');
    expect(within(ada).getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeInTheDocument();
    expect(grace).toHaveTextContent('Referred by—');
    expect(grace).toHaveTextContent('ResumeN/A');
  });

  it('lists applicants with contact, applied at, referrer (or a dash), files (or N/A) and status', async () => {
    mockApi(twoApplicants() as never);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading applicants…');
    expect(await screen.findByRole('heading', { name: 'Applicants: Barista' })).toBeInTheDocument();
    const ada = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent('(617)-555-0100');
    expect(ada).toHaveTextContent('03/04/2026 2:05 PM');
    expect(ada).toHaveTextContent('Rita Referrer');
    expect(within(ada).getByRole('button', { name: 'ada.pdf' })).toBeInTheDocument();
    expect(within(ada).getByLabelText('Status of Ada Lovelace')).toHaveValue('received');
    const grace = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(grace).toHaveTextContent('—');
    expect(within(grace).getAllByText('N/A')).toHaveLength(2);
  });

  it('says so when nobody applied yet', async () => {
    mockApi({
      'GET /api/v1/businesses/7/jobs/1/summary': [200, job],
      'GET /api/v1/businesses/7/jobs/1/applications': [200, [], { total: '0' }],
    });
    renderPage();
    expect(await screen.findByText(NO_APPLICANTS)).toBeInTheDocument();
  });

  it('changes one status in place, and several at once', async () => {
    const fetch = mockApi({
      ...twoApplicants(),
      'PATCH /api/v1/businesses/7/jobs/1/applications/11': [200, applicant({ status: 'reviewed' })],
      'PATCH /api/v1/businesses/7/jobs/1/applications': [
        200,
        [applicant({ status: 'offered' }), applicant({ id: 12, first_name: 'Grace', status: 'offered' })],
      ],
    } as never);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Ada Lovelace'), 'reviewed');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace to Reviewed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Lovelace: Reviewed.');
    const single = fetch.mock.calls.find(([url]) => String(url).endsWith('/applications/11'))!;
    expect(JSON.parse(String(single[1]!.body))).toEqual({ application: { status: 'reviewed' } });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    await userEvent.selectOptions(within(bar).getByLabelText('Set status to'), 'offered');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByText('2 applicants: Offered.')).toBeInTheDocument();
    const bulk = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/jobs/1/applications') && init?.method === 'PATCH',
    )!;
    expect(JSON.parse(String(bulk[1]!.body))).toEqual({
      application_ids: [11, 12],
      application: { status: 'offered' },
    });
  });

  it('asks before a stage with an e-mail: shows the message, and sends it only when ticked', async () => {
    const fetch = mockApi({
      ...twoApplicants(),
      'GET /api/v1/businesses/7/jobs/1/applications/11/stage_mail': [
        200,
        {
          subject: 'An interview for Barista',
          text: 'Hi Ada,\n\nGood news: Acme would like to interview you.',
        },
      ],
      'PATCH /api/v1/businesses/7/jobs/1/applications/11': [200, applicant({ status: 'interviewing' })],
    } as never);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Ada Lovelace'), 'interviewing');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace to Interviewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Interviewing' });
    const preview = within(dialog).getByRole('region', { name: 'E-mail preview' });
    expect(await within(preview).findByText(/Good news: Acme would like to interview you/)).toBeInTheDocument();
    expect(preview).toHaveTextContent('Subject: An interview for Barista');
    // Nothing moved yet.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    const send = within(dialog).getByRole('checkbox', { name: 'E-mail the candidate this message' });
    expect(send).not.toBeChecked();
    await userEvent.click(send);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and send' }));
    expect(await screen.findByText('Ada Lovelace: Interviewing.')).toBeInTheDocument();
    const moved = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/applications/11') && init?.method === 'PATCH',
    )!;
    expect(JSON.parse(String(moved[1]!.body))).toEqual({
      application: { status: 'interviewing', notify_candidate: true },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves without an e-mail when the box is left unticked, and cancels without moving', async () => {
    const fetch = mockApi({
      ...twoApplicants(),
      'GET /api/v1/businesses/7/jobs/1/applications/11/stage_mail': [
        200,
        { subject: 'An update on your application: Barista', text: 'Hi Ada,' },
      ],
      'PATCH /api/v1/businesses/7/jobs/1/applications/11': [200, applicant({ status: 'not_selected' })],
    } as never);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Ada Lovelace'), 'not_selected');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace to Not selected' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Not selected' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    // Cancelling drops the pick: the control shows the saved stage again.
    expect(screen.getByLabelText('Status of Ada Lovelace')).toHaveValue('received');

    await userEvent.selectOptions(screen.getByLabelText('Status of Ada Lovelace'), 'not_selected');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace to Not selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Not selected' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Not selected' }));
    expect(await screen.findByText('Ada Lovelace: Not selected.')).toBeInTheDocument();
    const moved = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(moved[1]!.body))).toEqual({ application: { status: 'not_selected' } });
  });

  it('arrowing through the stages only picks one: nothing moves until Move, and Escape drops the pick', async () => {
    const fetch = mockApi(twoApplicants() as never);
    renderPage();
    const status = await screen.findByLabelText('Status of Ada Lovelace');
    // Chrome on Linux and Windows fires change at each arrow press on a closed select: offered, hired, not selected.
    for (const stage of ['offered', 'hired', 'not_selected']) fireEvent.change(status, { target: { value: stage } });
    expect(status).toHaveValue('not_selected');
    expect(screen.getByRole('button', { name: 'Move Ada Lovelace to Not selected' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    status.focus();
    await userEvent.keyboard('{Escape}');
    expect(status).toHaveValue('received');
    expect(screen.queryByRole('button', { name: /^Move Ada Lovelace/ })).not.toBeInTheDocument();

    // Choosing the saved stage again drops the pick too.
    await userEvent.selectOptions(status, 'reviewed');
    await userEvent.selectOptions(status, 'received');
    expect(screen.queryByRole('button', { name: /^Move Ada Lovelace/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('confirms a hire with the e-mail the candidate will get, one by one and for the selected', async () => {
    const fetch = mockApi({
      ...twoApplicants(),
      'GET /api/v1/businesses/7/jobs/1/applications/11/stage_mail': [
        200,
        { to: 'ada@example.com', subject: 'You have been hired: Barista', text: 'Congratulations, Ada!' },
      ],
      'PATCH /api/v1/businesses/7/jobs/1/applications/11': [200, applicant({ status: 'hired' })],
      'PATCH /api/v1/businesses/7/jobs/1/applications': [
        200,
        [applicant({ status: 'hired' }), applicant({ id: 12, first_name: 'Grace', status: 'hired' })],
      ],
    } as never);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Ada Lovelace'), 'hired');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace to Hired' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Hired' });
    expect(await within(dialog).findByText('Congratulations, Ada!')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The candidate gets this e-mail at once.');
    expect(dialog).toHaveTextContent('may be billed to your business');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Hired' }));
    expect(await screen.findByText('Ada Lovelace: Hired.')).toBeInTheDocument();
    const single = fetch.mock.calls.find(([url]) => String(url).endsWith('/applications/11'))!;
    expect(JSON.parse(String(single[1]!.body))).toEqual({ application: { status: 'hired' } });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    await userEvent.selectOptions(within(bar).getByLabelText('Set status to'), 'hired');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants to Hired' });
    expect(dialog).toHaveTextContent('Each candidate gets this e-mail at once.');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Hired' }));
    expect(await screen.findByText('2 applicants: Hired.')).toBeInTheDocument();
  });

  it('shows the saved stage without a Move button once the move is made, with the focus back on the control', async () => {
    mockApi({
      ...twoApplicants(),
      'PATCH /api/v1/businesses/7/jobs/1/applications/11': [200, applicant({ status: 'reviewed' })],
    } as never);
    renderPage();
    const status = await screen.findByLabelText('Status of Ada Lovelace');
    await userEvent.selectOptions(status, 'reviewed');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Move Ada Lovelace to Reviewed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Ada Lovelace: Reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Move Ada Lovelace/ })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Status of Ada Lovelace')).toHaveFocus();
  });

  it('shows the screening answers under the name and flags a disqualifying one', async () => {
    mockApi({
      'GET /api/v1/businesses/7/jobs/1/summary': [200, job],
      'GET /api/v1/businesses/7/jobs/1/applications': [
        200,
        [
          applicant({
            disqualified: true,
            answers: [
              { question_id: 1, prompt: 'Can you start at 4 am?', answer: 'no', disqualifying: true },
              { question_id: 2, prompt: 'Your best loaf?', answer: 'Rye', disqualifying: false },
            ],
          }),
        ],
        { total: '1' },
      ],
    } as never);
    renderPage();
    const ada = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByText('Disqualifying answer')).toBeInTheDocument();
    await userEvent.click(within(ada).getByText('Answers (2)'));
    expect(within(ada).getByText('Can you start at 4 am?')).toBeVisible();
    expect(
      within(ada)
        .getByText(/\(disqualifying\)/)
        .closest('dd'),
    ).toHaveTextContent('no (disqualifying)');
    expect(within(ada).getByText('Rye')).toBeInTheDocument();
  });

  it('exports the list as a CSV file', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({
      ...twoApplicants(),
      'GET /api/v1/businesses/7/jobs/1/applications.csv': [
        200,
        new TextEncoder().encode('"First name"\r\n'),
        { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="applicants-job-1.csv"' },
      ],
    } as never);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['applicants-job-1.csv']));
  });
});
