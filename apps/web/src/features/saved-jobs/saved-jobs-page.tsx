import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Badge, Breadcrumb, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TSavedJob } from '@mainwork/contracts';
import { JobCard } from '../../components/job-card/job-card.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { SaveJobToggle } from '../../components/job-card/save-job-toggle.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { savedJobsQueryOptions } from '../../lib/api/saved-jobs.ts';
import { paths, routes } from '../../lib/paths.ts';

export const NO_SAVED_JOBS_MESSAGE = 'You have no saved jobs yet.';
export const CLOSED_JOB_MESSAGE = 'This job has closed and takes no more applications.';

const savedCount = (count: number) => (count === 1 ? '1 saved job' : `${count} saved jobs`);

/** A saved job that has closed: kept, marked, without a link to a page that is gone, and with its bookmark to remove it. */
function ClosedSavedJob({ saved }: { saved: TSavedJob }) {
  const titleId = `saved-job-${saved.job_id}-title`;
  return (
    <article aria-labelledby={titleId} className="card bg-body-tertiary" data-testid="closed-saved-job">
      <div className="card-body d-flex gap-3 py-2 px-3">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h2 id={titleId} className="h6 mb-0 lh-sm text-break text-body-secondary">
            {saved.job.title} <Badge bg="secondary">Closed</Badge>
          </h2>
          <p className="small mb-0 text-truncate">{saved.job.business.name}</p>
          <p className="small mb-0 text-body-secondary">{CLOSED_JOB_MESSAGE}</p>
        </div>
        <SaveJobToggle job={saved.job} compact describedBy={titleId} />
      </div>
    </article>
  );
}

/**
 * /saved_jobs (decision 061): the candidate's saved jobs, most recently saved first, each as its job card with
 * the bookmark that unsaves it; closed ones stay, marked. Empty: a way to search.
 */
export default function SavedJobsPage() {
  const query = useQuery(savedJobsQueryOptions());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A job unsaved here leaves the list, and the focus with it: it goes to the heading.
  const count = query.data?.length;
  const lastCount = useRef(count);
  useEffect(() => {
    if (count !== undefined && lastCount.current !== undefined && count < lastCount.current)
      headingRef.current?.focus();
    lastCount.current = count;
  }, [count]);

  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your saved jobs…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0)
    content = (
      <div className="text-center py-4">
        <p>{NO_SAVED_JOBS_MESSAGE} Choose the bookmark on a job to keep it here for later.</p>
        <LinkButton to={routes.jobs}>Search jobs</LinkButton>
      </div>
    );
  else
    content = (
      <>
        <p className="text-body-secondary" aria-live="polite">
          {savedCount(query.data.length)}
        </p>
        <ul className="list-unstyled d-grid gap-2" aria-label="Your saved jobs">
          {query.data.map((saved) => (
            <li key={saved.job_id}>
              {saved.closed ? (
                <ClosedSavedJob saved={saved} />
              ) : (
                <JobCard job={saved.job} href={paths.job(saved.job_id)} selected={false} />
              )}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <Container className="py-4" style={{ maxWidth: 860 }}>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 ref={headingRef} tabIndex={-1} className="h4 d-inline text-body">
            Saved Jobs
          </h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
    </Container>
  );
}
