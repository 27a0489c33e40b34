import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { CardList, ListCard, useCardLayout, type CardFact } from '../../components/responsive-list.tsx';
import type { TAdminDashboard, TDashboardGroupFigures } from '@mainwork/contracts';
import { formatDollarsAndCents, formatNumber } from '../../lib/formatters.ts';

export const formatCents = (cents: number) => formatDollarsAndCents(cents / 100);

type Row = TDashboardGroupFigures;
type Week = TAdminDashboard['weeks'][number];
/**
 * A column of figures: the group its header sits under, its own short header, its full name (a card's
 * label on a phone), and the figure it shows for a row. Short headers under group headers keep the widest
 * table (13 columns) within a laptop's width (decision 053).
 */
type Column<T> = { group: string; header: string; name: string; format: (row: T) => string };
const counted =
  <T,>(value: (row: T) => number) =>
  (row: T) =>
    formatNumber(value(row));
const dollars = (value: (row: Row) => number) => (row: Row) => formatCents(value(row));
const column = <T,>(group: string, header: string, name: string, format: (row: T) => string): Column<T> => ({
  group,
  header,
  name,
  format,
});

/** A breakdown row's columns: its businesses' figures, then the sign-ups of the users who belong there. */
const COLUMNS: Array<Column<Row>> = [
  column(
    'Jobs',
    'Live',
    'Live jobs',
    counted((row) => row.live_jobs),
  ),
  column(
    'Jobs',
    'Share-link views',
    'Share-link views',
    counted((row) => row.share_link_views),
  ),
  column(
    'Applications',
    'All',
    'Applications',
    counted((row) => row.applications),
  ),
  column(
    'Applications',
    'Referred',
    'Referred applications',
    counted((row) => row.referred_applications),
  ),
  column(
    'Hires',
    'Attributed',
    'Attributed hires',
    counted((row) => row.attributed_hires),
  ),
  column(
    'Charges',
    'Billed',
    'Billed',
    dollars((row) => row.billed_cents),
  ),
  column(
    'Charges',
    'Paid',
    'Paid',
    dollars((row) => row.paid_cents),
  ),
  column(
    'Sign-ups',
    'Hunter',
    'Hunter sign-ups',
    counted((row) => row.sign_ups_by_role.Hunter),
  ),
  column(
    'Sign-ups',
    'Employer',
    'Employer sign-ups',
    counted((row) => row.sign_ups_by_role.Employer),
  ),
  column(
    'Sign-ups',
    'Admin',
    'Admin sign-ups',
    counted((row) => row.sign_ups_by_role.Admin),
  ),
  column(
    'Sign-ups',
    'Affiliate',
    'Affiliate sign-ups',
    counted((row) => row.affiliate_sign_ups),
  ),
  column(
    'Sign-ups',
    'Attributed',
    'Attributed sign-ups',
    counted((row) => row.affiliate_attributed),
  ),
];

/** A week's columns: every figure the charts draw. */
const WEEK_COLUMNS: Array<Column<Week>> = [
  column(
    'Sign-ups',
    'Hunter',
    'Hunter sign-ups',
    counted((week) => week.sign_ups.Hunter),
  ),
  column(
    'Sign-ups',
    'Employer',
    'Employer sign-ups',
    counted((week) => week.sign_ups.Employer),
  ),
  column(
    'Sign-ups',
    'Admin',
    'Admin sign-ups',
    counted((week) => week.sign_ups.Admin),
  ),
  column(
    'Applications',
    'All',
    'Applications',
    counted((week) => week.applications),
  ),
  column(
    'Applications',
    'Referred',
    'Referred applications',
    counted((week) => week.referred_applications),
  ),
  column(
    'Share links',
    'Views',
    'Share-link views',
    counted((week) => week.share_link_views),
  ),
  column(
    'Affiliate links',
    'Views',
    'Affiliate views',
    counted((week) => week.affiliate_views),
  ),
  column(
    'Affiliate links',
    'Sign-ups',
    'Affiliate sign-ups',
    counted((week) => week.affiliate_sign_ups),
  ),
  column(
    'Affiliate links',
    'Attributed',
    'Attributed sign-ups',
    counted((week) => week.affiliate_attributed),
  ),
];

/** Neighbouring columns of the same group, as one header over them. */
function groupsOf<T>(columns: Array<Column<T>>): Array<{ group: string; span: number }> {
  const groups: Array<{ group: string; span: number }> = [];
  for (const { group } of columns) {
    const last = groups.at(-1);
    if (last?.group === group) last.span += 1;
    else groups.push({ group, span: 1 });
  }
  return groups;
}

/**
 * A table of figures, a row each with its name first, its columns under group headers; every column in
 * view from 992 px (below, it scrolls in its own box, which the keyboard can reach). On a phone each row
 * is a card of labelled figures.
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
  const cards = useCardLayout();
  if (cards)
    return (
      <section aria-label={label} className="mb-3">
        <h3 className="h6">{caption}</h3>
        <CardList label={label}>
          {rows.map((row) => (
            <ListCard
              key={keyOf(row)}
              title={nameOf(row)}
              facts={columns.map((figure): CardFact => [figure.name, figure.format(row)])}
            />
          ))}
        </CardList>
      </section>
    );
  const groups = groupsOf(columns);
  return (
    <div className="table-responsive-lg mb-3" tabIndex={0} role="region" aria-label={label}>
      <Table striped size="sm" className="align-middle mb-0 small">
        <caption>{caption}</caption>
        <colgroup />
        {groups.map(({ group, span }) => (
          <colgroup key={group} span={span} />
        ))}
        <thead>
          <tr>
            <td />
            {groups.map(({ group, span }) => (
              <th key={group} scope="colgroup" colSpan={span} className="text-center border-start">
                {group}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">{nameHeader}</th>
            {columns.map((figure, index) => (
              <th
                key={`${figure.group} ${figure.header}`}
                scope="col"
                className={
                  index === 0 || columns[index - 1]!.group !== figure.group ? 'text-end border-start' : 'text-end'
                }
              >
                {figure.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              <th scope="row" className="fw-normal text-break">
                {nameOf(row)}
              </th>
              {columns.map((figure) => (
                <td key={`${figure.group} ${figure.header}`} className="text-end">
                  {figure.format(row)}
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
