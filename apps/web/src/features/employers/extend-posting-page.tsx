import { Link } from '../../components/link.tsx';
import { POSTING_EXTENSION_DAYS } from '@mainwork/contracts';
import { TokenLinkPage } from '../../components/token-link-page.tsx';
import { routes } from '../../lib/paths.ts';
import { extendPosting } from './api/business-jobs.ts';

export const EXTENDED_HEADING = `Your posting stays open ${POSTING_EXTENSION_DAYS} days longer`;

/**
 * /employers/extend_posting?token=… : where an expiry reminder's 'Extend 30 days' link lands. The page sends the
 * extension once; the server says until when, or why the link no longer works (used, expired, not valid).
 */
export default function ExtendPostingPage() {
  return (
    <TokenLinkPage
      send={extendPosting}
      title="Extend your posting"
      pendingLabel="Extending your posting…"
      done={(result) => (
        <>
          <h1 className="h3 mb-3">{EXTENDED_HEADING}</h1>
          <p>{result.message}</p>
        </>
      )}
      footer={<Link to={routes.employerDashboard}>Go to your dashboard</Link>}
    />
  );
}
