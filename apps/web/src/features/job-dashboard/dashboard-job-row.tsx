import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { type TDashboardJob, type TDashboardJobStatus } from '@mainwork/contracts';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { RowSelectCell } from '../../components/selectable-table.tsx';
import { formatDate, formatEmployerCharge } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { dashboardKeys } from './api/job-dashboard.ts';

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

const number = new Intl.NumberFormat('en-US');

/** One posting of the dashboard: selection, title, status, dates, counts and the actions on it. */
export function DashboardJobRow({
  job,
  businessId,
  selected,
  onSelect,
  onPause,
  busy,
}: {
  job: TDashboardJob;
  businessId: number;
  selected: boolean;
  onSelect(selected: boolean): void;
  onPause(paused: boolean): void;
  busy: boolean;
}) {
  const { openModal } = useModal();
  const queryClient = useQueryClient();
  const titleLink = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = job.status !== 'closed';
  const openWizard = () =>
    openModal('EmployersResolveJobModal', {
      job: { id: job.id, title: job.title },
      businessId,
      // The row shows the posting closed (and its charge) as soon as the wizard completes.
      onResolved: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      // The dialog gives the focus back to its opener; once the posting is closed that button is gone,
      // so the posting's title takes it.
      onClosed: () => {
        if (!closeButton.current?.isConnected) titleLink.current?.focus();
      },
    });
  const hidden = (text: string) => <span className="visually-hidden"> {text}</span>;
  return (
    <tr>
      <RowSelectCell label={`Select ${job.title}`} checked={selected} disabled={!open} onChange={onSelect} />
      <th scope="row" className="fw-normal">
        <Link ref={titleLink} to={paths.employerJobApplications(job.id)}>
          {job.title}
        </Link>
      </th>
      <td>
        <Badge {...STATUS_BADGES[job.status]}>{STATUS_LABELS[job.status]}</Badge>
        {job.charge ? <div className="small text-nowrap mt-1">Charge {formatEmployerCharge(job.charge)}</div> : null}
      </td>
      <td className="text-nowrap">{formatDate(job.posted_at)}</td>
      <td className="text-nowrap">{job.expires_at ? formatDate(job.expires_at) : '—'}</td>
      <td className="text-end">{number.format(job.views_count)}</td>
      <td className="text-end">{number.format(job.share_views_count)}</td>
      <td className="text-end">{number.format(job.applications_count)}</td>
      <td className="text-end">{number.format(job.referred_applications_count)}</td>
      <td className="text-end">{number.format(job.hires_count)}</td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <LinkButton to={paths.employerJobApplications(job.id)} size="sm" variant="outline-primary">
            Applicants{hidden(`for ${job.title}`)}
          </LinkButton>
          <LinkButton to={paths.employerJobEdit(job.id)} size="sm" variant="outline-secondary">
            Edit{hidden(job.title)}
          </LinkButton>
          {open ? (
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy}
              onClick={() => onPause(!job.applications_paused)}
            >
              {job.applications_paused ? 'Resume applications' : 'Pause applications'}
              {hidden(`for ${job.title}`)}
            </Button>
          ) : null}
          <LinkButton to={paths.employerJobDuplicate(job.id)} size="sm" variant="outline-secondary">
            Duplicate{hidden(job.title)}
          </LinkButton>
          {open ? (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => openModal('ShareJobModal', { job: { id: job.id, title: job.title } })}
            >
              Share{hidden(job.title)}
            </Button>
          ) : null}
          {open ? (
            <Button ref={closeButton} size="sm" variant="outline-danger" onClick={openWizard}>
              Close{hidden(job.title)}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
