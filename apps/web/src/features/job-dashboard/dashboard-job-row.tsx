import { forwardRef, type Ref } from 'react';
import { Badge, Form } from 'react-bootstrap';
import { Link } from '../../components/link.tsx';
import { JOB_SOURCE_NAMES, type TDashboardJob, type TDashboardJobStatus } from '@mainwork/contracts';
import { LinkButton } from '../../components/link-button.tsx';
import { ListCard } from '../../components/responsive-list.tsx';
import { RowActionsMenu, type RowAction } from '../../components/row-actions-menu.tsx';
import { RowSelectCell } from '../../components/selectable-table.tsx';
import { formatEmployerCharge, formatNumber } from '../../lib/formatters.ts';
import { formatDate } from '../../lib/day-formats.ts';
import { paths } from '../../lib/paths.ts';

/** An imported posting names its source under its title (decision 062). */
function SourceMark({ job }: { job: TDashboardJob }) {
  if (!job.source) return null;
  return <span className="d-block small text-body-secondary">Imported from {JOB_SOURCE_NAMES[job.source]}</span>;
}

export const STATUS_LABELS: Record<TDashboardJobStatus, string> = {
  live: 'Live',
  paused: 'Paused',
  expired: 'Expired',
  closed: 'Closed',
};

// White text (the badge's own colour) on the dark ones; dark text on yellow.
const STATUS_BADGES: Record<TDashboardJobStatus, { bg: string; text?: 'dark' }> = {
  live: { bg: 'success' },
  paused: { bg: 'warning', text: 'dark' },
  expired: { bg: 'secondary' },
  closed: { bg: 'dark' },
};

/** What can be done to a posting, besides opening its applicants (the row's one visible action). */
export type JobRowHandlers = {
  onSelect(selected: boolean): void;
  onPause(paused: boolean): void;
  onShare(): void;
  onClose(): void;
  busy: boolean;
};

type JobRowProps = JobRowHandlers & {
  job: TDashboardJob;
  selected: boolean;
  /** The posting just published, saved or closed. */
  highlighted: boolean;
};

function secondaryActions(job: TDashboardJob, handlers: JobRowHandlers): RowAction[] {
  const open = job.status !== 'closed';
  const actions: RowAction[] = [{ label: 'Edit', to: paths.employerJobEdit(job.id) }];
  if (open)
    actions.push({
      label: job.applications_paused ? 'Resume applications' : 'Pause applications',
      onSelect: () => handlers.onPause(!job.applications_paused),
      disabled: handlers.busy,
    });
  actions.push({ label: 'Duplicate', to: paths.employerJobDuplicate(job.id) });
  if (open) {
    actions.push({ label: 'Share', onSelect: handlers.onShare });
    actions.push({ label: 'Close', onSelect: handlers.onClose, danger: true });
  }
  return actions;
}

/** The row's main action, 'Applicants (n)', then the menu of the others. */
function JobActions({ job, handlers }: { job: TDashboardJob; handlers: JobRowHandlers }) {
  return (
    <>
      <LinkButton
        to={paths.employerJobApplications(job.id)}
        size="sm"
        variant="outline-primary"
        className="text-nowrap"
      >
        Applicants ({formatNumber(job.applications_count)})<span className="visually-hidden"> for {job.title}</span>
      </LinkButton>
      <RowActionsMenu name={job.title} actions={secondaryActions(job, handlers)} />
    </>
  );
}

/** The status badge, and a charge under it, wrapping within the column. */
function JobStatus({ job }: { job: TDashboardJob }) {
  return (
    <>
      <Badge {...STATUS_BADGES[job.status]}>{STATUS_LABELS[job.status]}</Badge>
      {job.charge ? <div className="small mt-1">Charge {formatEmployerCharge(job.charge)}</div> : null}
    </>
  );
}

/** One posting of the dashboard's table: selection, title, status, dates, counts, 'Applicants (n)' and a menu. */
export const DashboardJobRow = forwardRef(function DashboardJobRow(
  { job, selected, highlighted, ...handlers }: JobRowProps,
  titleRef: Ref<HTMLAnchorElement>,
) {
  return (
    <tr className={highlighted ? 'row-highlight' : undefined} aria-current={highlighted ? 'true' : undefined}>
      <RowSelectCell
        label={`Select ${job.title}`}
        checked={selected}
        disabled={job.status === 'closed'}
        onChange={handlers.onSelect}
      />
      <th scope="row" className="fw-normal text-break">
        <Link ref={titleRef} to={paths.employerJobApplications(job.id)}>
          {job.title}
        </Link>
        <SourceMark job={job} />
      </th>
      <td className="status-cell">
        <JobStatus job={job} />
      </td>
      <td className="text-nowrap">{formatDate(job.posted_at)}</td>
      <td className="text-nowrap">{job.expires_at ? formatDate(job.expires_at) : '—'}</td>
      <td className="text-end">{formatNumber(job.views_count)}</td>
      <td className="text-end">{formatNumber(job.share_views_count)}</td>
      <td className="text-end">{formatNumber(job.applications_count)}</td>
      <td className="text-end">{formatNumber(job.referred_applications_count)}</td>
      <td className="text-end">{formatNumber(job.hires_count)}</td>
      <td>
        <div className="d-flex gap-1 justify-content-end">
          <JobActions job={job} handlers={handlers} />
        </div>
      </td>
    </tr>
  );
});

/** One posting on a phone: title and status, its numbers, 'Applicants (n)' and the menu. */
export const DashboardJobCard = forwardRef(function DashboardJobCard(
  { job, selected, highlighted, ...handlers }: JobRowProps,
  titleRef: Ref<HTMLAnchorElement>,
) {
  return (
    <ListCard
      testId="job-card"
      highlighted={highlighted}
      before={
        <Form.Check
          aria-label={`Select ${job.title}`}
          checked={selected}
          disabled={job.status === 'closed'}
          onChange={(event) => handlers.onSelect(event.currentTarget.checked)}
        />
      }
      title={
        <>
          <Link ref={titleRef} to={paths.employerJobApplications(job.id)}>
            {job.title}
          </Link>
          <SourceMark job={job} />
        </>
      }
      aside={<JobStatus job={job} />}
      facts={[
        ['Applications', formatNumber(job.applications_count)],
        ['Referred', formatNumber(job.referred_applications_count)],
        ['Hires', formatNumber(job.hires_count)],
        ['Views', formatNumber(job.views_count)],
        ['Posted', formatDate(job.posted_at)],
        ['Expires', job.expires_at ? formatDate(job.expires_at) : '—'],
      ]}
      actions={<JobActions job={job} handlers={handlers} />}
    />
  );
});
