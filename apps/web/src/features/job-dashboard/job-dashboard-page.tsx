import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Breadcrumb, Button, Container, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_PAGE_SIZE, ZDashboardJobStatus, ZDashboardSort } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { TablePlaceholderRows } from '../../components/table-placeholder.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import {
  dashboardJobsQueryOptions,
  dashboardKey,
  dashboardTotalsQueryOptions,
  setApplicationsPaused,
  type DashboardFilters,
} from './api/job-dashboard.ts';
import { DashboardFiltersForm } from './dashboard-filters.tsx';
import { DashboardJobRow } from './dashboard-job-row.tsx';
import { DashboardTotals } from './dashboard-totals.tsx';

export const NO_JOBS_YET = 'You have not posted any jobs yet.';
export const NO_MATCHES = 'No jobs match your search.';
const COLUMNS = 11;

/** The filters as the address keeps them, so a reload or a shared link shows the same list. */
function filtersFrom(params: URLSearchParams): DashboardFilters {
  const status = ZDashboardJobStatus.safeParse(params.get('status'));
  const sort = ZDashboardSort.safeParse(params.get('sort'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status.success ? status.data : '',
    sort: sort.success ? sort.data : 'posted_at',
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
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const totals = useQuery(dashboardTotalsQueryOptions(businessId));
  const list = useQuery(dashboardJobsQueryOptions(businessId, filters));

  const pause = useMutation({
    mutationFn: ({ ids, paused }: { ids: number[]; paused: boolean }) => setApplicationsPaused(businessId, ids, paused),
    onSuccess: (jobs, { paused }) => {
      setSelected(new Set());
      const what = jobs.length === 1 ? `“${jobs[0]!.title}”` : `${jobs.length} jobs`;
      showAlert({ message: `Applications ${paused ? 'paused' : 'resumed'} for ${what}.`, alertType: 'success' });
    },
    onError: (error) =>
      showAlert({
        message: (error instanceof ApiError && error.fieldErrors?.job?.[0]) || errorMessage(error),
        alertType: 'danger',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });

  const change = (next: Partial<DashboardFilters>) => {
    setSelected(new Set());
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

  const jobs = list.data?.jobs ?? [];
  const selectable = jobs.filter((job) => job.status !== 'closed');
  const allSelected = selectable.length > 0 && selectable.every((job) => selected.has(job.id));
  return (
    <>
      {totals.isSuccess ? <DashboardTotals totals={totals.data} /> : null}
      <DashboardFiltersForm filters={filters} onChange={change} />
      {selected.size > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="region" aria-label="Selected jobs">
          <span>{selected.size} selected</span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ ids: [...selected], paused: true })}
          >
            Pause applications
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ ids: [...selected], paused: false })}
          >
            Resume applications
          </Button>
          <Button size="sm" variant="link" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
      <Table responsive hover className="align-middle" aria-busy={list.isFetching}>
        <caption className="visually-hidden">Your jobs</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label="Select every open job on this page"
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(event) =>
                  setSelected(event.currentTarget.checked ? new Set(selectable.map((job) => job.id)) : new Set())
                }
              />
            </th>
            <th scope="col">Job</th>
            <th scope="col">Status</th>
            <th scope="col">Posted</th>
            <th scope="col">Expires</th>
            <th scope="col" className="text-end">
              Views
            </th>
            <th scope="col" className="text-end">
              Share views
            </th>
            <th scope="col" className="text-end">
              Applications
            </th>
            <th scope="col" className="text-end">
              Referred
            </th>
            <th scope="col" className="text-end">
              Hires
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.isPending ? <TablePlaceholderRows columns={COLUMNS} label="Loading your jobs…" /> : null}
          {list.isSuccess && jobs.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="text-center py-4">
                {NO_MATCHES}
              </td>
            </tr>
          ) : null}
          {jobs.map((job) => (
            <DashboardJobRow
              key={job.id}
              job={job}
              businessId={businessId}
              selected={selected.has(job.id)}
              busy={pause.isPending}
              onSelect={(checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(job.id);
                  else next.delete(job.id);
                  return next;
                })
              }
              onPause={(paused) => pause.mutate({ ids: [job.id], paused })}
            />
          ))}
        </tbody>
      </Table>
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
