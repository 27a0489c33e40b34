import { Col, Form } from 'react-bootstrap';
import { DASHBOARD_JOB_STATUSES, type TDashboardSort } from '@mainwork/contracts';
import { FilterSelect, ListFilterForm } from '../../components/list-filter-form.tsx';
import type { DashboardFilters } from './api/job-dashboard.ts';
import { STATUS_LABELS } from './dashboard-job-row.tsx';

const SORTS: Array<[TDashboardSort, 'asc' | 'desc', string]> = [
  ['posted_at', 'desc', 'Newest first'],
  ['posted_at', 'asc', 'Oldest first'],
  ['applications', 'desc', 'Most applications'],
  ['applications', 'asc', 'Fewest applications'],
  ['views', 'desc', 'Most views'],
  ['views', 'asc', 'Fewest views'],
];

const STATUS_OPTIONS = DASHBOARD_JOB_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const);

/** Search by title (on submit), status and sort (at once). */
export function DashboardFiltersForm({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange(next: Partial<DashboardFilters>): void;
}) {
  return (
    <ListFilterForm
      label="Filter jobs"
      searchLabel="Search by title"
      search={filters.search}
      onSearch={(search) => onChange({ search })}
    >
      {(prefix) => (
        <>
          <FilterSelect
            id={`${prefix}-status`}
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            allLabel="All statuses"
            onChange={(status) => onChange({ status })}
          />
          <Col sm={6} md={4}>
            <Form.Label htmlFor={`${prefix}-sort`}>Sort by</Form.Label>
            <Form.Select
              id={`${prefix}-sort`}
              value={`${filters.sort}:${filters.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.currentTarget.value.split(':') as [TDashboardSort, 'asc' | 'desc'];
                onChange({ sort, direction });
              }}
            >
              {SORTS.map(([sort, direction, label]) => (
                <option key={`${sort}:${direction}`} value={`${sort}:${direction}`}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Col>
        </>
      )}
    </ListFilterForm>
  );
}
