import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser, TJob } from '@mainwork/contracts';
import type { ModalComponentProps, ModalRegistry } from '../../components/modal-root.tsx';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { JobDetail, REWARD_EARNED } from './job-detail.tsx';
import { BOARD, type FeedScope } from '../../lib/feed-scope.ts';
import { makeApplication } from '../../testing/application-test-data.ts';
import { makeJob } from '../../testing/job-test-data.ts';

const modals: ModalRegistry = {
  SignUpModal: ({ show }: ModalComponentProps) => (show ? <div role="dialog">Sign-up modal</div> : null),
  ShareJobModal: ({ show, job }: ModalComponentProps) =>
    show ? <div role="dialog">Share {(job as TJob).title}</div> : null,
};

function renderJob(job: TJob, user: TCurrentUser | null, options: { scope?: FeedScope; path?: string } = {}) {
  return renderWithApp([{ path: '*', element: <JobDetail job={job} scope={options.scope ?? BOARD} titleAs="h1" /> }], {
    user,
    modals,
    initialPath: options.path ?? '/jobs/5',
  });
}

const hunter = userWith(ROLE_PERMISSIONS.Hunter);
const eligible = (result: boolean) =>
  mockApi({
    'GET /api/v1/me/eligible_to_apply_to_job': [200, { result }],
    'GET /api/v1/me/applied_jobs': [200, []],
    'GET /api/v1/me/saved_jobs': [200, []],
  });
/** The calls other than the session's reads of the jobs the candidate applied to ("Applied on") and saved. */
const callsBesidesApplied = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.filter(
    ([url]) => !String(url).endsWith('/api/v1/me/applied_jobs') && !String(url).endsWith('/api/v1/me/saved_jobs'),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('job buttons for a visitor', () => {
  it('Share and Apply open the sign-up modal', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup();
    renderJob(makeJob(), null);
    expect(screen.queryByRole('link', { name: 'Instant Apply' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign-up modal');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('Apply opens the sign-up modal too, and is disabled while applications are paused', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { unmount } = renderJob(makeJob(), null);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign-up modal');
    unmount();

    renderJob(makeJob({ applications_paused: true }), null);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByText('Not currently accepting new applications')).toBeInTheDocument();
  });
});

describe('signing up from a job', () => {
  /** A sign-up modal that says why it opened, and signs a Hunter up on a click. */
  const signingUp: ModalRegistry = {
    ...modals,
    SignUpModal: ({ show, onHide, reason, onSignedUp }: ModalComponentProps) =>
      show ? (
        <div role="dialog">
          <p>{reason as string}</p>
          <button
            onClick={() => {
              onHide();
              (onSignedUp as (user: TCurrentUser) => void)(hunter);
            }}
          >
            Finish sign-up
          </button>
        </div>
      ) : null,
  };
  const renderForVisitor = (job: TJob) =>
    renderWithApp(
      [
        { path: '/jobs/5', element: <JobDetail job={job} scope={BOARD} titleAs="h1" /> },
        { path: '/jobs/5/mwapply', element: <p>Instant apply page</p> },
      ],
      { user: null, modals: signingUp, initialPath: '/jobs/5' },
    );
  const cashJob = makeJob({
    reward: {
      type: 'Reward::Cash',
      amount: 1000,
      estimated_value: 1000,
      url: null,
      description: null,
      reward_source: null,
      employer_business_name: 'Harbor Point Digital',
    },
  });

  it('Share says why, and the share modal opens once the visitor has signed up', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderForVisitor(cashJob);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Sign up to share this job and earn the $1,000 cash referral reward',
    );
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Share Senior Product Designer');
  });

  it('Apply says why, and the Instant Apply page opens once the visitor has signed up', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderForVisitor(cashJob);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign up to apply to this job');
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect(await screen.findByText('Instant apply page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/5/mwapply');
  });
});

describe('job buttons for a user who may create Application', () => {
  it('Share opens the share modal with the job; Instant Apply links to the apply page', async () => {
    const fetchSpy = eligible(true);
    const user = userEvent.setup();
    renderJob(makeJob(), hunter);
    await waitFor(() => expect(callsBesidesApplied(fetchSpy)).toHaveLength(1));
    expect(String(callsBesidesApplied(fetchSpy)[0]?.[0])).toBe('/api/v1/me/eligible_to_apply_to_job?job_id=5');
    expect(screen.getByRole('link', { name: 'Instant Apply' })).toHaveAttribute('href', '/jobs/5/mwapply');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Share Senior Product Designer');
  });

  it('disables Instant Apply with a tooltip once the user has applied', async () => {
    eligible(false);
    const user = userEvent.setup();
    renderJob(makeJob(), hunter);
    const button = await screen.findByRole('button', { name: 'Instant Apply' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Instant Apply' })).not.toBeInTheDocument();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You have already applied to this job.');
  });

  it('links Instant Apply to the employer- or organization-scoped apply page inside a feed', async () => {
    eligible(true);
    const { unmount } = renderJob(makeJob(), hunter, { scope: { kind: 'business', businessId: 3 } });
    expect(await screen.findByRole('link', { name: 'Instant Apply' })).toHaveAttribute(
      'href',
      '/employers/3/jobs/5/mwapply',
    );
    unmount();
    renderJob(makeJob(), hunter, { scope: { kind: 'organization', organizationId: 8 } });
    expect(await screen.findByRole('link', { name: 'Instant Apply' })).toHaveAttribute(
      'href',
      '/organizations/8/jobs/5/mwapply',
    );
  });

  describe("Apply for a job taken on the employer's own site", () => {
    const atsJob = makeJob({ use_mw_apply: false, ats_link: 'https://ats.example.com/apply/5' });
    const openTab = () => {
      const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      return { tab, open };
    };

    it('records the application, then sends the tab opened during the click to the link', async () => {
      const fetchSpy = mockApi({
        'POST /api/v1/jobs/5/applications': [201, makeApplication({ external: true })],
        'GET /api/v1/me/applied_jobs': [200, []],
        'GET /api/v1/me/saved_jobs': [200, []],
      });
      const { tab, open } = openTab();
      const user = userEvent.setup();
      renderJob(atsJob, hunter);
      expect(screen.queryByRole('link', { name: 'Instant Apply' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^Apply/ }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toBe('https://ats.example.com/apply/5'));
      expect(tab.opener).toBeNull();
      const [url, init] = callsBesidesApplied(fetchSpy)[0]!;
      expect(String(url)).toBe('/api/v1/jobs/5/applications');
      expect(init?.body).toBe('{"application":{}}');
      // Eligibility matters only to Instant Apply.
      expect(callsBesidesApplied(fetchSpy)).toHaveLength(1);
    });

    it('closes the tab and says so when the application is not recorded', async () => {
      mockApi({ 'POST /api/v1/jobs/5/applications': [401, { error: 'Not signed in.' }] });
      const { tab } = openTab();
      const user = userEvent.setup();
      renderJob(atsJob, hunter);
      await user.click(screen.getByRole('button', { name: /^Apply/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Problem applying to job. Are you signed in?');
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    });

    it('still opens the link for a candidate who applied there before', async () => {
      mockApi({
        'POST /api/v1/jobs/5/applications': [409, { error: { job: ['You have already applied to this job.'] } }],
      });
      const { tab } = openTab();
      const user = userEvent.setup();
      renderJob(atsJob, hunter);
      await user.click(screen.getByRole('button', { name: /^Apply/ }));
      await waitFor(() => expect(tab.location.href).toBe('https://ats.example.com/apply/5'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('disables Apply and Instant Apply while applications are paused, without asking for eligibility', () => {
    const fetchSpy = mockApi({});
    const { unmount } = renderJob(makeJob({ applications_paused: true }), hunter);
    expect(screen.getByRole('button', { name: 'Instant Apply' })).toBeDisabled();
    expect(screen.getByText('Not currently accepting new applications')).toBeInTheDocument();
    unmount();
    renderJob(makeJob({ applications_paused: true, use_mw_apply: false, ats_link: 'https://ats.example.com' }), hunter);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(callsBesidesApplied(fetchSpy)).toEqual([]);
  });

  it('says when the candidate applied, beside the greyed Instant Apply', async () => {
    mockApi({
      'GET /api/v1/me/eligible_to_apply_to_job': [200, { result: false }],
      'GET /api/v1/me/applied_jobs': [200, [{ job_id: 5, applied_at: new Date(2026, 2, 4, 14, 5).toISOString() }]],
    });
    renderJob(makeJob(), hunter);
    expect(await screen.findByText('Applied on 03/04/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Instant Apply' })).toBeDisabled();
  });
});

describe('job buttons for everyone else', () => {
  it.each([
    ['an employer', userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 3 })],
    ['an admin', userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' })],
  ])('%s sees only a disabled Apply that explains why', async (_who, someone) => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup();
    renderJob(makeJob(), someone);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instant Apply' })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    const wrapper = apply.parentElement!;
    await waitFor(() => expect(wrapper).toHaveFocus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Create a candidate profile to apply to jobs.');
    expect(wrapper).toHaveAttribute('aria-describedby', tooltip.id);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('job detail', () => {
  it('says the reward once, in words, and how it is earned, with its description and link, then the description', () => {
    mockApi({});
    renderJob(makeJob(), null);
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Product Designer' })).toBeInTheDocument();
    expect(screen.getByText('Posted 3 days ago')).toBeInTheDocument();
    expect(screen.getByText('$95,000 - $120,000 a year')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Boston, Massachusetts \(Hybrid\)/ })).toHaveAttribute(
      'href',
      '/employers/3/jobs',
    );
    // Said once: as a chip under the title, with its kind and who gives it.
    expect(screen.getAllByText(/\$100/).map((node) => node.textContent)).toEqual([
      'Referral reward: $100 gift card to Harbor Point Digital',
    ]);
    expect(screen.getByRole('list', { name: 'Job facts' })).toHaveTextContent('$100 gift card to Harbor Point Digital');
    const reward = screen.getByRole('region', { name: 'Referral reward' });
    // The estimated value is the amount already said: not said again.
    expect(within(reward).queryByText(/Estimated value/)).not.toBeInTheDocument();
    expect(within(reward).getByText('A gift card for our shop.')).toBeInTheDocument();
    expect(within(reward).getByRole('link', { name: /Reward details/ })).toHaveAttribute(
      'href',
      'https://example.com/reward',
    );
    expect(screen.getByText('Design products people love.')).toBeInTheDocument();
  });

  it('says a cash reward as "$1,000 cash referral reward", and an estimated value that is not its amount', () => {
    mockApi({});
    const job = makeJob();
    renderJob(
      {
        ...job,
        reward: { ...job.reward!, type: 'Reward::Cash', amount: 1000, estimated_value: 1000, reward_source: null },
      },
      null,
    );
    expect(screen.getByText('$1,000 cash referral reward')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated value/)).not.toBeInTheDocument();
    // The employer's description says how it is earned; without one, the product says it.
    expect(screen.getByRole('region', { name: 'Referral reward' })).toHaveTextContent('A gift card for our shop.');
    cleanup();

    renderJob(
      {
        ...job,
        reward: {
          ...job.reward!,
          type: 'Reward::Experience',
          amount: 300,
          estimated_value: 325.5,
          description: null,
          reward_source: { id: 4, name: 'Boulder Yard Climbing' },
        },
      },
      null,
    );
    expect(screen.getByText('$300 experience at Boulder Yard Climbing')).toBeInTheDocument();
    expect(screen.getByText('Estimated value: $325.50')).toBeInTheDocument();
    expect(screen.getByText(REWARD_EARNED)).toBeInTheDocument();
  });

  it('shows three benefits by position and toggles the rest', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderJob(makeJob(), null);
    const benefits = () =>
      within(screen.getByRole('list', { name: 'Benefits' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(benefits()).toEqual(['Health insurance', 'Dental', '401(k) match']);
    await user.click(screen.getByRole('button', { name: 'show more' }));
    expect(benefits()).toEqual(['Health insurance', 'Dental', '401(k) match', 'Remote Fridays']);
    await user.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.queryByText('Remote Fridays')).not.toBeInTheDocument();
  });

  it('has no benefits toggle with three benefits or fewer, and no job line link without a place', () => {
    mockApi({});
    renderJob(
      makeJob({
        benefits: [{ name: 'Dental', position: 1 }],
        address: null,
        job_location_type: null,
      }),
      null,
    );
    expect(screen.getByText('Dental')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'show more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /jobs at/ })).not.toBeInTheDocument();
  });
});

describe('job buttons in a framed page (spec §2.1, ?frame)', () => {
  const newTab = (name: string) => {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    return link;
  };

  it('opens Share on the job page and Apply on the apply page in a new tab, for a signed-in candidate too', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup();
    renderJob(makeJob(), hunter, { scope: { kind: 'organization', organizationId: 8 }, path: '/x?frame=1' });
    expect(newTab('Share')).toHaveAttribute('href', '/employers/3/jobs/5');
    expect(newTab('Apply')).toHaveAttribute('href', '/organizations/8/jobs/5/mwapply');
    expect(screen.queryByRole('link', { name: 'Instant Apply' })).not.toBeInTheDocument();
    await user.click(newTab('Share'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing is asked on the signed-in user's behalf inside the frame, not even eligibility.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("gives visitors the same links instead of the sign-up modal, Apply going to the job page for an employer's own link", async () => {
    mockApi({});
    const user = userEvent.setup();
    const { unmount } = renderJob(makeJob({ use_mw_apply: false, ats_link: 'https://ats.example.com/apply/5' }), null, {
      path: '/jobs?frame=true',
    });
    expect(newTab('Share')).toHaveAttribute('href', '/jobs/5');
    await user.click(newTab('Apply'));
    expect(newTab('Apply')).toHaveAttribute('href', '/jobs/5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderJob(makeJob({ applications_paused: true }), null, { path: '/jobs?frame=true' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(newTab('Share')).toHaveAttribute('href', '/jobs/5');
  });
});
