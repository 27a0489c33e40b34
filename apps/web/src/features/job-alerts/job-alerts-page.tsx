import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/link.tsx';
import { Breadcrumb, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLookupNamer } from '../../lib/api/lookup-names-deferred.ts';
import { routes } from '../../lib/paths.ts';
import { myJobAlertsQueryOptions } from './api/job-alerts.ts';
import { JobAlertItem } from './job-alert-item.tsx';

export const NO_ALERTS_MESSAGE = 'You have no job alerts yet.';
export const ALERTS_WAIT_MESSAGE =
  'Your job alerts wait until you confirm your e-mail address: follow the link we sent to';

/**
 * /job_alerts (issue 25): the user's saved searches in words ('Nurse near Boston, MA, Full-time · daily'), when
 * each last mailed, with how often, Pause/Resume and Delete. Alerts are made on /jobs.
 */
export default function JobAlertsPage() {
  const query = useQuery(myJobAlertsQueryOptions());
  const { currentUser } = useAuth();
  const nameOf = useLookupNamer(query.data ?? []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once a deleted alert (and its dialog, which gives focus back on closing) is gone: focus the heading.
  const [deleted, setDeleted] = useState(0);
  useEffect(() => {
    if (deleted > 0) headingRef.current?.focus();
  }, [deleted]);
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your job alerts…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0)
    content = (
      <div className="text-center py-4">
        <p>{NO_ALERTS_MESSAGE} Search jobs and choose 'Get alerts for this search' to hear of new ones.</p>
        <LinkButton to={routes.jobs}>Search jobs</LinkButton>
      </div>
    );
  else
    content = (
      <ul className="list-unstyled d-grid gap-2" aria-label="Your job alerts">
        {query.data.map((alert) => (
          <JobAlertItem
            key={alert.id}
            alert={alert}
            nameOf={nameOf}
            onDeleted={() => setDeleted((count) => count + 1)}
          />
        ))}
      </ul>
    );
  return (
    <Container className="py-4">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 ref={headingRef} tabIndex={-1} className="h4 d-inline text-body">
            Job Alerts
          </h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {currentUser && !currentUser.email_confirmed ? (
        <Alert variant="warning">
          {ALERTS_WAIT_MESSAGE} <strong className="text-break">{currentUser.email}</strong>, or send a new one from{' '}
          <Link to={routes.me}>User Settings</Link>.
        </Alert>
      ) : null}
      {content}
    </Container>
  );
}
