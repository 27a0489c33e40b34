import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAtWidth } from '../../testing/window-width.ts';
import type { TDashboardJob, TDashboardTotals } from '@mainwork/contracts';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import JobDashboardPage, { NO_JOBS_YET } from './job-dashboard-page.tsx';

const job = (overrides: Partial<TDashboardJob>): TDashboardJob => ({
  id: 1,
  title: 'Barista',
  status: 'live',
  applications_paused: false,
  posted_at: new Date(2026, 2, 4, 9).toISOString(),
  expires_at: new Date(2026, 4, 3, 9).toISOString(),
  closed_at: null,
  views_count: 1200,
  share_views_count: 30,
  applications_count: 12,
  referred_applications_count: 4,
  hires_count: 1,
  charge: null,
  source: null,
  ...overrides,
});

const totals = (overrides: Partial<TDashboardTotals> = {}): TDashboardTotals => ({
  jobs_count: 2,
  live_count: 1,
  paused_count: 0,
  closed_count: 1,
  expired_count: 0,
  views_count: 1250,
  share_views_count: 30,
  applications_count: 13,
  referred_applications_count: 4,
  hires_count: 1,
  ...overrides,
});

const renderPage = (initialState?: unknown) =>
  renderWithApp([{ path: '/employers/dashboard', element: <JobDashboardPage title="Dashboard" /> }], {
    user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 }),
    initialPath: '/employers/dashboard',
    initialState,
    modals: {
      ShareJobModal: ({ show, job: shared }: ModalComponentProps) =>
        show ? <div role="dialog">Sharing {(shared as { title: string }).title}</div> : null,
      EmployersResolveJobModal: ({
        show,
        job: closing,
        businessId,
        onResolved,
        onHide,
        onClosed,
      }: ModalComponentProps) =>
        show ? (
          <div role="dialog" aria-label="Wizard">
            Closing {(closing as { title: string }).title} of business {String(businessId)}
            <button type="button" onClick={() => (onResolved as () => void)()}>
              Resolve
            </button>
            <button
              type="button"
              onClick={() => {
                onHide();
                (onClosed as () => void)();
              }}
            >
              Done
            </button>
          </div>
        ) : null,
    },
  });

// Role queries over a whole table are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the employer dashboard', () => {
  it('shows placeholders, then totals and each posting with status, dates, counts and its actions', async () => {
    mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [
        200,
        [
          job({}),
          job({
            id: 2,
            title: 'Closed cook',
            status: 'closed',
            views_count: 50,
            applications_count: 1,
            charge: { amount: 1200, status: 'paid' },
          }),
        ],
        { total: '2' },
      ],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your jobs…');
    const live = await screen.findByRole('row', { name: /Barista/ });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(live).toHaveTextContent('03/04/2026');
    expect(live).toHaveTextContent('05/03/2026');
    expect(live).toHaveTextContent('1,200');
    // One visible action, 'Applicants (n)'; the others in the row's menu.
    expect(within(live).getByRole('link', { name: 'Applicants (12) for Barista' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs/1/applications',
    );
    expect(within(live).queryByRole('link', { name: /Edit/ })).toBeNull();
    await userEvent.click(within(live).getByRole('button', { name: 'More actions for Barista' }));
    const menu = () => within(live).getByRole('menu');
    // The dropdown's code loads when a menu is first opened.
    await within(live).findByRole('menu');
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Pause applications', 'Duplicate', 'Share', 'Close']);
    expect(within(menu()).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs/1/edit',
    );
    expect(within(menu()).getByRole('menuitem', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs/add?from=1',
    );
    await userEvent.click(within(menu()).getByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sharing Barista');

    // A closed posting's menu: edit and duplicate only.
    const closedRow = screen.getByRole('row', { name: /Closed cook/ });
    await userEvent.click(within(closedRow).getByRole('button', { name: 'More actions for Closed cook' }));
    expect(
      within(await within(closedRow).findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate']);

    const closed = screen.getByRole('row', { name: /Closed cook/ });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(closed).toHaveTextContent('Charge $1,200.00, paid');
    expect(live).not.toHaveTextContent('Charge');
    expect(within(closed).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('1,250');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('Close opens the close-out wizard; once it closed the posting, the page is at the top with the message and the row highlighted', async () => {
    let closed = false;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const body =
        url.pathname === '/api/v1/businesses/7/dashboard'
          ? totals()
          : [job({ status: closed ? 'closed' : 'live', closed_at: closed ? job({}).posted_at : null })];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', total: '1' },
      });
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    const row = await screen.findByRole('row', { name: /Barista/ });
    expect(row).not.toHaveAttribute('aria-current');
    await userEvent.click(within(row).getByRole('button', { name: 'More actions for Barista' }));
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Close' }));
    const wizard = await screen.findByRole('dialog', { name: 'Wizard' });
    expect(wizard).toHaveTextContent('Closing Barista of business 7');
    closed = true;
    const calls = spy.mock.calls.length;
    await userEvent.click(within(wizard).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Barista/ })).getByText('Closed')).toBeInTheDocument(),
    );
    expect(spy.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByRole('alert')).toHaveTextContent('Closed: "Barista" no longer takes applications.');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('link', { name: 'Barista' })).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const highlighted = screen.getByRole('row', { name: /Barista/ });
    expect(highlighted).toHaveAttribute('aria-current', 'true');
    expect(highlighted).toHaveClass('row-highlight');
  });

  it('opens at the top with the posting just published or saved highlighted', async () => {
    mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [200, [job({}), job({ id: 3, title: 'Host' })], { total: '2' }],
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage({ highlight: 3 });
    const host = await screen.findByRole('row', { name: /Host/ });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(host).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('row', { name: /Barista/ })).not.toHaveAttribute('aria-current');
  });

  it('on a phone shows each posting as a card with its numbers, its main action and its menu', async () => {
    showAtWidth(375);
    mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [
        200,
        [job({}), job({ id: 2, title: 'Closed cook', status: 'closed', charge: { amount: 1200, status: 'not_sent' } })],
        { total: '2' },
      ],
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage({ highlight: 2 });
    await screen.findByRole('heading', { name: 'Barista' });
    const cards = within(screen.getByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    const [barista, cook] = cards as [HTMLElement, HTMLElement];
    expect(within(barista).getByRole('heading', { name: 'Barista' })).toBeInTheDocument();
    expect(barista).toHaveTextContent('Applications12');
    expect(barista).toHaveTextContent('Referred4');
    expect(barista).toHaveTextContent('Hires1');
    expect(within(barista).getByRole('link', { name: 'Applicants (12) for Barista' })).toBeInTheDocument();
    expect(within(barista).getByRole('button', { name: 'More actions for Barista' })).toBeInTheDocument();
    expect(cook).toHaveTextContent('Charge $1,200.00, on your next invoice');
    expect(cook).toHaveAttribute('aria-current', 'true');
    expect(within(cook).getByRole('checkbox', { name: 'Select Closed cook' })).toBeDisabled();
  });

  it('on a tablet (820 px, where the nine columns do not fit) shows cards too, and from 992 px the table', async () => {
    const replies = {
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [200, [job({})], { total: '1' }],
    } as const;
    showAtWidth(820);
    mockApi(replies as never);
    const tablet = renderPage();
    await screen.findByRole('heading', { name: 'Barista' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Your jobs' })).getAllByRole('listitem')).toHaveLength(1);
    tablet.unmount();

    showAtWidth(992);
    renderPage();
    expect(await screen.findByRole('row', { name: /Barista/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your jobs' })).toBeNull();
  });

  it('marks a posting imported from a job source with its source', async () => {
    mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [
        200,
        [job({ source: 'greenhouse' }), job({ id: 2, title: 'Typed in' })],
        { total: '2' },
      ],
    });
    renderPage();
    expect(await screen.findByRole('row', { name: /Barista/ })).toHaveTextContent('Imported from Greenhouse');
    expect(screen.getByRole('row', { name: /Typed in/ })).not.toHaveTextContent('Imported from');
  });

  it('invites an employer with no postings to post one', async () => {
    mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals({ jobs_count: 0, live_count: 0, closed_count: 0 })],
      'GET /api/v1/businesses/7/jobs': [200, [], { total: '0' }],
    });
    renderPage();
    expect(await screen.findByText(NO_JOBS_YET)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Post a job' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/employers/my_business/jobs/add',
      '/employers/my_business/jobs/add',
    ]);
  });

  it('pauses the selected postings at once and says so', async () => {
    const fetch = mockApi({
      'GET /api/v1/businesses/7/dashboard': [200, totals()],
      'GET /api/v1/businesses/7/jobs': [200, [job({}), job({ id: 3, title: 'Host' })], { total: '2' }],
      'PATCH /api/v1/businesses/7/jobs/applications_paused': [
        200,
        [job({ status: 'paused', applications_paused: true }), job({ id: 3, title: 'Host', status: 'paused' })],
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Barista' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Host' }));
    const bar = screen.getByRole('region', { name: 'Selected jobs' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Pause applications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Applications paused for 2 jobs.');
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ job_ids: [1, 3], applications_paused: true });
  });
});
