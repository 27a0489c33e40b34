import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
        [applicant({ status: 'not_selected' }), applicant({ id: 12, first_name: 'Grace', status: 'not_selected' })],
      ],
    } as never);
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Ada Lovelace'), 'reviewed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Lovelace: Reviewed.');
    const single = fetch.mock.calls.find(([url]) => String(url).endsWith('/applications/11'))!;
    expect(JSON.parse(String(single[1]!.body))).toEqual({ application: { status: 'reviewed' } });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    await userEvent.selectOptions(within(bar).getByLabelText('Set status to'), 'not_selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByText('2 applicants: Not selected.')).toBeInTheDocument();
    const bulk = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/jobs/1/applications') && init?.method === 'PATCH',
    )!;
    expect(JSON.parse(String(bulk[1]!.body))).toEqual({
      application_ids: [11, 12],
      application: { status: 'not_selected' },
    });
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
