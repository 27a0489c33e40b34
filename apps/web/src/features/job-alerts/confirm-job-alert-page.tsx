import { Link } from '../../components/link.tsx';
import { TokenLinkPage } from '../../components/token-link-page.tsx';
import { routes } from '../../lib/paths.ts';
import { confirmJobAlert } from './api/job-alerts.ts';

export const ALERT_ON_MESSAGE = 'Your job alert is on.';

/**
 * /job_alerts/confirm?token=… : where a visitor's confirmation link lands. The page sends the confirmation once;
 * the alert mails only from then on.
 */
export default function ConfirmJobAlertPage() {
  return (
    <TokenLinkPage
      send={confirmJobAlert}
      title="Confirm your job alert"
      pendingLabel="Confirming your job alert…"
      done={() => (
        <>
          <h1 className="h3 mb-3">{ALERT_ON_MESSAGE}</h1>
          <p>We will e-mail you new jobs that match your search.</p>
        </>
      )}
      footer={<Link to={routes.jobs}>Search jobs</Link>}
    />
  );
}
