import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { firstJobsPagePath, readSavedJobSearch } from '@mainwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { renderWithApp } from '../../testing/render-app.tsx';
import JobPage from './job-page.tsx';
import { JOB_SEARCH_COOKIE, saveSearch, EMPTY_SEARCH } from './job-search-state.ts';
import JobsFiltersModal from './jobs-filters-modal.tsx';
import JobsPage from './jobs-page.tsx';
import { makeJob, manyJobs, mockFetch, on, searchRoute } from '../../testing/job-test-data.ts';
import { rememberListPlace } from '../../lib/list-place.ts';
import { forgetSearchEntries } from './search-history.ts';

const lookupRoutes = [
  on('/api/v1/job_types', [{ id: 1, name: 'Full-time' }]),
  on('/api/v1/job_experience_levels', []),
  on('/api/v1/job_location_types', [{ id: 2, name: 'Remote' }]),
  on('/api/v1/job_industries', []),
  on('/api/v1/job_functions', []),
];

function renderJobs(path = '/jobs', initialState?: unknown) {
  return renderWithApp(
    [
      { path: '/jobs', element: <JobsPage /> },
      { path: '/jobs/:jobId', element: <JobPage /> },
      { path: '/employers/:businessId/jobs', element: <p>Employer feed</p> },
      { path: '/not_found', element: <p>Not found page</p> },
    ],
    {
      initialPath: path,
      initialState,
      modals: { JobsFiltersModal: JobsFiltersModal as unknown as ComponentType<ModalComponentProps> },
    },
  );
}

/** The query strings the job search was called with. */
const searches = (fetchSpy: ReturnType<typeof mockFetch>) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/jobs')
    .map((url) => decodeURIComponent(url.search.slice(1)));

/** Makes the list report itself fully scrolled into view, so the next page is wanted at once. */
function listFullyInView() {
  vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 0,
    height: 100,
  } as DOMRect);
}

function wideScreen(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as typeof window.matchMedia;
}

const cards = () => screen.queryAllByTestId('job-card');

beforeEach(() => {
  document.cookie = `${JOB_SEARCH_COOKIE}=; path=/; max-age=0`;
  // Each test is a page load of its own: no list place or search entry of an earlier one.
  sessionStorage.clear();
  forgetSearchEntries();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('/jobs list', () => {
  it('shows the count and the cards, loads pages while scrolling until a short page, then says so', async () => {
    listFullyInView();
    const fetchSpy = mockFetch(searchRoute(manyJobs(45)));
    renderJobs();
    expect(await screen.findByText('There are no more jobs that match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('job-count')).toHaveTextContent('45 jobs');
    expect(cards()).toHaveLength(45);
    expect(searches(fetchSpy)).toEqual(['page=1', 'page=2', 'page=3']);
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article')).toHaveLength(45);
  });

  it('stops once the total is loaded, without asking for an empty page', async () => {
    listFullyInView();
    const fetchSpy = mockFetch(searchRoute(manyJobs(40)));
    renderJobs();
    expect(await screen.findByText('There are no more jobs that match your search.')).toBeInTheDocument();
    expect(searches(fetchSpy)).toEqual(['page=1', 'page=2']);
  });

  it('stops on a short page even when the total promises more', async () => {
    listFullyInView();
    const fetchSpy = mockFetch(searchRoute(manyJobs(45), { total: 100 }));
    renderJobs();
    expect(await screen.findByText('There are no more jobs that match your search.')).toBeInTheDocument();
    expect(searches(fetchSpy)).toEqual(['page=1', 'page=2', 'page=3']);
    expect(screen.getByTestId('job-count')).toHaveTextContent('100 jobs');
  });

  it('loads no further page until the list is scrolled to 80 %', async () => {
    const fetchSpy = mockFetch(searchRoute(manyJobs(45)));
    renderJobs();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByText('There are no more jobs that match your search.')).not.toBeInTheDocument();
    expect(searches(fetchSpy)).toEqual(['page=1']);
  });

  it("has 'Back to top' only with more than 4 jobs, and a singular count for one job", async () => {
    mockFetch(searchRoute([makeJob()]));
    renderJobs();
    expect(await screen.findByText('There are no more jobs that match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('job-count')).toHaveTextContent(/^1 job$/);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('shows 10,000+ jobs when the server capped the total', async () => {
    mockFetch(searchRoute(manyJobs(20), { total: 10_000, capped: true }));
    renderJobs();
    await waitFor(() => expect(screen.getByTestId('job-count')).toHaveTextContent('10,000+ jobs'));
  });

  it('apologises when nothing matches, and when the search fails', async () => {
    const fetchSpy = mockFetch(searchRoute([]));
    const user = userEvent.setup();
    renderJobs();
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('job-count')).toHaveTextContent('0 jobs');
    expect(screen.queryByText('There are no more jobs that match your search.')).not.toBeInTheDocument();

    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ error: 'Unknown filter' }), { status: 400 }));
    await user.type(screen.getByLabelText('What'), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
  });
});

describe("/jobs 'Did you mean …?'", () => {
  it('links to the corrected search when nothing matches and the correction finds jobs', async () => {
    const fetchSpy = mockFetch((url) =>
      url.searchParams.get('what_search_text') === 'staff accountant'
        ? searchRoute([makeJob({ id: 7, title: 'Staff Accountant' })])(url)
        : searchRoute([], { didYouMean: 'staff accountant' })(url),
    );
    const user = userEvent.setup();
    renderJobs();
    await user.type(screen.getByLabelText('What'), 'staf acountant');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'staff accountant' }));
    expect(await screen.findByText('Staff Accountant')).toBeInTheDocument();
    expect(screen.getByLabelText('What')).toHaveValue('staff accountant');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    const asked = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.at(-1)?.searchParams.get('what_search_text')).toBe('staff accountant');
  });

  it("says 'Showing results for …' when misspelt words were corrected, with a link that searches the words as typed", async () => {
    const fetchSpy = mockFetch((url) =>
      url.searchParams.get('what_search_text') === 'recepionist'
        ? searchRoute([makeJob({ id: 7, title: 'Receptionist' })], { showingResultsFor: 'receptionist' })(url)
        : searchRoute([])(url),
    );
    const user = userEvent.setup();
    renderJobs('/jobs?what_search_text=recepionist');
    expect(await screen.findByTestId('search-correction')).toHaveTextContent(
      'Showing results for receptionist. Search instead for recepionist',
    );
    await user.click(screen.getByRole('button', { name: 'Search instead for recepionist' }));
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByLabelText('What')).toHaveValue('"recepionist"');
    expect(screen.queryByTestId('search-correction')).not.toBeInTheDocument();
    expect(searches(fetchSpy).at(-1)).toBe('what_search_text="recepionist"&page=1');
  });

  it('names what matched nothing and offers to remove a filter, widen the radius or search everywhere', async () => {
    const fetchSpy = mockFetch(searchRoute([]), ...lookupRoutes);
    const user = userEvent.setup();
    renderJobs('/jobs?what_search_text=glassblower&where_search_text=Boston%2C+MA&filters%5Bjob_type_id_eq%5D=1');
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(await screen.findByText(/Nothing matched/)).toHaveTextContent(
      'Nothing matched glassblower within 25 miles of Boston, MA with the filters chosen.',
    );
    const ways = screen.getByRole('list', { name: 'Ways to find more jobs' });
    await user.click(await within(ways).findByRole('button', { name: 'Remove the filter Full-time' }));
    await waitFor(() =>
      expect(searches(fetchSpy).at(-1)).toBe('what_search_text=glassblower&where_search_text=Boston,+MA&page=1'),
    );
    await user.click(await screen.findByRole('button', { name: 'Search within 50 miles' }));
    await waitFor(() => expect(searches(fetchSpy).at(-1)).toContain('radius=50'));
    await user.click(await screen.findByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(searches(fetchSpy).at(-1)).toBe('what_search_text=glassblower&page=1'));
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('');
  });

  it('shows no suggestion when the search has none', async () => {
    mockFetch(searchRoute([]));
    renderJobs();
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});

describe('/jobs search', () => {
  it('runs what and where from page 1, saves the search in the job_search cookie and restores it', async () => {
    listFullyInView();
    const fetchSpy = mockFetch(searchRoute(manyJobs(25)));
    const user = userEvent.setup();
    const { unmount } = renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    await user.type(screen.getByLabelText('What'), 'designer');
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searches(fetchSpy).slice(2)).toEqual([
        'what_search_text=designer&where_search_text=Remote&page=1',
        'what_search_text=designer&where_search_text=Remote&page=2',
      ]),
    );
    expect(decodeURIComponent(document.cookie)).toContain(
      `${JOB_SEARCH_COOKIE}={"what_search_text":"designer","where_search_text":"Remote","filters":{},"sort":"relevance","radius":25,"page":1}`,
    );
    unmount();

    // A later visit: a page load of its own.
    forgetSearchEntries();
    fetchSpy.mockClear();
    renderJobs();
    expect(await screen.findByLabelText('What')).toHaveValue('designer');
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Remote');
    await waitFor(() =>
      expect(searches(fetchSpy)[0]).toBe('what_search_text=designer&where_search_text=Remote&page=1'),
    );
  });

  it('runs the same search again from page 1 when Search is pressed', async () => {
    listFullyInView();
    const fetchSpy = mockFetch(searchRoute(manyJobs(25)));
    const user = userEvent.setup();
    renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(fetchSpy)).toEqual(['page=1', 'page=2', 'page=1', 'page=2']));
  });

  it("takes its search from the URL before the saved one, names the URL's filters from the lookups", async () => {
    saveSearch({ ...EMPTY_SEARCH, what_search_text: 'baker' });
    const fetchSpy = mockFetch(searchRoute([makeJob()]), ...lookupRoutes);
    // An alert e-mail's link: the search in jobSearchQuery's format.
    const { router } = renderJobs(
      '/jobs?what_search_text=nurse&where_search_text=Boston%2C+MA&sort=date&radius=50' +
        '&filters%5Bjob_type_id_eq%5D=1&filters%5Bjob_min_salary_eq%5D=60000',
    );
    await screen.findByText('There are no more jobs that match your search.');
    expect(searches(fetchSpy)).toEqual([
      'what_search_text=nurse&where_search_text=Boston,+MA&page=1&sort=date&radius=50' +
        '&filters[job_type_id_eq]=1&filters[job_min_salary_eq]=60000',
    ]);
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('nurse');
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Boston, MA');
    expect(await screen.findByRole('button', { name: 'Remove filter Job Type: Full-time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Min Salary: $60,000+' })).toBeInTheDocument();
    // Only the lookup a filter of the URL takes is asked for.
    const lookups = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(lookups.filter((path) => path !== '/api/v1/jobs')).toEqual(['/api/v1/job_types']);
    // Already the search drawn: the URL is left as it came.
    expect(router.state.historyAction).toBe('POP');
    // Searching again saves it with the names the lookups gave.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(decodeURIComponent(document.cookie)).toContain(
        '"filters":{"job_type_id_eq":{"value":1,"name":"Full-time"},"job_min_salary_eq":{"value":60000,"name":"$60,000+"}}',
      ),
    );
  });

  it('writes the search into the URL as it runs, a new history entry that drops the chosen job', async () => {
    saveSearch({ ...EMPTY_SEARCH, what_search_text: 'baker' });
    const fetchSpy = mockFetch(searchRoute([makeJob()]), ...lookupRoutes);
    const user = userEvent.setup();
    const { router } = renderJobs('/jobs?job_id=1&frame_ref=mail');
    await screen.findByText('There are no more jobs that match your search.');
    // Restored from the cookie; the URL changes once a search runs.
    expect(searches(fetchSpy)).toEqual(['what_search_text=baker&page=1']);
    expect(router.state.location.search).toBe('?job_id=1&frame_ref=mail');

    const what = screen.getByRole('combobox', { name: 'What' });
    await user.clear(what);
    await user.type(what, 'nurse');
    // Typing alone changes nothing: the search runs on Search.
    expect(router.state.location.search).toBe('?job_id=1&frame_ref=mail');
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Boston, MA');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?what_search_text=nurse&where_search_text=Boston%2C+MA&frame_ref=mail',
      ),
    );
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?frame_ref=mail'));
    expect(searches(fetchSpy).at(-1)).toBe('page=1');
  });

  it('Back shows the search before with its filters, scrolled where it was left; the same search again adds no entry', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchSpy = mockFetch(searchRoute(manyJobs(3)), ...lookupRoutes);
    const user = userEvent.setup();
    try {
      const { router } = renderJobs('/jobs?what_search_text=nurse&filters[job_location_type_id_eq]=2');
      await screen.findByText('There are no more jobs that match your search.');
      Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
      const what = screen.getByRole('combobox', { name: 'What' });
      await user.clear(what);
      await user.type(what, 'baker');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(router.state.location.search).toBe('?what_search_text=baker&filters%5Bjob_location_type_id_eq%5D=2'),
      );
      expect(router.state.historyAction).toBe('PUSH');
      const entryOfBaker = router.state.location.key;
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(router.state.location.key).not.toBe(entryOfBaker);

      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      await router.navigate(-1);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('nurse'));
      expect(router.state.location.search).toBe('?what_search_text=nurse&filters[job_location_type_id_eq]=2');
      expect(await screen.findByRole('button', { name: 'Remove filter Location Type: Remote' })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenLastCalledWith(0, 640));
      // The list comes back from memory: not asked for again.
      expect(searches(fetchSpy).filter((query) => query.startsWith('what_search_text=nurse'))).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(window, 'scrollY');
      sessionStorage.clear();
    }
  });

  it('applies filters from the modal, shows them as chips, and re-runs without a removed one', async () => {
    saveSearch({ ...EMPTY_SEARCH, filters: { job_location_type_id_eq: { value: 2, name: 'Remote' } } });
    const fetchSpy = mockFetch(searchRoute([makeJob()]), ...lookupRoutes);
    const user = userEvent.setup();
    renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    expect(searches(fetchSpy)).toEqual(['page=1&filters[job_location_type_id_eq]=2']);
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Location Type: Remote' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('Job Type')).getAllByRole('option')).toHaveLength(2),
    );
    await user.selectOptions(within(dialog).getByLabelText('Job Type'), 'Full-time');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(searches(fetchSpy).at(-1)).toBe('page=1&filters[job_type_id_eq]=1&filters[job_location_type_id_eq]=2'),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Job Type: Full-time' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove filter Location Type: Remote' }));
    await waitFor(() => expect(searches(fetchSpy).at(-1)).toBe('page=1&filters[job_type_id_eq]=1'));
    expect(screen.queryByRole('button', { name: /Remove filter Location Type/ })).not.toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain(
      '"filters":{"job_type_id_eq":{"value":1,"name":"Full-time"}}',
    );
  });

  it('names the search in the count, sorts by date and widens the radius around a place, each from page 1', async () => {
    saveSearch({ ...EMPTY_SEARCH, what_search_text: 'nurse', where_search_text: 'Boston, MA' });
    const fetchSpy = mockFetch(searchRoute(manyJobs(12)));
    const user = userEvent.setup();
    renderJobs();
    expect(await screen.findByText('12 nurse jobs near Boston, MA')).toHaveAttribute('data-testid', 'job-count');
    expect(searches(fetchSpy)).toEqual(['what_search_text=nurse&where_search_text=Boston,+MA&page=1']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(screen.getByLabelText('Within')).toHaveValue('25');
    expect(
      within(screen.getByLabelText('Within'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 miles', '25 miles', '50 miles', '100 miles']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Date');
    await waitFor(() =>
      expect(searches(fetchSpy).at(-1)).toBe('what_search_text=nurse&where_search_text=Boston,+MA&page=1&sort=date'),
    );
    await user.selectOptions(screen.getByLabelText('Within'), '50 miles');
    await waitFor(() =>
      expect(searches(fetchSpy).at(-1)).toBe(
        'what_search_text=nurse&where_search_text=Boston,+MA&page=1&sort=date&radius=50',
      ),
    );
    expect(decodeURIComponent(document.cookie)).toContain('"sort":"date","radius":50');
  });

  it('offers no radius for Remote or a state, and a singular count', async () => {
    saveSearch({ ...EMPTY_SEARCH, where_search_text: 'Massachusetts' });
    mockFetch(searchRoute([makeJob()]));
    renderJobs();
    expect(await screen.findByText('1 job in Massachusetts')).toHaveAttribute('data-testid', 'job-count');
    expect(screen.queryByLabelText('Within')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
  });

  it("reads 'Massachusetts, USA' as the state the API searches: no radius, 'in'", async () => {
    saveSearch({ ...EMPTY_SEARCH, where_search_text: 'Massachusetts, USA' });
    mockFetch(searchRoute(manyJobs(3)));
    renderJobs();
    expect(await screen.findByText('3 jobs in Massachusetts, USA')).toHaveAttribute('data-testid', 'job-count');
    expect(screen.queryByLabelText('Within')).not.toBeInTheDocument();
  });

  it("'Clear all' beside the chips empties text, place, filters, order and radius", async () => {
    saveSearch({
      ...EMPTY_SEARCH,
      what_search_text: 'designer',
      where_search_text: 'Boston, MA',
      sort: 'date',
      radius: 100,
      filters: { job_location_type_id_eq: { value: 2, name: 'Remote' } },
    });
    const fetchSpy = mockFetch(searchRoute(manyJobs(3)));
    const user = userEvent.setup();
    renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    expect(searches(fetchSpy)).toEqual([
      'what_search_text=designer&where_search_text=Boston,+MA&page=1&sort=date&radius=100&filters[job_location_type_id_eq]=2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(searches(fetchSpy).at(-1)).toBe('page=1'));
    expect(screen.getByLabelText('What')).toHaveValue('');
    expect(screen.getByLabelText('What')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(await screen.findByText('3 jobs')).toHaveAttribute('data-testid', 'job-count');
  });

  it('shows cards: business and place on one line, the title, type, pay and reward in words as chips, then posted', async () => {
    mockFetch(searchRoute([makeJob()]));
    renderJobs();
    const card = within(await screen.findByTestId('job-card'));
    expect(card.getByRole('heading', { name: 'Senior Product Designer' })).toBeInTheDocument();
    expect(card.getByText('Harbor Point Digital')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Boston, Massachusetts \(Hybrid\)/ })).toHaveAttribute(
      'href',
      '/employers/3/jobs',
    );
    expect(card.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Job type: Full-time',
      'Salary: $95,000 - $120,000 a year',
      'Referral reward: $100 gift card to Harbor Point Digital',
    ]);
    expect(card.getByText('Harbor Point Digital').closest('p')).toHaveTextContent(
      'Harbor Point Digital · Boston, Massachusetts (Hybrid): jobs at Harbor Point Digital',
    );
    expect(card.getByText('Posted 3 days ago')).toBeInTheDocument();
    expect(card.queryByText('Health insurance')).not.toBeInTheDocument();
    expect(card.queryByText('Benefits')).not.toBeInTheDocument();
  });

  it('back from applying, shows the remembered search and job, loading pages until it scrolls back to its place', async () => {
    listFullyInView();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    rememberListPlace({
      path: '/jobs?job_id=7',
      scrollY: 900,
      search: { ...EMPTY_SEARCH, what_search_text: 'designer', sort: 'date' },
    });
    const fetchSpy = mockFetch(searchRoute(manyJobs(25)));
    try {
      renderJobs('/jobs?job_id=7', { restoreListPlace: true });
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 900));
      expect(screen.getByLabelText('What')).toHaveValue('designer');
      expect(screen.getByLabelText('Sort by')).toHaveValue('date');
      expect(searches(fetchSpy).slice(0, 2)).toEqual([
        'what_search_text=designer&page=1&sort=date',
        'what_search_text=designer&page=2&sort=date',
      ]);
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      sessionStorage.clear();
    }
  });

  it('opens at its top with its own search when not coming back from applying', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    rememberListPlace({ path: '/jobs', scrollY: 900, search: { ...EMPTY_SEARCH, what_search_text: 'designer' } });
    const fetchSpy = mockFetch(searchRoute(manyJobs(3)));
    try {
      renderJobs('/jobs');
      await screen.findByText('There are no more jobs that match your search.');
      expect(searches(fetchSpy)).toEqual(['page=1']);
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      sessionStorage.clear();
    }
  });

  it('ignores a cookie it cannot read', async () => {
    document.cookie = `${JOB_SEARCH_COOKIE}=${encodeURIComponent('{"filters":{"bogus_eq":{"value":1}}')}; path=/`;
    const fetchSpy = mockFetch(searchRoute([makeJob()]));
    renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    expect(searches(fetchSpy)).toEqual(['page=1']);
  });
});

describe("/jobs 'Get alerts for this search'", () => {
  /** Stands in for the job alert dialog (another feature's, opened by type): shows the search it was given. */
  function AlertDialogStandIn({ show, search }: ModalComponentProps<{ search: unknown }>) {
    return show ? <pre data-testid="alert-dialog">{JSON.stringify(search)}</pre> : null;
  }
  const renderWithAlertDialog = (path = '/jobs') =>
    renderWithApp([{ path: '/jobs', element: <JobsPage /> }], {
      initialPath: path,
      modals: { JobAlertModal: AlertDialogStandIn as unknown as ComponentType<ModalComponentProps> },
    });

  it('opens the job alert dialog with the search in force: text, place, radius and the chosen filters', async () => {
    saveSearch({
      ...EMPTY_SEARCH,
      what_search_text: 'nurse',
      where_search_text: 'Boston, MA',
      radius: 50,
      filters: { job_type_id_eq: { value: 1, name: 'Full-time' } },
    });
    mockFetch(searchRoute([makeJob()]), ...lookupRoutes);
    renderWithAlertDialog();
    await screen.findByText('There are no more jobs that match your search.');
    // What is typed but not searched yet is not the search an alert saves.
    await userEvent.type(screen.getByRole('combobox', { name: /what/i }), ' assistant');
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    expect(JSON.parse((await screen.findByTestId('alert-dialog')).textContent!)).toEqual({
      ...EMPTY_SEARCH,
      what_search_text: 'nurse',
      where_search_text: 'Boston, MA',
      radius: 50,
      filters: { job_type_id_eq: { value: 1, name: 'Full-time' } },
    });
  });

  it('is not offered inside a frame', async () => {
    mockFetch(searchRoute(manyJobs(2)));
    renderWithAlertDialog('/jobs?frame=1');
    await screen.findByText('There are no more jobs that match your search.');
    expect(screen.queryByRole('button', { name: 'Get alerts for this search' })).not.toBeInTheDocument();
  });
});

describe('/jobs first page, as the server preloads it', () => {
  it.each([
    ['no saved search', null],
    [
      'a saved search with text, a place, a radius, an order and filters',
      {
        what_search_text: ' nurse ',
        where_search_text: 'Boston, MA',
        page: 4,
        sort: 'date',
        radius: 50,
        filters: {
          job_function_id_eq: { value: 7, name: 'Care' },
          job_type_id_eq: { value: 1, name: 'Full-time' },
          job_min_salary_eq: { value: 60000, name: '$60,000' },
        },
      },
    ],
    ['a radius without a place and an unknown filter', { radius: 10, filters: { bogus_eq: { value: 1, name: 'x' } } }],
  ])('asks for the very URL the server computes from the cookie (%s)', async (_name, saved) => {
    if (saved) document.cookie = `${JOB_SEARCH_COOKIE}=${encodeURIComponent(JSON.stringify(saved))}; path=/`;
    const fetchSpy = mockFetch(searchRoute([makeJob()]));
    renderJobs();
    await screen.findByText('There are no more jobs that match your search.');
    const asked = fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/v1/jobs?'));
    expect(asked[0]).toBe(firstJobsPagePath(readSavedJobSearch(saved)));
  });
});

describe('/jobs selection', () => {
  it('opens the job page from a card on narrow screens, and chooses no job in the query string', async () => {
    mockFetch(searchRoute(manyJobs(2)), on('/api/v1/jobs/2', makeJob({ id: 2, title: 'Job number 2' })));
    const user = userEvent.setup();
    const { router } = renderJobs();
    await user.click(await screen.findByRole('link', { name: 'Job number 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job number 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/2');
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('keeps frame mode and shows no panel when framed, even on a wide screen', async () => {
    wideScreen(true);
    mockFetch(searchRoute(manyJobs(2)));
    const { router } = renderJobs('/jobs?frame=1');
    expect(await screen.findByRole('link', { name: 'Job number 2' })).toHaveAttribute('href', '/jobs/2?frame=1');
    expect(screen.queryByRole('complementary', { name: 'Selected job' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?frame=1');
  });

  it("on wide screens a search that finds nothing reads '0 jobs' and shows no empty panel beside the apology", async () => {
    wideScreen(true);
    const found = searchRoute(manyJobs(2));
    const nothing = searchRoute([]);
    mockFetch((url) => (url.search.includes('zzzqqq') ? nothing(url) : found(url)), ...lookupRoutes);
    const user = userEvent.setup();
    renderJobs();
    expect(await screen.findByRole('complementary', { name: 'Selected job' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('What'), 'zzzqqq');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We are sorry. No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('job-count')).toHaveTextContent(/^0 jobs$/);
    expect(screen.queryByRole('complementary', { name: 'Selected job' })).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a job to see it here.')).not.toBeInTheDocument();
  });

  it('on wide screens selects the first job in the query string and shows the chosen one beside the list', async () => {
    wideScreen(true);
    const fetchSpy = mockFetch(searchRoute(manyJobs(3)));
    const user = userEvent.setup();
    const { router } = renderJobs();
    const panel = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(await within(panel).findByRole('heading', { name: 'Job number 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?job_id=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Job number 1' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('link', { name: 'Job number 3' }));
    expect(await within(panel).findByRole('heading', { name: 'Job number 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?job_id=3');
    expect(router.state.location.pathname).toBe('/jobs');
    // The list already holds the job: no second call for it.
    expect(fetchSpy.mock.calls.every(([input]) => String(input).startsWith('/api/v1/jobs?'))).toBe(true);
  });

  it('loads a chosen job that is not in the list, and falls back to the first when it cannot', async () => {
    wideScreen(true);
    mockFetch(
      searchRoute(manyJobs(3)),
      on('/api/v1/jobs/77', makeJob({ id: 77, title: 'Shared job' })),
      on('/api/v1/jobs/78', { error: 'Job not found.' }, 404),
    );
    const { router, unmount } = renderJobs('/jobs?job_id=77');
    const panel = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(await within(panel).findByRole('heading', { name: 'Shared job' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?job_id=77');
    unmount();

    const second = renderJobs('/jobs?job_id=78');
    await waitFor(() => expect(second.router.state.location.search).toBe('?job_id=1'));
    expect(
      await within(screen.getByRole('complementary', { name: 'Selected job' })).findByRole('heading', {
        name: 'Job number 1',
      }),
    ).toBeInTheDocument();
  });
});

describe('/jobs/{job_id}', () => {
  it('replaces itself with /not_found when the job does not load', async () => {
    mockFetch(on('/api/v1/jobs/9', { error: 'Job not found.' }, 404));
    const { router } = renderJobs('/jobs/9');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
