import { TokenLinkPage } from '../../components/token-link-page.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../components/link.tsx';
import { currentUserKey } from '../../lib/auth/auth-queries.ts';
import { routes } from '../../lib/paths.ts';
import { accountSettingsQueryOptions, confirmEmail } from './api/account.ts';

/**
 * /confirm_email?token=… : where an e-mail confirmation link lands (the welcome's, or a new address's). The
 * page sends the confirmation once; the server's message says what happened.
 */
export default function ConfirmEmailPage() {
  const queryClient = useQueryClient();
  const send = async (token: string) => {
    const result = await confirmEmail(token);
    // The header shows the address, and /me whether it is confirmed.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
      queryClient.invalidateQueries({ queryKey: accountSettingsQueryOptions().queryKey }),
    ]);
    return result;
  };
  return (
    <TokenLinkPage
      send={send}
      title="Confirm your e-mail address"
      pendingLabel="Confirming your e-mail address…"
      done={(result) => <h1 className="h3 mb-3">{result.message}</h1>}
      footer={<Link to={routes.me}>User Settings</Link>}
    />
  );
}
