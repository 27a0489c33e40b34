import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { jobPageName, parsePathId, type TJob } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { routes } from '../../lib/paths.ts';
import { jobQueryOptions } from '../../lib/api/jobs.ts';
import { useDocumentTitle } from '../../lib/document-title.tsx';
import { JobDetail } from './job-detail.tsx';
import { feedPath, useFramedLink, type FeedScope } from '../../lib/feed-scope.ts';

/**
 * A job's own page (spec §2.5): breadcrumb 'jobs' > job title, then the job in full. A job that fails to load
 * (or that is not part of this feed) replaces the page with /not_found.
 */
export function JobScreen({
  scope,
  jobId,
  belongsHere,
}: {
  scope: FeedScope;
  jobId: string | undefined;
  belongsHere?: (job: TJob) => boolean;
}) {
  const id = parsePathId(jobId);
  const navigate = useNavigate();
  const framedLink = useFramedLink();
  const query = useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });
  const job = query.data;
  const failed = id === null || query.isError || (job !== undefined && belongsHere !== undefined && !belongsHere(job));

  // The same title the server gives the page (search engines read it after the app has started too).
  useDocumentTitle(job && !failed ? jobPageName(job) : undefined);
  useEffect(() => {
    if (failed) navigate(routes.notFound, { replace: true });
  }, [failed, navigate]);
  useEffect(() => {
    // The page opens at its top, also when reached from far down a list.
    document.documentElement.scrollTop = 0;
  }, [id]);

  if (!job || failed) return <LoadingScreen label="Loading job…" />;
  return (
    <>
      {/* Bootstrap's breadcrumb markup: react-bootstrap's would bring its anchor and prop-types code. */}
      <nav aria-label="breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={framedLink(feedPath(scope))}>jobs</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {job.title}
          </li>
        </ol>
      </nav>
      <JobDetail job={job} scope={scope} titleAs="h1" />
    </>
  );
}
