import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useModal } from '../../components/modal-root.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { requestPasswordReset } from './api/password-reset.ts';
import { fieldErrorText } from './sign-up-errors.ts';

/**
 * E-mail field and 'Send password reset link' (spec §2.3), shared by the modal and /forgot_password.
 * Success replaces the form with the server's message and a Login button; a failure shows the server's
 * error, or 'An unknown error has occurred.'
 */
export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { openModal } = useModal();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setEmailError(null);
    try {
      const result = await requestPasswordReset(email);
      setSent(result.message);
    } catch (cause) {
      const onEmail = cause instanceof ApiError ? fieldErrorText(cause.fieldErrors, 'email') : undefined;
      if (onEmail) setEmailError(onEmail);
      else setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  if (sent !== null) {
    return (
      <div>
        <Alert variant="success">{sent}</Alert>
        <Button variant="link" className="p-0" onClick={() => openModal('LoginModal')}>
          Login
        </Button>
      </div>
    );
  }

  const emailId = `${id}-email`;
  const emailErrorId = `${id}-email-error`;
  return (
    <Form noValidate onSubmit={submit}>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Form.Group className="mb-3">
        <Form.Label htmlFor={emailId}>Email</Form.Label>
        <Form.Control
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus={autoFocus}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          isInvalid={Boolean(emailError)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
        />
        {emailError ? (
          <Form.Control.Feedback type="invalid" id={emailErrorId} className="d-block">
            {emailError}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Send password reset link
      </Button>
    </Form>
  );
}
