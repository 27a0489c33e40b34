import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Breadcrumb, Button, Col, Container, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { APPLICANTS_PAGE_SIZE, APPLICATION_STATUSES, type TApplicationStatus } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { DOWNLOAD_ERROR, saveFile } from '../../components/file-download-link.tsx';
import { FilterSelect, ListFilterForm } from '../../components/list-filter-form.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { useCardLayout } from '../../components/responsive-list.tsx';
import {
  SelectableCardList,
  SelectableTable,
  SelectionBar,
  useRowSelection,
  type TableColumn,
} from '../../components/selectable-table.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatApplicationStatus, formatCount } from '../../lib/formatters.ts';
import { routes } from '../../lib/paths.ts';
import {
  applicantsJobQueryOptions,
  applicantKeys,
  applicantsQueryOptions,
  downloadApplicantsCsv,
  setApplicantsStatus,
  type ApplicantFilters,
} from './api/applicants.ts';
import { ApplicantCard, ApplicantRow, applicantName } from './applicant-row.tsx';
import { asksBeforeMoving, type StageMove } from './stage-move.ts';
import { Icon } from '../../components/icon.tsx';
import downloadIcon from 'virtual:bootstrap-icons/download';

// The dialog (and Bootstrap's modal) loads when a move first asks something.
const StageMailDialog = lazy(async () => ({ default: (await import('./stage-mail-dialog.tsx')).StageMailDialog }));

export const NO_APPLICANTS = 'Nobody has applied to this job yet.';
export const NO_MATCHING_APPLICANTS = 'No applicants match your search.';
const COLUMNS: TableColumn[] = [
  { label: 'Name' },
  { label: 'Contact' },
  { label: 'Applied' },
  { label: 'Referred by' },
  { label: 'Resume' },
  { label: 'Cover letter' },
  { label: 'Status' },
];
const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => [value, formatApplicationStatus(value)] as const);

function filtersFrom(params: URLSearchParams): ApplicantFilters {
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * /employers/my_business/jobs/{job_id}/applications: a posting's applicants with contact, applied at, referrer,
 * files and status, searched by name and filtered by status; statuses changed one by one or several at once
 * (the candidate sees them in My Applications); the list as a CSV file.
 */
export default function ApplicantsPage() {
  const { currentUser } = useAuth();
  const jobId = Number(useParams().jobId);
  const businessId = currentUser?.business_id ?? null;
  return (
    <Container fluid="xl" className="py-4">
      {businessId === null || !Number.isInteger(jobId) ? (
        <Alert variant="danger">We are sorry. That job doesn't seem to exist.</Alert>
      ) : (
        <Applicants businessId={businessId} jobId={jobId} />
      )}
    </Container>
  );
}

function Applicants({ businessId, jobId }: { businessId: number; jobId: number }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const selection = useRowSelection();
  const [bulkStatus, setBulkStatus] = useState<TApplicationStatus>('reviewed');
  const [asking, setAsking] = useState<StageMove | null>(null);
  // The stage chosen in a row's control, by applicant, until it is moved to or dropped.
  const [picked, setPicked] = useState<ReadonlyMap<number, TApplicationStatus>>(new Map());
  const pick = (ids: number[], to: TApplicationStatus | null) =>
    setPicked((current) => {
      const next = new Map(current);
      for (const each of ids) {
        if (to) next.set(each, to);
        else next.delete(each);
      }
      return next;
    });
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const job = useQuery(applicantsJobQueryOptions(businessId, jobId));
  const list = useQuery(applicantsQueryOptions(businessId, jobId, filters));
  const cards = useCardLayout();
  const List = cards ? SelectableCardList : SelectableTable;
  const Applicant = cards ? ApplicantCard : ApplicantRow;

  const status = useMutation({
    mutationFn: ({ ids, to, notify = false }: { ids: number[]; to: TApplicationStatus; notify?: boolean }) =>
      setApplicantsStatus(businessId, jobId, ids, to, notify),
    onSuccess: (changed, { ids, to }) => {
      selection.clear();
      pick(ids, null);
      setAsking(null);
      const who = changed.length === 1 ? applicantName(changed[0]!) : formatCount(changed.length, 'applicant');
      showAlert({ message: `${who}: ${formatApplicationStatus(to)}.`, alertType: 'success' });
    },
    onError: (error) => {
      setAsking(null);
      showAlert({ message: errorMessage(error), alertType: 'danger' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });

  // A stage the candidate may be e-mailed about, and a hire, ask first, with the message to read.
  const move = (ids: number[], to: TApplicationStatus, who: string) => {
    if (asksBeforeMoving(to)) setAsking({ ids, to, who, previewId: ids[0]! });
    else status.mutate({ ids, to });
  };

  const change = (next: Partial<ApplicantFilters>) => {
    selection.clear();
    const merged = { ...filters, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.search) query.search = merged.search;
    if (merged.status) query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query);
  };

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      saveFile(await downloadApplicantsCsv(businessId, jobId, filters), `applicants-job-${jobId}.csv`);
    } catch {
      showAlert({ message: DOWNLOAD_ERROR, alertType: 'danger' });
    } finally {
      setExporting(false);
    }
  }

  if (job.isError) return <Alert variant="danger">{errorMessage(job.error)}</Alert>;
  const applicants = list.data?.items ?? [];
  const filtered = Boolean(filters.search || filters.status);
  return (
    <>
      <Breadcrumb>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: routes.employerJobs }}>
          Jobs
        </Breadcrumb.Item>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">{job.data ? `Applicants: ${job.data.title}` : 'Applicants'}</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {job.data ? (
        <p className="text-body-secondary">
          {formatCount(job.data.applications_count, 'application')} · {job.data.referred_applications_count} referred ·{' '}
          {job.data.hires_count} hired
          {job.data.applications_paused ? ' · Not currently accepting new applications' : ''}
        </p>
      ) : job.isPending ? (
        // The line's place while the job loads, so the list below does not move when it arrives.
        <p className="placeholder-glow" aria-hidden="true">
          <span className="placeholder col-7" />
        </p>
      ) : null}
      <ListFilterForm
        label="Filter applicants"
        searchLabel="Search by name"
        search={filters.search}
        onSearch={(next) => change({ search: next })}
      >
        {(prefix) => (
          <>
            <FilterSelect
              id={`${prefix}-status`}
              label="Status"
              value={filters.status}
              options={STATUS_OPTIONS}
              allLabel="All statuses"
              onChange={(next) => change({ status: next })}
            />
            <Col sm={6} md={4} className="text-md-end">
              <Button variant="outline-secondary" onClick={exportCsv} disabled={exporting}>
                {exporting ? (
                  <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                ) : (
                  <Icon icon={downloadIcon} className="me-1" />
                )}
                Export CSV
              </Button>
            </Col>
          </>
        )}
      </ListFilterForm>
      <SelectionBar label="Selected applicants" selection={selection}>
        <Form.Label htmlFor={`${id}-bulk`} className="mb-0">
          Set status to
        </Form.Label>
        <Form.Select
          id={`${id}-bulk`}
          size="sm"
          className="w-auto"
          value={bulkStatus}
          onChange={(event) => setBulkStatus(event.currentTarget.value as TApplicationStatus)}
        >
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Form.Select>
        <Button
          size="sm"
          disabled={status.isPending}
          onClick={() =>
            move(
              selection.ids,
              bulkStatus,
              selection.ids.length === 1 ? 'the selected applicant' : formatCount(selection.ids.length, 'applicant'),
            )
          }
        >
          Apply to selected
        </Button>
      </SelectionBar>
      {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
      <List
        caption="Applicants"
        columns={COLUMNS}
        selection={selection}
        selectable={applicants.map((applicant) => applicant.id)}
        selectAllLabel="Select every applicant on this page"
        loading={list.isPending}
        loadingLabel="Loading applicants…"
        busy={list.isFetching}
        emptyMessage={
          list.isSuccess && applicants.length === 0 ? (filtered ? NO_MATCHING_APPLICANTS : NO_APPLICANTS) : null
        }
      >
        {applicants.map((applicant) => (
          <Applicant
            key={applicant.id}
            applicant={applicant}
            selected={selection.has(applicant.id)}
            busy={status.isPending}
            onSelect={(checked) => selection.toggle(applicant.id, checked)}
            picked={picked.get(applicant.id) ?? null}
            onPick={(to) => pick([applicant.id], to)}
            onMove={(to) => move([applicant.id], to, applicantName(applicant))}
          />
        ))}
      </List>
      {asking ? (
        <Suspense fallback={null}>
          <StageMailDialog
            businessId={businessId}
            jobId={jobId}
            move={asking}
            busy={status.isPending}
            onMove={(notify) => status.mutate({ ids: asking.ids, to: asking.to, notify })}
            onCancel={() => {
              pick(asking.ids, null);
              setAsking(null);
            }}
          />
        </Suspense>
      ) : null}
      {list.isSuccess ? (
        <PageNavigation
          page={filters.page}
          pageSize={APPLICANTS_PAGE_SIZE}
          total={list.data.total}
          label="Applicant pages"
          onChange={(page) => change({ page })}
        />
      ) : null}
    </>
  );
}
