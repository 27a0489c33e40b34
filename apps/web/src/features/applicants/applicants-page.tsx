import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert, Breadcrumb, Button, Col, Container, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  APPLICANTS_PAGE_SIZE,
  APPLICATION_STATUSES,
  ZApplicationStatus,
  type TApplicationStatus,
} from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { DOWNLOAD_ERROR, saveFile } from '../../components/file-download-link.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { TablePlaceholderRows } from '../../components/table-placeholder.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatApplicationStatus } from '../../lib/formatters.ts';
import { routes } from '../../lib/paths.ts';
import {
  applicantsJobQueryOptions,
  applicantsKey,
  applicantsQueryOptions,
  downloadApplicantsCsv,
  setApplicantsStatus,
  type ApplicantFilters,
} from './api/applicants.ts';
import { ApplicantRow, applicantName } from './applicant-row.tsx';
import { Icon } from '../../components/icon.tsx';

export const NO_APPLICANTS = 'Nobody has applied to this job yet.';
export const NO_MATCHING_APPLICANTS = 'No applicants match your search.';
const COLUMNS = 8;

function filtersFrom(params: URLSearchParams): ApplicantFilters {
  const status = ZApplicationStatus.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status.success ? status.data : '',
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
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<TApplicationStatus>('reviewed');
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const job = useQuery(applicantsJobQueryOptions(businessId, jobId));
  const list = useQuery(applicantsQueryOptions(businessId, jobId, filters));

  const status = useMutation({
    mutationFn: ({ ids, to }: { ids: number[]; to: TApplicationStatus }) =>
      setApplicantsStatus(businessId, jobId, ids, to),
    onSuccess: (changed, { to }) => {
      setSelected(new Set());
      const who = changed.length === 1 ? applicantName(changed[0]!) : `${changed.length} applicants`;
      showAlert({ message: `${who}: ${formatApplicationStatus(to)}.`, alertType: 'success' });
    },
    onError: (error) => showAlert({ message: errorMessage(error), alertType: 'danger' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantsKey }),
  });

  const change = (next: Partial<ApplicantFilters>) => {
    setSelected(new Set());
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
  const applicants = list.data?.applicants ?? [];
  const filtered = Boolean(filters.search || filters.status);
  const allSelected = applicants.length > 0 && applicants.every((applicant) => selected.has(applicant.id));
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
          {job.data.applications_count} applications · {job.data.referred_applications_count} referred ·{' '}
          {job.data.hires_count} hired
          {job.data.applications_paused ? ' · Not currently accepting new applications' : ''}
        </p>
      ) : null}
      <Form
        role="search"
        aria-label="Filter applicants"
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: search.trim() });
        }}
      >
        <Row className="g-2 align-items-end">
          <Col md={5}>
            <Form.Label htmlFor={`${id}-search`}>Search by name</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                id={`${id}-search`}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Col>
          <Col sm={6} md={3}>
            <Form.Label htmlFor={`${id}-status`}>Status</Form.Label>
            <Form.Select
              id={`${id}-status`}
              value={filters.status}
              onChange={(event) => change({ status: event.currentTarget.value as ApplicantFilters['status'] })}
            >
              <option value="">All statuses</option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {formatApplicationStatus(value)}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6} md={4} className="text-md-end">
            <Button variant="outline-secondary" onClick={exportCsv} disabled={exporting}>
              {exporting ? (
                <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <Icon name="download" className="me-1" />
              )}
              Export CSV
            </Button>
          </Col>
        </Row>
      </Form>
      {selected.size > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="region" aria-label="Selected applicants">
          <span>{selected.size} selected</span>
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
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {formatApplicationStatus(value)}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            disabled={status.isPending}
            onClick={() => status.mutate({ ids: [...selected], to: bulkStatus })}
          >
            Apply to selected
          </Button>
        </div>
      ) : null}
      {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
      <Table responsive hover className="align-middle" aria-busy={list.isFetching}>
        <caption className="visually-hidden">Applicants</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label="Select every applicant on this page"
                checked={allSelected}
                disabled={applicants.length === 0}
                onChange={(event) =>
                  setSelected(
                    event.currentTarget.checked ? new Set(applicants.map((applicant) => applicant.id)) : new Set(),
                  )
                }
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Applied</th>
            <th scope="col">Referred by</th>
            <th scope="col">Resume</th>
            <th scope="col">Cover letter</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.isPending ? <TablePlaceholderRows columns={COLUMNS} label="Loading applicants…" /> : null}
          {list.isSuccess && applicants.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="text-center py-4">
                {filtered ? NO_MATCHING_APPLICANTS : NO_APPLICANTS}
              </td>
            </tr>
          ) : null}
          {applicants.map((applicant) => (
            <ApplicantRow
              key={applicant.id}
              applicant={applicant}
              selected={selected.has(applicant.id)}
              busy={status.isPending}
              onSelect={(checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(applicant.id);
                  else next.delete(applicant.id);
                  return next;
                })
              }
              onStatus={(to) => status.mutate({ ids: [applicant.id], to })}
            />
          ))}
        </tbody>
      </Table>
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
