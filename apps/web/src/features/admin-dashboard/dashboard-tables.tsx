import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import type { TAdminDashboard, TDashboardGroupFigures } from '@mainwork/contracts';
import { formatDollarsAndCents } from '../../lib/formatters.ts';

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);
export const formatCents = (cents: number) => formatDollarsAndCents(cents / 100);

type Row = TDashboardGroupFigures;
type Week = TAdminDashboard['weeks'][number];
/** A column of figures: its header, and the figure it shows for a row. */
type Column<T> = [label: string, format: (row: T) => string];
const counted =
  <T,>(value: (row: T) => number) =>
  (row: T) =>
    formatCount(value(row));
const dollars = (value: (row: Row) => number) => (row: Row) => formatCents(value(row));

/** A breakdown row's columns: its businesses' figures, then the sign-ups of the users who belong there. */
const COLUMNS: Array<Column<Row>> = [
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

/** A week's columns: every figure the charts draw. */
const WEEK_COLUMNS: Array<Column<Week>> = [
  ['Hunter sign-ups', counted((week) => week.sign_ups.Hunter)],
  ['Employer sign-ups', counted((week) => week.sign_ups.Employer)],
  ['Admin sign-ups', counted((week) => week.sign_ups.Admin)],
  ['Applications', counted((week) => week.applications)],
  ['Referred applications', counted((week) => week.referred_applications)],
  ['Share-link views', counted((week) => week.share_link_views)],
  ['Affiliate views', counted((week) => week.affiliate_views)],
  ['Affiliate sign-ups', counted((week) => week.affiliate_sign_ups)],
  ['Attributed sign-ups', counted((week) => week.affiliate_attributed)],
];

/**
 * A wide table of figures, a row each with its name first, that scrolls sideways on a narrow screen: its
 * scrolling box can be reached with the keyboard (and is named after the table), so its last columns are not
 * out of reach.
 */
function FiguresTable<T>({
  label,
  caption,
  nameHeader,
  rows,
  keyOf,
  nameOf,
  columns,
}: {
  label: string;
  caption: string;
  nameHeader: string;
  rows: T[];
  keyOf(row: T): string | number;
  nameOf(row: T): ReactNode;
  columns: Array<Column<T>>;
}) {
  return (
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={label}>
      <Table striped size="sm" className="align-middle mb-0">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {columns.map(([header]) => (
              <th key={header} scope="col" className="text-end">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              <th scope="row" className="fw-normal">
                {nameOf(row)}
              </th>
              {columns.map(([header, format]) => (
                <td key={header} className="text-end">
                  {format(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
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
    <FiguresTable
      label={caption}
      caption={caption}
      nameHeader={nameHeader}
      rows={rows}
      keyOf={(row) => row.id}
      nameOf={(row) => (
        <>
          {row.name}
          {row.active === false ? <span className="text-body-secondary"> (inactive)</span> : null}
        </>
      )}
      columns={COLUMNS}
    />
  );
}

/** Every weekly figure the charts draw, as numbers. */
export function WeeklyTable({ weeks }: { weeks: Week[] }) {
  return (
    <FiguresTable
      label="Figures by week"
      caption="Figures by week (weeks start on Monday)"
      nameHeader="Week of"
      rows={weeks}
      keyOf={(week) => week.week}
      nameOf={(week) => week.week}
      columns={WEEK_COLUMNS}
    />
  );
}
