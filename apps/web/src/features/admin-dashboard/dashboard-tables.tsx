import { Table } from 'react-bootstrap';
import type { TAdminDashboard, TDashboardFigures } from '@mainwork/contracts';
import { formatDollarsAndCents } from '../../lib/formatters.ts';

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);
export const formatCents = (cents: number) => formatDollarsAndCents(cents / 100);

const FIGURE_COLUMNS: Array<[keyof TDashboardFigures, string, (value: number) => string]> = [
  ['live_jobs', 'Live jobs', formatCount],
  ['applications', 'Applications', formatCount],
  ['share_link_views', 'Share-link views', formatCount],
  ['referred_applications', 'Referred applications', formatCount],
  ['attributed_hires', 'Attributed hires', formatCount],
  ['billed_cents', 'Billed', formatCents],
  ['paid_cents', 'Paid', formatCents],
];

/** The figures per organization or per region, one row each. */
export function BreakdownTable({
  caption,
  nameHeader,
  rows,
  empty,
}: {
  caption: string;
  nameHeader: string;
  rows: Array<TDashboardFigures & { id: number; name: string; active?: boolean }>;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return (
    <Table responsive striped size="sm" className="align-middle">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          {FIGURE_COLUMNS.map(([key, label]) => (
            <th key={key} scope="col" className="text-end">
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
            {FIGURE_COLUMNS.map(([key, , format]) => (
              <td key={key} className="text-end">
                {format(row[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
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
    <Table responsive striped size="sm" className="align-middle">
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
    </Table>
  );
}
