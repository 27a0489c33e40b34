import { useEffect, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { DASHBOARD_JOB_STATUSES, type TDashboardSort } from '@mainwork/contracts';
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

/** Search by title (on submit), status and sort (at once). */
export function DashboardFiltersForm({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange(next: Partial<DashboardFilters>): void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  return (
    <Form
      role="search"
      aria-label="Filter jobs"
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: search.trim() });
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={5}>
          <Form.Label htmlFor={`${id}-search`}>Search by title</Form.Label>
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
            onChange={(event) => onChange({ status: event.currentTarget.value as DashboardFilters['status'] })}
          >
            <option value="">All statuses</option>
            {DASHBOARD_JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={6} md={4}>
          <Form.Label htmlFor={`${id}-sort`}>Sort by</Form.Label>
          <Form.Select
            id={`${id}-sort`}
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
      </Row>
    </Form>
  );
}
