import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import type { TAdminDashboard, TDashboardGroupFigures } from '@mainwork/contracts';
import { formatDollarsAndCents } from '../../lib/formatters.ts';

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);
export const formatCents = (cents: number) => formatDollarsAndCents(cents / 100);

type Row = TDashboardGroupFigures;
const counted = (value: (row: Row) => number) => (row: Row) => formatCount(value(row));
const dollars = (value: (row: Row) => number) => (row: Row) => formatCents(value(row));

/** A breakdown row's columns: its businesses' figures, then the sign-ups of the users who belong there. */
const COLUMNS: Array<[string, (row: Row) => string]> = [
  ['Live jobs', counted((row) => row.live_jobs)],
  ['Applications', counted((row) => row.applications)],
  ['Share-link views', counted((row) => row.share_link_views)],
  ['Referred applications', counted((row) => row.referred_applications)],
  ['Attributed hires', counted((row) => row.attributed_hires)],
  ['Billed', dollars((row) => row.billed_cents)],
  ['Paid', dollars((row) => row.paid_cents)],
  ['Hunter sign-ups', counted((row) => row.sign_ups_by_role.Hunter)],
  ['Employer sign-ups', counted((row) => row.sign_ups_by_role.Employer)],
  ['Admin sign-ups', counted((row) => row.sign_ups_by_role.Admin)],
  ['Affiliate sign-ups', counted((row) => row.affiliate_sign_ups)],
  ['Attributed sign-ups', counted((row) => row.affiliate_attributed)],
];

/**
 * A wide table that scrolls sideways on a narrow screen: its scrolling box can be reached with the
 * keyboard (and is named after the table), so its last columns are not out of reach.
 */
function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={label}>
      <Table striped size="sm" className="align-middle mb-0">
        {children}
      </Table>
    </div>
  );
}

/** The figures per organization or per region, one row each. */
export function BreakdownTable({
  caption,
  nameHeader,
  rows,
  empty,
}: {
  caption: string;
  nameHeader: string;
  rows: Array<Row & { id: number; name: string; active?: boolean }>;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return (
    <ScrollableTable label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          {COLUMNS.map(([label]) => (
            <th key={label} scope="col" className="text-end">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="fw-normal">
              {row.name}
              {row.active === false ? <span className="text-body-secondary"> (inactive)</span> : null}
            </th>
            {COLUMNS.map(([label, format]) => (
              <td key={label} className="text-end">
                {format(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Every weekly figure the charts draw, as numbers. */
export function WeeklyTable({ weeks }: { weeks: TAdminDashboard['weeks'] }) {
  const columns: Array<[string, (week: TAdminDashboard['weeks'][number]) => number]> = [
    ['Hunter sign-ups', (week) => week.sign_ups.Hunter],
    ['Employer sign-ups', (week) => week.sign_ups.Employer],
    ['Admin sign-ups', (week) => week.sign_ups.Admin],
    ['Applications', (week) => week.applications],
    ['Referred applications', (week) => week.referred_applications],
    ['Share-link views', (week) => week.share_link_views],
    ['Affiliate views', (week) => week.affiliate_views],
    ['Affiliate sign-ups', (week) => week.affiliate_sign_ups],
    ['Attributed sign-ups', (week) => week.affiliate_attributed],
  ];
  return (
    <ScrollableTable label="Figures by week">
      <caption>Figures by week (weeks start on Monday)</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {columns.map(([label]) => (
            <th key={label} scope="col" className="text-end">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row" className="fw-normal">
              {week.week}
            </th>
            {columns.map(([label, value]) => (
              <td key={label} className="text-end">
                {formatCount(value(week))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
