import { useQuery } from '@tanstack/react-query';
import { Badge, Breadcrumb, Container, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { Link } from '../../components/link.tsx';
import type { TApplicationStatus, TMyApplication } from '@mainwork/contracts';
import { FileDownloadLink } from '../../components/file-download-link.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatApplicationStatus, formatPhone } from '../../lib/formatters.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { paths, routes } from '../../lib/paths.ts';
import { useCardLayout } from '../../components/responsive-list.tsx';
import { downloadApplicationFile } from '../../lib/api/applications.ts';
import { myApplicationsQueryOptions } from './api/my-applications.ts';

/** The spec's applications count column: how many applied to the job in all, not this candidate's. */
export const ALL_APPLICANTS = 'All applicants';

/**
 * Each stage's badge colour, and dark text on the light ones. The others keep the badge's own white: Bootstrap's
 * "light" text (#f8f9fa) on primary, success or secondary reads below 4.5:1.
 */
const STATUS_BADGES: Record<TApplicationStatus, [bg: string, text?: 'dark']> = {
  received: ['info', 'dark'],
  reviewed: ['warning', 'dark'],
  interviewing: ['primary'],
  offered: ['dark'],
  hired: ['success'],
  not_selected: ['secondary'],
};

function StatusBadge({ status }: { status: TApplicationStatus }) {
  const [bg, text] = STATUS_BADGES[status];
  return (
    <Badge bg={bg} {...(text ? { text } : {})}>
      {formatApplicationStatus(status)}
    </Badge>
  );
}

function JobTitle({ application: row }: { application: TMyApplication }) {
  return (
    <>
      {row.job_active ? <Link to={paths.job(row.job_id)}>{row.job_title}</Link> : row.job_title}
      {row.external ? <div className="small text-body-secondary fw-normal">On the employer’s site</div> : null}
    </>
  );
}

/** An application on a phone or a tablet: a card with the job and its status first, then the rest as labelled lines. */
function ApplicationCard({ application: row }: { application: TMyApplication }) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  const contact = [row.email, row.phone ? formatPhone(row.phone) : null].filter(Boolean).join(' · ');
  return (
    <li className="card" data-testid="application-card">
      <div className="card-body p-3">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <h2 className="h6 mb-0" style={{ minWidth: 0 }}>
            <JobTitle application={row} />
          </h2>
          <span className="flex-shrink-0">
            <span className="visually-hidden">Status: </span>
            <StatusBadge status={row.status} />
          </span>
        </div>
        <dl className="small mb-0 d-grid column-gap-2" style={{ gridTemplateColumns: 'auto minmax(0, 1fr)' }}>
          <dt className="fw-normal text-body-secondary">Applied</dt>
          <dd className="mb-1">{formatAppliedAt(row.created_at)}</dd>
          <dt className="fw-normal text-body-secondary">Name</dt>
          <dd className="mb-1">{name || '—'}</dd>
          {contact ? (
            <>
              <dt className="fw-normal text-body-secondary">Contact</dt>
              <dd className="mb-1 text-break">{contact}</dd>
            </>
          ) : null}
          <dt className="fw-normal text-body-secondary">Resume</dt>
          <dd className="mb-1">
            <FileDownloadLink
              filename={row.resume_filename}
              download={() => downloadApplicationFile(row.id, 'resume')}
            />
          </dd>
          <dt className="fw-normal text-body-secondary">Cover letter</dt>
          <dd className="mb-1">
            <FileDownloadLink
              filename={row.cover_letter_filename}
              download={() => downloadApplicationFile(row.id, 'cover_letter')}
            />
          </dd>
          <dt className="fw-normal text-body-secondary">{ALL_APPLICANTS}</dt>
          <dd className="mb-0">{row.applications_count}</dd>
        </dl>
      </div>
    </li>
  );
}

function ApplicationRow({ application: row }: { application: TMyApplication }) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <JobTitle application={row} />
      </th>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td className="text-nowrap">{formatAppliedAt(row.created_at)}</td>
      <td>{name || '—'}</td>
      <td>
        {row.email ? <div className="text-break">{row.email}</div> : null}
        {row.phone ? <div className="text-nowrap">{formatPhone(row.phone)}</div> : null}
      </td>
      <td>
        <FileDownloadLink filename={row.resume_filename} download={() => downloadApplicationFile(row.id, 'resume')} />
      </td>
      <td>
        <FileDownloadLink
          filename={row.cover_letter_filename}
          download={() => downloadApplicationFile(row.id, 'cover_letter')}
        />
      </td>
      <td className="text-end text-body-secondary">{row.applications_count}</td>
    </tr>
  );
}

/**
 * /my_applications (spec §2.6, §3): a table of the candidate's applications: job title (plain once the job is
 * inactive), then what matters to them first, the status the employer set and when they applied
 * (MM/dd/yyyy h:mm a), then name, contact, the resume and cover letter sent ('N/A' when none), and last the
 * spec's applications count, named for what it is: everyone who applied to the job. Below 768 px each
 * application is a card instead, its status beside the job.
 */
export default function MyApplicationsPage() {
  const query = useQuery(myApplicationsQueryOptions());
  const asCards = useCardLayout();
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your applications…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0)
    content = (
      <div className="text-center py-4">
        <p>You have not applied to any jobs yet.</p>
        <LinkButton to={routes.jobs}>Find jobs</LinkButton>
      </div>
    );
  else if (asCards)
    content = (
      <ul className="list-unstyled d-grid gap-2" aria-label="Your applications">
        {query.data.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </ul>
    );
  else
    content = (
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">Your applications</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Status</th>
            <th scope="col">Applied</th>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Resume</th>
            <th scope="col">Cover letter</th>
            <th scope="col" className="text-end">
              {ALL_APPLICANTS}
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </tbody>
      </Table>
    );
  return (
    <Container fluid="xl" className="py-4">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">My Applications</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
    </Container>
  );
}
