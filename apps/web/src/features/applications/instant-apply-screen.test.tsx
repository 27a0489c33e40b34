import { DOCUMENT_HINT } from '../../components/file-picker.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TJobDetail } from '@mainwork/contracts';
import { mockApi, pdfReply, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { BOARD } from '../../lib/feed-scope.ts';
import { makeJob } from '../../testing/job-test-data.ts';
import InstantApplyPage from './instant-apply-page.tsx';
import { InstantApplyScreen } from './instant-apply-screen.tsx';
import { useLocation } from 'react-router-dom';
import { isListReturn, rememberListPlace } from '../../lib/list-place.ts';
import { makeApplication, makeDefaults } from '../../testing/application-test-data.ts';

const candidate = userWith(ROLE_PERMISSIONS.Hunter, {
  first_name: 'Account',
  last_name: 'Holder',
  email: 'account@example.com',
  phone: '6175550199',
});

function renderApplyPage() {
  return renderWithApp(
    [
      { path: '/jobs/:jobId/mwapply', element: <InstantApplyPage /> },
      { path: '/jobs', element: <p>Jobs list</p> },
    ],
    { user: candidate, initialPath: '/jobs/5/mwapply' },
  );
}

/** The calls the page makes before the form shows: the job, eligibility and the saved defaults. */
function pageCalls(
  options: { job?: TJobDetail; eligible?: boolean; defaults?: Reply } = {},
  more: Record<string, Reply> = {},
) {
  return mockApi({
    'GET /api/v1/jobs/5': [200, options.job ?? makeJob()],
    'GET /api/v1/me/eligible_to_apply_to_job': [200, { result: options.eligible ?? true }],
    'GET /api/v1/me/default_application': options.defaults ?? [200, makeDefaults()],
    ...more,
  });
}

const requestTo = (fetchSpy: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchSpy.mock.calls.find(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path));

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'sl-jid-5=; path=/; max-age=0';
});

describe('Instant Apply form', () => {
  it('starts from the Instant Apply defaults, with the saved resume attached, and marks what the job requires', async () => {
    pageCalls(
      {
        job: makeJob({ require_resume: true }),
        defaults: [
          200,
          makeDefaults({ resume_url: '/api/v1/me/default_application/resume', resume_filename: 'Dana Resume.pdf' }),
        ],
      },
      { 'GET /api/v1/me/default_application/resume': pdfReply('Dana_Resume.pdf') },
    );
    renderApplyPage();

    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Dana');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Reyes');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('6175550123');
    const resume = screen.getByLabelText(/^Resume/);
    expect(resume).toHaveAccessibleDescription(/Dana_Resume\.pdf/);
    expect(screen.getByText('From your Instant Apply defaults.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cover letter/)).toHaveAccessibleDescription(`No file chosen ${DOCUMENT_HINT}`);

    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Resume/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Cover letter/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Comments')).not.toHaveAttribute('aria-required');
  });

  it("fills in the account's details when there are no defaults", async () => {
    pageCalls({ defaults: [404, { error: 'We are sorry. Instant Apply defaults do not exist.' }] });
    renderApplyPage();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Account');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('account@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('6175550199');
    expect(screen.getByLabelText(/^Resume/)).toHaveAccessibleDescription(`No file chosen ${DOCUMENT_HINT}`);
  });

  it('sends the application as multipart with the share key this browser followed, then shows the jobs list with the success alert', async () => {
    document.cookie = 'sl-jid-5=sharedKey_1; path=/';
    const fetchSpy = pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderApplyPage();

    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '(617) 555-0100');
    expect(phone).toHaveValue('6175550100');
    const resume = new File(['%PDF-1.4'], 'my resume.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Resume/), resume);
    expect(screen.getByLabelText(/^Resume/)).toHaveAccessibleDescription(`my resume.pdf ${DOCUMENT_HINT}`);
    await user.type(screen.getByLabelText('Comments'), 'Available from May.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application submitted successfully! Harbor Point Digital has been notified and will review it. Follow its status in My Applications.',
    );
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute('href', '/my_applications');
    const [url, init] = requestTo(fetchSpy, 'POST', '/api/v1/jobs/5/applications')!;
    expect(String(url)).toBe('/api/v1/jobs/5/applications?key=sharedKey_1');
    const form = init?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      'application[first_name]': 'Dana',
      'application[last_name]': 'Reyes',
      'application[email]': 'dana@example.com',
      'application[phone]': '6175550100',
      'application[comments]': 'Available from May.',
    });
    expect((form.get('application[resume]') as File).name).toBe('my resume.pdf');
    expect(form.has('application[cover_letter]')).toBe(false);
  });

  it('asks the screening questions and sends each answer as application[answers][<question id>]', async () => {
    const job = makeJob({
      screening_questions: [
        { id: 3, prompt: 'Can you start at 4 am?', kind: 'yes_no', choices: [], required: true },
        { id: 7, prompt: 'Which oven?', kind: 'single_choice', choices: ['Deck', 'Convection'], required: false },
        { id: 9, prompt: 'Your best loaf?', kind: 'text', choices: [], required: false },
      ],
    });
    const fetchSpy = pageCalls({ job }, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderApplyPage();

    const startEarly = await screen.findByRole('radiogroup', { name: /Can you start at 4 am\?/ });
    expect(startEarly).toHaveAttribute('aria-required', 'true');
    await user.click(within(startEarly).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Convection' }));
    await user.type(screen.getByLabelText('Your best loaf?'), 'Rye');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    const form = requestTo(fetchSpy, 'POST', '/api/v1/jobs/5/applications')![1]?.body as FormData;
    expect(form.get('application[answers][3]')).toBe('yes');
    expect(form.get('application[answers][7]')).toBe('Convection');
    expect(form.get('application[answers][9]')).toBe('Rye');
  });

  it('shows a screening question’s refusal under it and brings the focus there', async () => {
    const job = makeJob({
      screening_questions: [{ id: 3, prompt: 'Can you start at 4 am?', kind: 'yes_no', choices: [], required: true }],
    });
    pageCalls({ job }, { 'POST /api/v1/jobs/5/applications': [422, { error: { 'answers.3': ["can't be blank"] } }] });
    const user = userEvent.setup();
    renderApplyPage();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    const group = await screen.findByRole('radiogroup', { name: /Can you start at 4 am\?/ });
    expect(group).toHaveAccessibleDescription("can't be blank");
    expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('sends no key when no share link was followed to the job', async () => {
    const fetchSpy = pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderApplyPage();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await screen.findByText('Jobs list');
    expect(String(requestTo(fetchSpy, 'POST', '/api/v1/jobs/5/applications')![0])).toBe('/api/v1/jobs/5/applications');
  });

  it('disables the submit button while the application is being sent, and ignores a second submit', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = pageCalls();
    const answered = calls.getMockImplementation()!;
    calls.mockImplementation((input, init) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : answered(input, init),
    );
    const user = userEvent.setup();
    renderApplyPage();
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    await user.click(submit);
    answer(new Response(JSON.stringify(makeApplication()), { status: 201 }));
    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the first message under each field, says what failed and puts the focus in the first field to fix', async () => {
    pageCalls(
      {},
      {
        'POST /api/v1/jobs/5/applications': [
          422,
          { error: { email: ['is invalid', 'is too long'], resume: ['is required'], comments: ['is too long'] } },
        ],
      },
    );
    const user = userEvent.setup();
    renderApplyPage();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit application. Please correct the issues below.',
    );
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('is invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Resume/)).toHaveAccessibleDescription(/is required/);
    expect(screen.getByLabelText('Comments')).toHaveAccessibleDescription('is too long');
    expect(screen.getAllByText('is too long')).toHaveLength(1);
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('shows a refusal of the job itself instead of the general message', async () => {
    pageCalls(
      {},
      { 'POST /api/v1/jobs/5/applications': [422, { error: { job: ['Not currently accepting new applications'] } }] },
    );
    const user = userEvent.setup();
    renderApplyPage();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not currently accepting new applications');
    expect(screen.queryByText(/Failed to submit application/)).not.toBeInTheDocument();
  });
});

describe('Instant Apply page, before the form', () => {
  it('sends a candidate who already applied to the jobs list with the alert', async () => {
    pageCalls({ eligible: false });
    renderApplyPage();
    expect(await screen.findByText('Jobs list')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You have already applied to this job.');
  });

  it('says the job does not exist when it does not load', async () => {
    const fetchSpy = mockApi({ 'GET /api/v1/jobs/5': [404, { error: 'Job not found.' }] });
    renderApplyPage();
    expect(await screen.findByText("We are sorry. That job doesn't seem to exist.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('says the job does not exist inside a feed it is not part of', async () => {
    pageCalls();
    renderWithApp(
      [
        {
          path: '*',
          element: (
            <InstantApplyScreen
              scope={{ kind: 'business', businessId: 9 }}
              jobId="5"
              belongsHere={(job) => job.business.id === 9}
            />
          ),
        },
      ],
      { user: candidate },
    );
    expect(await screen.findByText("We are sorry. That job doesn't seem to exist.")).toBeInTheDocument();
  });

  it('says a paused job takes no applications, without asking for eligibility', async () => {
    const fetchSpy = mockApi({ 'GET /api/v1/jobs/5': [200, makeJob({ applications_paused: true })] });
    renderApplyPage();
    expect(await screen.findByText('Not currently accepting new applications')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('goes back to the feed it was opened from after applying', async () => {
    pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderWithApp(
      [
        {
          path: '/apply',
          element: <InstantApplyScreen scope={{ kind: 'organization', organizationId: 8 }} jobId="5" />,
        },
        { path: '/organizations/8/jobs', element: <p>Organization feed</p> },
      ],
      { user: candidate, initialPath: '/apply' },
    );
    expect(screen.queryByText('Organization feed')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Organization feed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Application submitted successfully!');
  });
});

function ListPlaceProbe() {
  const location = useLocation();
  return (
    <p>
      List at {location.pathname}
      {location.search}, {isListReturn(location.state) ? 'restoring its place' : 'from its top'}
    </p>
  );
}

describe('Instant Apply, back to the list', () => {
  afterEach(() => sessionStorage.clear());

  it('returns to the list the candidate left (its chosen job kept), asking it to restore its place', async () => {
    rememberListPlace({ path: '/jobs?job_id=5', scrollY: 640, search: {} });
    pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderWithApp(
      [
        { path: '/jobs/:jobId/mwapply', element: <InstantApplyPage /> },
        { path: '/jobs', element: <ListPlaceProbe /> },
      ],
      { user: candidate, initialPath: '/jobs/5/mwapply' },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('List at /jobs?job_id=5, restoring its place')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Application submitted successfully!/);
  });

  it('ignores a remembered list of another feed', async () => {
    rememberListPlace({ path: '/organizations/8/jobs?job_id=5', scrollY: 640, search: {} });
    pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderWithApp(
      [
        { path: '/jobs/:jobId/mwapply', element: <InstantApplyPage /> },
        { path: '/jobs', element: <ListPlaceProbe /> },
      ],
      { user: candidate, initialPath: '/jobs/5/mwapply' },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('List at /jobs?job_id=5, restoring its place')).toBeInTheDocument();
  });

  it('opens the list on the job applied to, also when the list remembered had another job chosen', async () => {
    rememberListPlace({ path: '/jobs?what=baker&job_id=9', scrollY: 0, search: {} });
    pageCalls({}, { 'POST /api/v1/jobs/5/applications': [201, makeApplication()] });
    const user = userEvent.setup();
    renderWithApp(
      [
        { path: '/jobs/:jobId/mwapply', element: <InstantApplyPage /> },
        { path: '/jobs', element: <ListPlaceProbe /> },
      ],
      { user: candidate, initialPath: '/jobs/5/mwapply' },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('List at /jobs?what=baker&job_id=5, restoring its place')).toBeInTheDocument();
  });
});

describe('Instant Apply breadcrumb', () => {
  it('leads back to the jobs list and the job', async () => {
    pageCalls();
    renderWithApp([{ path: '*', element: <InstantApplyScreen scope={BOARD} jobId="5" /> }], { user: candidate });
    expect(await screen.findByRole('link', { name: 'jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute('href', '/jobs/5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled());
  });
});

describe('Instant Apply in a framed page (spec §2.1, ?frame)', () => {
  it('shows no form, only a link opening it in a new top-level tab, and asks nothing for the signed-in user', async () => {
    const fetchSpy = pageCalls();
    renderWithApp([{ path: '/jobs/:jobId/mwapply', element: <InstantApplyPage /> }], {
      user: candidate,
      initialPath: '/jobs/5/mwapply?frame=1',
    });
    const link = await screen.findByRole('link', { name: 'Continue in a new tab (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/jobs/5/mwapply');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/jobs/5']);
  });
});
