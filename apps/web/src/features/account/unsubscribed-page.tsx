import { Link } from '../../components/link.tsx';
import { TokenLinkPage } from '../../components/token-link-page.tsx';
import { routes } from '../../lib/paths.ts';
import { unsubscribe } from './api/account.ts';

/**
 * /unsubscribed?token=… : where an e-mail's unsubscribe link, opened in a browser, lands. The page confirms it
 * with the same one-click POST a mail provider sends, and says what was turned off.
 */
export default function UnsubscribedPage() {
  return (
    <TokenLinkPage
      send={unsubscribe}
      title="Unsubscribe"
      pendingLabel="Unsubscribing…"
      done={(result) => (
        <>
          <h1 className="h3 mb-3">You are unsubscribed</h1>
          <p>{result.message}</p>
        </>
      )}
      footer={
        <>
          Choose which e-mails you get in your <Link to={routes.me}>notification settings</Link>.
        </>
      }
    />
  );
}
