import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Breadcrumb, Button, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DASHBOARD_JOB_STATUSES, DASHBOARD_PAGE_SIZE, DASHBOARD_SORTS } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { useCardLayout } from '../../components/responsive-list.tsx';
import {
  SelectableCardList,
  SelectableTable,
  SelectionBar,
  useRowSelection,
  type TableColumn,
} from '../../components/selectable-table.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatCount } from '../../lib/formatters.ts';
import { routes, type EmployerDashboardArrival } from '../../lib/paths.ts';
import {
  dashboardJobsQueryOptions,
  dashboardKeys,
  dashboardTotalsQueryOptions,
  setApplicationsPaused,
  type DashboardFilters,
} from './api/job-dashboard.ts';
import { DashboardFiltersForm } from './dashboard-filters.tsx';
import { DashboardJobCard, DashboardJobRow } from './dashboard-job-row.tsx';
import { DashboardTotals } from './dashboard-totals.tsx';

export const NO_JOBS_YET = 'You have not posted any jobs yet.';
export const NO_MATCHES = 'No jobs match your search.';
const COLUMNS: TableColumn[] = [
  { label: 'Job' },
  { label: 'Status' },
  { label: 'Posted' },
  { label: 'Expires' },
  { label: 'Views', align: 'end' },
  { label: 'Share views', align: 'end' },
  { label: 'Applications', align: 'end' },
  { label: 'Referred', align: 'end' },
  { label: 'Hires', align: 'end' },
  { label: 'Actions', align: 'end' },
];

/** The filters as the address keeps them, so a reload or a shared link shows the same list. */
function filtersFrom(params: URLSearchParams): DashboardFilters {
  const status = DASHBOARD_JOB_STATUSES.find((value) => value === params.get('status'));
  const sort = DASHBOARD_SORTS.find((value) => value === params.get('sort'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status ?? '',
    sort: sort ?? 'posted_at',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(filters: DashboardFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.search = filters.search;
  if (filters.status) params.status = filters.status;
  if (filters.sort !== 'posted_at') params.sort = filters.sort;
  if (filters.direction !== 'desc') params.direction = filters.direction;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/**
 * The employer dashboard (/employers/dashboard) and job list (/employers/my_business/jobs): totals, the
 * business's postings with status, dates and counts, searched, filtered, sorted and paged; each posting's
 * actions, and pausing or resuming applications to several at once. No membership is needed to look.
 */
export default function JobDashboardPage({ title }: { title: string }) {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  return (
    <Container fluid="xl" className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Breadcrumb className="mb-0">
          <Breadcrumb.Item active>
            <h1 className="h4 d-inline text-body">{title}</h1>
          </Breadcrumb.Item>
        </Breadcrumb>
        <LinkButton to={routes.employerJobAdd}>Post a job</LinkButton>
      </div>
      {businessId === null ? (
        <Alert variant="info">Your account has no business: the dashboard shows a business’s jobs.</Alert>
      ) : (
        <BusinessDashboard businessId={businessId} />
      )}
    </Container>
  );
}

function BusinessDashboard({ businessId }: { businessId: number }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const selection = useRowSelection();
  const totals = useQuery(dashboardTotalsQueryOptions(businessId));
  const list = useQuery(dashboardJobsQueryOptions(businessId, filters));
  const cards = useCardLayout();
  const { openModal } = useModal();
  const arrival = useLocation().state as EmployerDashboardArrival | null;
  const [highlight, setHighlight] = useState<number | null>(arrival?.highlight ?? null);
  const titles = useRef(new Map<number, HTMLAnchorElement>());

  // Arriving from Publish or Save, the page opens at the top, where the message is; the row is highlighted.
  useLayoutEffect(() => {
    if (arrival?.highlight !== undefined) window.scrollTo(0, 0);
  }, [arrival?.highlight]);

  const openWizard = (job: { id: number; title: string }) => {
    let closed = false;
    openModal('EmployersResolveJobModal', {
      job,
      businessId,
      onResolved: () => {
        closed = true;
        setHighlight(job.id);
        showAlert({ message: `Closed: "${job.title}" no longer takes applications.`, alertType: 'success' });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      },
      // The dialog gives the focus back to its opener, a menu entry now gone: the posting's title takes it.
      // Once the posting is closed, the page goes back to the top with the message and the highlighted row.
      onClosed: () => {
        titles.current.get(job.id)?.focus({ preventScroll: closed });
        if (closed) window.scrollTo(0, 0);
      },
    });
  };

  const pause = useMutation({
    mutationFn: ({ ids, paused }: { ids: number[]; paused: boolean }) => setApplicationsPaused(businessId, ids, paused),
    onSuccess: (jobs, { paused }) => {
      selection.clear();
      const what = jobs.length === 1 ? `“${jobs[0]!.title}”` : formatCount(jobs.length, 'job');
      showAlert({ message: `Applications ${paused ? 'paused' : 'resumed'} for ${what}.`, alertType: 'success' });
    },
    onError: (error) =>
      showAlert({
        message: (error instanceof ApiError && error.fieldErrors?.job?.[0]) || errorMessage(error),
        alertType: 'danger',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });

  const change = (next: Partial<DashboardFilters>) => {
    selection.clear();
    setParams(paramsOf({ ...filters, page: 1, ...next }));
  };

  if (totals.isSuccess && totals.data.jobs_count === 0)
    return (
      <div className="text-center py-5">
        <p className="lead">{NO_JOBS_YET}</p>
        <LinkButton to={routes.employerJobAdd} size="lg">
          Post a job
        </LinkButton>
      </div>
    );

  const jobs = list.data?.items ?? [];
  const List = cards ? SelectableCardList : SelectableTable;
  const Row = cards ? DashboardJobCard : DashboardJobRow;
  return (
    <>
      {totals.isError ? null : <DashboardTotals totals={totals.data ?? null} />}
      <DashboardFiltersForm filters={filters} onChange={change} />
      <SelectionBar label="Selected jobs" selection={selection}>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ ids: selection.ids, paused: true })}
        >
          Pause applications
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ ids: selection.ids, paused: false })}
        >
          Resume applications
        </Button>
      </SelectionBar>
      {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
      <List
        caption="Your jobs"
        columns={COLUMNS}
        selection={selection}
        selectable={jobs.filter((job) => job.status !== 'closed').map((job) => job.id)}
        selectAllLabel="Select every open job on this page"
        loading={list.isPending}
        loadingLabel="Loading your jobs…"
        busy={list.isFetching}
        emptyMessage={list.isSuccess && jobs.length === 0 ? NO_MATCHES : null}
      >
        {jobs.map((job) => (
          <Row
            key={job.id}
            ref={(link: HTMLAnchorElement | null) => {
              if (link) titles.current.set(job.id, link);
              else titles.current.delete(job.id);
            }}
            job={job}
            selected={selection.has(job.id)}
            highlighted={job.id === highlight}
            busy={pause.isPending}
            onSelect={(checked) => selection.toggle(job.id, checked)}
            onPause={(paused) => pause.mutate({ ids: [job.id], paused })}
            onShare={() => openModal('ShareJobModal', { job: { id: job.id, title: job.title } })}
            onClose={() => openWizard({ id: job.id, title: job.title })}
          />
        ))}
      </List>
      {list.isSuccess ? (
        <PageNavigation
          page={filters.page}
          pageSize={DASHBOARD_PAGE_SIZE}
          total={list.data.total}
          label="Jobs pages"
          onChange={(page) => change({ page })}
        />
      ) : null}
    </>
  );
}
