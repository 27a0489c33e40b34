import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBusinessJob } from '@mainwork/contracts';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { RECRUITER_PERMISSIONS, ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import JobEditorPage from './job-editor-page.tsx';

const employer = userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 5 });
const business = {
  id: 5,
  name: 'Harbor Point Bakery',
  tagline: null,
  active: true,
  logo: null,
  banner: null,
  employer_size: null,
  region: null,
  address: null,
};
const membership = {
  id: 1,
  business_id: 5,
  status: 'active',
  active: true,
  terms_version: '1.0',
  accepted_at: '2026-11-01T00:00:00Z',
};
const lookup = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
const STATES = [{ id: 22, name: 'Massachusetts', code: 'MA' }];

const existing: TBusinessJob = {
  id: 41,
  title: 'Pastry Chef',
  description: '<p>Bake at dawn.</p>',
  posted_at: '2026-11-20T10:00:00Z',
  business: { id: 5, name: 'Harbor Point Bakery', logo: null },
  job_type: { id: 1, name: 'Full-time' },
  job_experience_level: null,
  job_industry: null,
  job_function: null,
  job_location_type: { id: 1, name: 'On-site' },
  address: { address_one: '1 Main St', address_two: null, city: 'Boston', zip: '02108', state: STATES[0]! },
  minimum_salary: 55000,
  maximum_salary: 70000,
  salary_rate: 'per_year',
  benefits: [
    { name: 'Dental', position: 1 },
    { name: 'Free bread', position: 2 },
  ],
  reward: null,
  use_mw_apply: true,
  ats_link: null,
  applications_paused: true,
  require_resume: false,
  require_cover_letter: false,
  active: true,
  expires_at: '2026-12-30T00:00:00Z',
  closed_at: null,
  screening_questions: [],
};

function server(extra: Record<string, Reply> = {}): Record<string, Reply> {
  return {
    'GET /api/v1/businesses/5': [200, business],
    'GET /api/v1/me/membership': [200, membership],
    'GET /api/v1/businesses/5/jobs/41': [200, existing],
    'GET /api/v1/job_types': [200, lookup(['Full-time', 'Part-time'])],
    'GET /api/v1/job_experience_levels': [200, lookup(['Entry level'])],
    'GET /api/v1/job_industries': [200, lookup(['Food'])],
    'GET /api/v1/job_functions': [200, lookup(['Kitchen'])],
    'GET /api/v1/job_location_types': [200, lookup(['On-site', 'Remote', 'Hybrid'])],
    'GET /api/v1/states': [200, STATES],
    ...extra,
  };
}

function MarketplaceStandIn({
  onSelect,
  onHide,
  show,
}: ModalComponentProps<{ onSelect(source: { id: number; name: string }): void }>) {
  return show ? (
    <button
      onClick={() => {
        onSelect({ id: 7, name: 'Harbor Books' });
        onHide();
      }}
    >
      Pick Harbor Books
    </button>
  ) : null;
}

function renderAt(path: string, user = employer) {
  return renderWithApp(
    [
      { path: '/employers/my_business/jobs/add', element: <JobEditorPage /> },
      { path: '/employers/my_business/jobs/:jobId/edit', element: <JobEditorPage /> },
      { path: '/employers/dashboard', element: <p>Dashboard</p> },
    ],
    {
      user,
      initialPath: path,
      modals: { RewardMarketplaceModal: MarketplaceStandIn as never },
    },
  );
}

const sentBody = (spy: ReturnType<typeof mockApi>, method: string) => {
  const call = spy.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body)) as { job: Record<string, unknown> };
};

afterEach(() => vi.restoreAllMocks());

describe('the job form', () => {
  it('asks for the membership before posting', async () => {
    mockApi(server({ 'GET /api/v1/me/membership': [404, { error: 'Membership not found.' }] }));
    renderAt('/employers/my_business/jobs/add');
    expect(await screen.findByText('An active membership is required to post jobs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the membership' })).toHaveAttribute(
      'href',
      '/employers/membership_signup',
    );
  });

  it('tells a recruiter to ask an owner for the membership, without a link they could not open', async () => {
    mockApi(server({ 'GET /api/v1/me/membership': [404, { error: 'Membership not found.' }] }));
    renderAt(
      '/employers/my_business/jobs/add',
      userWith(RECRUITER_PERMISSIONS, { role: 'Employer', business_id: 5, business_role: 'recruiter' }),
    );
    expect(
      await screen.findByText('An active membership is required to post jobs. Ask an owner to take the membership.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the membership' })).not.toBeInTheDocument();
  });

  it('starts from an existing job (?from=), reorders benefits by keyboard, picks a marketplace gift card and publishes', async () => {
    const spy = mockApi(server({ 'POST /api/v1/businesses/5/jobs': [201, { ...existing, id: 42 }] }));
    const user = userEvent.setup();
    const { router } = renderAt('/employers/my_business/jobs/add?from=41');
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Pastry Chef');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Boston');
    // A duplicate is a new posting: not paused, with its own expiry date.
    expect(screen.getByLabelText('Pause applications')).not.toBeChecked();

    await user.type(screen.getByLabelText('New benefit'), 'Bike storage{Enter}');
    const moveUp = screen.getByRole('button', { name: 'Move Bike storage up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Bike storage up' })).toHaveFocus();
    const rows = screen
      .getAllByTestId('benefit-row')
      .map((row) => within(row).getByRole('textbox') as HTMLInputElement);
    expect(rows.map((input) => input.value)).toEqual(['Dental', 'Bike storage', 'Free bread']);

    await user.selectOptions(screen.getByLabelText('Reward type'), 'Reward::GiftCard');
    await user.type(screen.getByLabelText('Amount ($)'), '50');
    await user.click(screen.getByRole('button', { name: 'Choose from the Reward Marketplace' }));
    await user.click(await screen.findByRole('button', { name: 'Pick Harbor Books' }));
    expect(screen.getByText('Gift card: $50 Gift Card to Harbor Books')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Promotion code'), 'BAKE50');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('heading', { name: 'Pastry Chef' })).toBeInTheDocument();
    expect(within(preview).getByText('$50 gift card to Harbor Books')).toBeInTheDocument();
    // Not published yet: the preview does not pretend it was posted a minute ago.
    expect(within(preview).getByText('Not posted yet')).toBeInTheDocument();
    expect(within(preview).queryByText(/^Posted /)).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Keep editing' }));

    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employers/dashboard'));
    const { job } = sentBody(spy, 'POST');
    expect(job.benefits_attributes).toEqual([
      { name: 'Dental', position: 1 },
      { name: 'Bike storage', position: 2 },
      { name: 'Free bread', position: 3 },
    ]);
    expect(job.reward_attributes).toMatchObject({
      type: 'Reward::GiftCard',
      amount: 50,
      reward_source_id: 7,
      code: 'BAKE50',
    });
    expect(job).toMatchObject({
      title: 'Pastry Chef',
      minimum_salary: 55000,
      salary_rate: 'per_year',
      applications_paused: false,
    });
  }, 30_000);

  it('names the reward types and the salary periods as spec §9 writes them', async () => {
    mockApi(server());
    renderAt('/employers/my_business/jobs/add');
    const rewardType = await screen.findByLabelText('Reward type');
    expect(
      within(rewardType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cash', 'Merchandise', 'Gift Card', 'Subscription', 'Experience', 'Event Tickets', 'Services']);
    expect(within(rewardType).getByRole('option', { name: 'Event Tickets' })).toHaveValue('Reward::EventTickets');
    expect(within(rewardType).getByRole('option', { name: 'Services' })).toHaveValue('Reward::ProfessionalServices');
    const rate = screen.getByLabelText(/^Per\b/);
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['an hour', 'a day', 'a week', 'a month', 'a year']);
  });

  it("offers the employer's own gift card (source 1, shown with the business's name)", async () => {
    mockApi(server());
    const user = userEvent.setup();
    renderAt('/employers/my_business/jobs/41/edit');
    await screen.findByLabelText(/^Title/);
    await user.selectOptions(screen.getByLabelText('Reward type'), 'Reward::GiftCard');
    await user.type(screen.getByLabelText('Amount ($)'), '25');
    await user.click(screen.getByRole('button', { name: 'Use a gift card from Harbor Point Bakery' }));
    expect(screen.getByText('Gift card: $25 Gift Card to Harbor Point Bakery')).toBeInTheDocument();
  }, 20_000);

  it("edits a job and shows the server's messages under their fields", async () => {
    const spy = mockApi(
      server({
        'PUT /api/v1/businesses/5/jobs/41': [
          422,
          {
            error: {
              title: ["can't be blank"],
              'address.geocode': ['We could not find that address.'],
              'benefits.1.name': ["can't be blank"],
            },
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderAt('/employers/my_business/jobs/41/edit');
    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByLabelText('Pause applications')).toBeChecked();
    // The description's editor loads at the first sign of use; its code is large to transform on a busy machine.
    // Loaded first, its first commit cannot land in the middle of the edits below.
    fireEvent.pointerDown(document);
    await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull(), { timeout: 15_000 });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("can't be blank", { selector: '#job-title-error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find that address.');
    expect(sentBody(spy, 'PUT').job.title).toBe('');

    // Each message goes once its field is edited; 'Please correct the errors below.' goes with the last one.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the errors below.');
    // The problems take the focus in the frame after they show; a person's edits come after that. Typed
    // before it, on a busy machine, the keys after the click went to the problems instead of the title.
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    await user.type(title, 'Head Baker');
    await waitFor(() =>
      expect(screen.queryByText("can't be blank", { selector: '#job-title-error' })).not.toBeInTheDocument(),
    );
    expect(alert).toHaveTextContent('Please correct the errors below.');
    await user.type(screen.getByLabelText('Benefit 2'), 'Dental');
    await waitFor(() => expect(screen.queryByText("can't be blank")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Please correct the errors below.'));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find that address.');
  }, 40_000);
});
