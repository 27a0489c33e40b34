import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TUserSettings } from '@mainwork/contracts';
import { errorMessage } from '../../lib/api-client.ts';
import { currentUserKey } from '../../lib/auth/auth-queries.ts';
import { accountSettingsQueryOptions, cancelEmailChange, resendEmailConfirmation } from './api/account.ts';

/**
 * Above the User settings form: a change of e-mail address waiting for its link (the account keeps its
 * address until then), with Resend and Cancel; or an address not confirmed yet, whose alerts and other
 * e-mails wait (docs/decisions/051-address-consent.md). Nothing when the address is confirmed.
 */
export function EmailStatus({ saved }: { saved: TUserSettings }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountSettingsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]);
  const resend = useMutation({ mutationFn: resendEmailConfirmation, onSuccess: refresh });
  const cancel = useMutation({ mutationFn: cancelEmailChange, onSuccess: refresh });
  const busy = resend.isPending || cancel.isPending;
  const failed = resend.error ?? cancel.error;
  const done = resend.isSuccess ? resend.data.message : cancel.isSuccess ? cancel.data.message : null;

  if (!saved.pending_email && saved.email_confirmed) {
    return done ? (
      <Alert variant="success" role="status">
        {done}
      </Alert>
    ) : null;
  }

  const pending = saved.pending_email;
  return (
    // A region, not role="alert": it stays on the page as long as the address waits, and is no interruption.
    <section className={`alert ${pending ? 'alert-info' : 'alert-warning'}`} aria-labelledby="email-status-title">
      <h2 id="email-status-title" className="h6 mb-2">
        {pending ? 'E-mail change waiting for confirmation' : 'Confirm your e-mail address'}
      </h2>
      {pending ? (
        <p className="mb-2">
          We sent a link to <strong className="text-break">{pending}</strong>. Your account keeps{' '}
          <strong className="text-break">{saved.email}</strong>, and you sign in with it, until that link is followed.
        </p>
      ) : (
        <p className="mb-2">
          Follow the link we sent to <strong className="text-break">{saved.email}</strong>. Job alerts and other e-mails
          wait until you do.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={() => {
            cancel.reset();
            resend.mutate();
          }}
          aria-describedby="email-status-title"
        >
          {resend.isPending ? <Spinner size="sm" className="me-1" aria-hidden="true" /> : null}
          Resend
        </Button>
        {pending ? (
          <Button
            variant="outline-dark"
            size="sm"
            disabled={busy}
            onClick={() => {
              resend.reset();
              cancel.mutate();
            }}
            aria-describedby="email-status-title"
          >
            {cancel.isPending ? <Spinner size="sm" className="me-1" aria-hidden="true" /> : null}
            Cancel
          </Button>
        ) : null}
      </div>
      <div role="status" className="mt-2 mb-0 small">
        {failed ? <span className="text-danger">{errorMessage(failed)}</span> : done}
      </div>
    </section>
  );
}
