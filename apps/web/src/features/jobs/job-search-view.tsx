import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import {
  jobSearchRequest,
  jobSearchUrlQuery,
  parsePathId,
  readJobSearchUrlQuery,
  type TJob,
} from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { useFrameMode } from '../../components/use-frame-mode.ts';
import { formatJobCountFor } from '../../lib/formatters.ts';
import { jobSearchInfiniteOptions, jobSearchKey } from './api/search-jobs.ts';
import { jobQueryOptions } from '../../lib/api/jobs.ts';
import { FilterChips, withoutFilter } from './filter-chips.tsx';
import { JobCard } from '../../components/job-card/job-card.tsx';
import { JobCardSkeletons, JobDetailSkeleton } from './job-card-skeleton.tsx';
import { JobDetail } from './job-detail.tsx';
import { jobPagePath, useFramedLink, type FeedScope } from '../../lib/feed-scope.ts';
import { isListReturn, rememberedListPlace, rememberListPlace } from '../../lib/list-place.ts';
import {
  EMPTY_SEARCH,
  hasUnnamedFilters,
  isEmptySearch,
  loadSavedSearch,
  parseSavedSearch,
  saveSearch,
  searchesAroundPlace,
  searchParamsWith,
  type JobSearch,
} from './job-search-state.ts';
import type { JobsFiltersModalProps } from './jobs-filters-modal.tsx';
import { LocationAutocomplete, PlaceDataCredit } from './location-autocomplete.tsx';
import { WhatAutocomplete } from './what-autocomplete.tsx';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../lib/use-media-query.ts';
import { ResultsToolbar } from './results-toolbar.tsx';
import { Icon } from '../../components/icon.tsx';
import { rememberedSearchEntry, rememberSearchEntry } from './search-history.ts';
import funnelIcon from 'virtual:bootstrap-icons/funnel';
import searchIcon from 'virtual:bootstrap-icons/search';

const UrlFilterNames = lazy(() => import('./url-filter-names-deferred.tsx'));
const NoResultsHelp = lazy(() => import('./no-results-help-deferred.tsx'));
const SearchCorrection = lazy(() => import('./search-correction-deferred.tsx'));

export const NO_JOBS_MESSAGE = 'We are sorry. No jobs match your search.';
export const END_OF_LIST_MESSAGE = 'There are no more jobs that match your search.';
/** Spec §8: 'Back to top' shows under the end-of-list message when more than 4 jobs are listed. */
const BACK_TO_TOP_AFTER = 4;

/**
 * The job search (spec §2.5, §4 Search): the filter bar (what, where, Search, Filters), chips of the chosen
 * filters, the job count and the list of cards with infinite scroll. On screens of 992 px and more (not framed)
 * the selected job (`job_id` in the query string; the first job when none is chosen) sits in a panel beside
 * the list; elsewhere a card opens the job's page. Any change re-runs the search from page 1 with the list
 * cleared. On the whole board the search is in the page's URL (jobSearchQuery's format: a shared link or an alert
 * e-mail opens that search; each new search pushes a history entry, so Back shows the one before with its
 * filters and scroll, decision 057) and kept in the `job_search` cookie, restored on load when the URL carries
 * no search.
 */
export function JobSearchView({
  scope,
  businessIds,
  saveInCookie = false,
  searchInUrl = false,
  offerAlerts = false,
}: {
  scope: FeedScope;
  /** A feed's businesses; an empty list means the feed has no jobs at all. */
  businessIds?: number[];
  saveInCookie?: boolean;
  /** The search is read from the page's URL (before the cookie) and written back to it. */
  searchInUrl?: boolean;
  /** 'Get alerts for this search' (the whole board's search; never inside a frame). */
  offerAlerts?: boolean;
}) {
  const framed = useFrameMode();
  // The detail panel sits beside the list from 992 px.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const showPanel = wide && !framed;
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { openModal } = useModal();
  const framedLink = useFramedLink();
  const id = useId();
  const whatRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const location = useLocation();
  const navigationType = useNavigationType();
  // Back from applying: the list as the candidate left it (search, chosen job, scroll), decision 029.
  const [returning] = useState(() => {
    const place = isListReturn(location.state) ? rememberedListPlace() : null;
    return place && place.path.split('?')[0] === location.pathname ? place : null;
  });
  // Back (or Forward) to a search of this page: the search and scroll it was left with, decision 057.
  const [revisited] = useState(() =>
    searchInUrl && !returning && navigationType === 'POP' ? rememberedSearchEntry(location.key) : null,
  );
  // A new object for each scroll asked for, so the same height asked twice is still scrolled to twice.
  const [pendingScroll, setPendingScroll] = useState<{ y: number } | null>(() => {
    const y = returning?.scrollY ?? revisited?.scrollY;
    return y === undefined ? null : { y };
  });
  const scrolledTo = useRef<{ y: number } | null>(null);
  const [search, setSearch] = useState<JobSearch>(() => {
    if (returning) return parseSavedSearch(returning.search);
    if (revisited) return parseSavedSearch(revisited.search);
    const inUrl = searchInUrl ? readJobSearchUrlQuery(searchParams) : null;
    return inUrl ?? (saveInCookie ? loadSavedSearch() : EMPTY_SEARCH);
  });
  const [what, setWhat] = useState(search.what_search_text);
  const [where, setWhere] = useState(search.where_search_text);

  const request = useMemo(() => jobSearchRequest(search, businessIds), [search, businessIds]);
  const noBusinesses = businessIds?.length === 0;
  const query = useInfiniteQuery({ ...jobSearchInfiniteOptions(request), enabled: !noBusinesses });
  const jobs = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  const loading = !noBusinesses && query.isPending;
  const listEnded = !query.hasNextPage || query.isFetchNextPageError;

  useInfiniteScroll(listRef, {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    version: query.data?.pages.length ?? 0,
  });

  // Scrolls back once the list is long enough (loading pages as needed), or as far as it goes. The window's
  // scroll is the outside system this effect follows; the ref says the asked-for scroll is done.
  useEffect(() => {
    if (pendingScroll === null || scrolledTo.current === pendingScroll || loading) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    if (reachable < pendingScroll.y && query.hasNextPage && !query.isFetchNextPageError) {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
      return;
    }
    window.scrollTo(0, pendingScroll.y);
    scrolledTo.current = pendingScroll;
  }, [pendingScroll, loading, jobs.length, query]);

  /** Remembers this list as it is now, before a link or button inside it may lead away to a job. */
  function rememberPlace() {
    rememberListPlace({ path: `${location.pathname}${location.search}`, scrollY: window.scrollY, search });
    if (searchInUrl) rememberSearchEntry(location.key, { search, scrollY: window.scrollY });
  }

  // Back or Forward between this page's searches while it stays open: the entry's search and scroll again. The
  // change of history entry is seen while rendering (no effect that sets state after the fact); what is written
  // to the browser's storage waits for the effect below.
  const [shownEntry, setShownEntry] = useState(location.key);
  const [entryChange, setEntryChange] = useState<{
    left: string;
    leftSearch: JobSearch;
    leftScrollY: number;
    next: JobSearch;
  } | null>(null);
  if (searchInUrl && shownEntry !== location.key) {
    setShownEntry(location.key);
    if (navigationType === 'POP') {
      const entry = rememberedSearchEntry(location.key);
      const next = entry ? parseSavedSearch(entry.search) : (readJobSearchUrlQuery(searchParams) ?? EMPTY_SEARCH);
      // The scroll is still the page's as it was left (the entry's state is already the new one's).
      setEntryChange({ left: shownEntry, leftSearch: search, leftScrollY: window.scrollY, next });
      setSearch(next);
      setWhat(next.what_search_text);
      setWhere(next.where_search_text);
      setPendingScroll({ y: entry?.scrollY ?? 0 });
    }
  }
  useEffect(() => {
    if (!entryChange) return;
    rememberSearchEntry(entryChange.left, { search: entryChange.leftSearch, scrollY: entryChange.leftScrollY });
    if (saveInCookie) saveSearch(entryChange.next);
  }, [entryChange, saveInCookie]);

  const selectedId = parsePathId(searchParams.get('job_id'));
  const setSelected = (jobId: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (jobId === null) next.delete('job_id');
        else next.set('job_id', String(jobId));
        return next;
      },
      { replace: true },
    );

  // With results and no chosen job, the first one is chosen (spec §4), where the panel shows it.
  const firstJobId = jobs[0]?.id;
  const autoSelect = showPanel && selectedId === null && firstJobId !== undefined;
  useEffect(() => {
    // setSelected is rebuilt every render; the decision depends only on these two.
    if (autoSelect) setSelected(firstJobId);
  }, [autoSelect, firstJobId]);

  const listedJob = jobs.find((job) => job.id === selectedId);
  const panelQuery = useQuery({
    ...jobQueryOptions(selectedId ?? 0),
    enabled: showPanel && selectedId !== null && !listedJob && !loading,
  });
  const panelJob: TJob | undefined = listedJob ?? panelQuery.data;
  const panelFailed = panelQuery.isError;
  useEffect(() => {
    // A chosen job that cannot be shown gives way to the first job of the list.
    if (panelFailed) setSelected(null);
  }, [panelFailed]);

  function runSearch(changes: Partial<JobSearch> = {}) {
    const next: JobSearch = {
      what_search_text: what.trim(),
      where_search_text: where.trim(),
      filters: search.filters,
      sort: search.sort,
      radius: search.radius,
      ...changes,
      page: 1,
    };
    if (saveInCookie) saveSearch(next);
    // From page 1 with the list cleared, also when the same search runs again.
    void queryClient.resetQueries({ queryKey: jobSearchKey(jobSearchRequest(next, businessIds)), exact: true });
    setSearch(next);
    if (searchInUrl) {
      // A new search is a new history entry (Back shows this one as it is now); the same search again is not.
      const changed = jobSearchUrlQuery(jobSearchRequest(next)) !== jobSearchUrlQuery(jobSearchRequest(search));
      if (changed) rememberSearchEntry(location.key, { search, scrollY: window.scrollY });
      // One navigation for the new search and the chosen job it drops: two in a row would undo each other.
      setSearchParams((current) => searchParamsWith(current, next, true), { replace: !changed });
      if (changed) window.scrollTo(0, 0);
    } else if (selectedId !== null) setSelected(null);
  }

  /** Runs the search changed so, its boxes showing the words and place searched. */
  function runChangedSearch(changes: Partial<JobSearch>) {
    if (changes.what_search_text !== undefined) setWhat(changes.what_search_text);
    if (changes.where_search_text !== undefined) setWhere(changes.where_search_text);
    runSearch(changes);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    runSearch();
  }

  function clearAll() {
    setWhat('');
    setWhere('');
    runSearch({ ...EMPTY_SEARCH });
    whatRef.current?.focus();
  }

  function openFilters() {
    const props: JobsFiltersModalProps = { filters: search.filters, onApply: (filters) => runSearch({ filters }) };
    openModal('JobsFiltersModal', props);
  }

  function backToTop(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
    whatRef.current?.focus({ preventScroll: true });
  }

  const cardHref = (job: TJob) => {
    if (!showPanel) return framedLink(jobPagePath(scope, job));
    const next = new URLSearchParams(searchParams);
    next.set('job_id', String(job.id));
    return `?${next.toString()}`;
  };

  // Nothing matched: the apology alone, with no empty panel beside it.
  const noResults = !loading && jobs.length === 0;
  const panelShown = showPanel && !noResults;

  let results;
  if (loading) results = <JobCardSkeletons />;
  else if (jobs.length === 0) {
    const corrected = firstPage?.didYouMean;
    results = (
      <div className="py-4 text-center">
        <p className="lead">{NO_JOBS_MESSAGE}</p>
        {corrected ? (
          <p>
            Did you mean{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline fw-semibold"
              onClick={() => {
                setWhat(corrected);
                runSearch({ what_search_text: corrected });
              }}
            >
              {corrected}
            </button>
            ?
          </p>
        ) : null}
        <Suspense fallback={null}>
          <NoResultsHelp
            search={search}
            onSearch={runChangedSearch}
            {...(offerAlerts && !framed ? { onCreateAlert: () => openModal('JobAlertModal', { search }) } : {})}
          />
        </Suspense>
      </div>
    );
  } else {
    const corrected = firstPage?.showingResultsFor;
    results = (
      <>
        {corrected ? (
          <Suspense fallback={null}>
            <SearchCorrection
              corrected={corrected}
              typed={search.what_search_text}
              onSearchTyped={(text) => runChangedSearch({ what_search_text: text })}
            />
          </Suspense>
        ) : null}
        <ul ref={listRef} className="list-unstyled d-grid gap-2 mb-3" aria-label="Jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} href={cardHref(job)} selected={showPanel && job.id === selectedId} />
            </li>
          ))}
        </ul>
        {query.isFetchingNextPage ? <LoadingScreen label="Loading more jobs…" /> : null}
        {listEnded ? (
          <div className="text-center py-3">
            <p className="mb-1">{END_OF_LIST_MESSAGE}</p>
            {jobs.length > BACK_TO_TOP_AFTER ? (
              <a href="#main" onClick={backToTop}>
                Back to top
              </a>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div onClickCapture={rememberPlace}>
      {hasUnnamedFilters(search) ? (
        // A search read from a URL knows its filters' values only: the chips' names come from the lookups.
        <Suspense fallback={null}>
          <UrlFilterNames search={search} onNamed={setSearch} />
        </Suspense>
      ) : null}
      <form role="search" aria-label="Job search" onSubmit={submit} className="job-search-form mb-3">
        <Row className="g-2 align-items-start">
          <Col xs={12} md={5}>
            <WhatAutocomplete
              id={`${id}-what`}
              inputRef={whatRef}
              value={what}
              onChange={setWhat}
              onPick={(text) => {
                setWhat(text);
                runSearch({ what_search_text: text });
              }}
            />
          </Col>
          <Col xs={12} md={4}>
            <LocationAutocomplete
              id={`${id}-where`}
              label="Where"
              hideLabel
              value={where}
              onChange={setWhere}
              onPick={(place) => runChangedSearch({ where_search_text: place })}
              showCredit={false}
            />
          </Col>
          <Col xs="auto">
            <Button type="submit" variant="primary">
              <Icon icon={searchIcon} className="me-2" />
              Search
            </Button>
          </Col>
          <Col xs="auto">
            <Button variant="outline-primary" onClick={openFilters}>
              <Icon icon={funnelIcon} className="me-2" />
              Filters
            </Button>
          </Col>
        </Row>
      </form>
      {isEmptySearch(search) ? null : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <FilterChips
            filters={search.filters}
            onRemove={(key) => runSearch({ filters: withoutFilter(search.filters, key) })}
          />
          <Button variant="link" size="sm" className="px-1" onClick={clearAll}>
            Clear all
          </Button>
        </div>
      )}
      <ResultsToolbar
        countText={
          loading
            ? ''
            : formatJobCountFor(firstPage?.total ?? 0, firstPage?.totalCapped ?? false, {
                what: search.what_search_text,
                where: search.where_search_text,
              })
        }
        sort={search.sort}
        radius={search.radius}
        showRadius={searchesAroundPlace(search.where_search_text)}
        onSortChange={(sort) => runSearch({ sort })}
        onRadiusChange={(radius) => runSearch({ radius })}
      >
        {offerAlerts && !framed ? (
          <Button variant="outline-primary" size="sm" onClick={() => openModal('JobAlertModal', { search })}>
            Get alerts for this search
          </Button>
        ) : null}
      </ResultsToolbar>
      <Row className="g-4">
        <Col xs={12} lg={panelShown ? 5 : 12}>
          {results}
          {/* The place suggestions' credit, at the foot of the list rather than under the box (decision 057). */}
          <PlaceDataCredit className="mt-3 text-center" />
        </Col>
        {panelShown ? (
          <Col lg={7}>
            <aside
              aria-label="Selected job"
              className="position-sticky border rounded p-3 overflow-auto"
              style={{ top: '1rem', maxHeight: 'calc(100vh - 2rem)' }}
              tabIndex={0}
            >
              {panelJob ? (
                <JobDetail key={panelJob.id} job={panelJob} scope={scope} titleAs="h2" />
              ) : (selectedId !== null && panelQuery.isFetching) || loading || autoSelect ? (
                // The first job is on its way (or about to be chosen): no 'Choose a job' in between.
                <JobDetailSkeleton />
              ) : (
                <p className="text-body-secondary mb-0">Choose a job to see it here.</p>
              )}
            </aside>
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
