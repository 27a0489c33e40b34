import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert.tsx';
import { Link } from '../../components/link.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { paths } from '../../lib/paths.ts';
import { jobActivityQueryOptions } from './api/team.ts';
import { activityActor, activityVerb, NO_ACTIVITY_MESSAGE } from './team-words.ts';

/** The audit trail of the business's jobs: who posted, edited or closed each, newest first. */
export function JobActivityList({ businessId }: { businessId: number }) {
  const query = useQuery(jobActivityQueryOptions(businessId));
  if (query.isPending) return <LoadingScreen label="Loading the job activity…" />;
  if (query.isError) return <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  if (query.data.length === 0) return <p className="text-body-secondary">{NO_ACTIVITY_MESSAGE}</p>;
  return (
    <ol className="list-group" aria-label="Job activity, newest first">
      {query.data.map((entry) => (
        <li
          key={entry.id}
          className="list-group-item d-flex flex-wrap column-gap-3 row-gap-1"
          data-testid="job-activity"
        >
          <span className="me-auto text-break">
            <strong>{activityActor(entry)}</strong> {activityVerb(entry)}{' '}
            <Link to={paths.employerJobApplications(entry.job_id)}>{entry.job_title}</Link>
          </span>
          <time className="small text-body-secondary" dateTime={entry.created_at}>
            {formatAppliedAt(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
