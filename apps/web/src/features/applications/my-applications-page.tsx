import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Breadcrumb, Container, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TApplicationStatus, TMyApplication } from '@mainwork/contracts';
import { FileDownloadLink } from '../../components/file-download-link.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatApplicationStatus, formatAppliedAt, formatPhone } from '../../lib/formatters.ts';
import { paths, routes } from '../../lib/paths.ts';
import { downloadApplicationFile, myApplicationsQueryOptions } from './api/my-applications.ts';

const STATUS_BADGES: Record<TApplicationStatus, string> = {
  received: 'info',
  reviewed: 'warning',
  hired: 'success',
  not_selected: 'secondary',
};

function ApplicationRow({ application: row }: { application: TMyApplication }) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {row.job_active ? <Link to={paths.job(row.job_id)}>{row.job_title}</Link> : row.job_title}
        {row.external ? <div className="small text-body-secondary">On the employer’s site</div> : null}
      </th>
      <td>{name || '—'}</td>
      <td>
        {row.email ? <div className="text-break">{row.email}</div> : null}
        {row.phone ? <div className="text-nowrap">{formatPhone(row.phone)}</div> : null}
      </td>
      <td className="text-nowrap">{formatAppliedAt(row.created_at)}</td>
      <td className="text-end">{row.applications_count}</td>
      <td>
        <Badge
          bg={STATUS_BADGES[row.status]}
          text={row.status === 'hired' || row.status === 'not_selected' ? 'light' : 'dark'}
        >
          {formatApplicationStatus(row.status)}
        </Badge>
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
    </tr>
  );
}

/**
 * /my_applications (spec §2.6, §3): a table of the candidate's applications: job title (plain once the job is
 * inactive), name, contact, applied at (MM/dd/yyyy h:mm a), the job's applications count, the status the
 * employer set, and the resume and cover letter sent ('N/A' when none).
 */
export default function MyApplicationsPage() {
  const query = useQuery(myApplicationsQueryOptions());
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
  else
    content = (
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">Your applications</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Applied</th>
            <th scope="col" className="text-end">
              Applications
            </th>
            <th scope="col">Status</th>
            <th scope="col">Resume</th>
            <th scope="col">Cover letter</th>
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
