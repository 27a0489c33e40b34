import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import type { TFieldErrors } from '@mainwork/contracts';
import { useModal } from '../../components/modal-root.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { resetPassword } from './api/password-reset.ts';
import { PASSWORD_HINT, PasswordInput } from './password-input.tsx';
import { fieldErrorText } from './sign-up-errors.ts';

type Field = 'password' | 'password_confirmation';
const FIELDS: readonly Field[] = ['password', 'password_confirmation'];

/**
 * New password and its confirmation (spec §4 "Reset password"). The server checks both; its messages
 * show under the fields, any other failure in a red alert. Success replaces the form with the server's
 * message and a Login button.
 */
export function ResetPasswordForm({ userId, token }: { userId: string; token: string }) {
  const { openModal } = useModal();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFieldErrors(null);
    try {
      const result = await resetPassword(userId, token, values);
      setDone(result.message);
    } catch (cause) {
      const errors = cause instanceof ApiError ? cause.fieldErrors : undefined;
      const placed = errors ? FIELDS.some((field) => fieldErrorText(errors, field)) : false;
      const elsewhere = errors ? Object.keys(errors).filter((key) => !FIELDS.includes(key as Field)) : [];
      if (errors) setFieldErrors(errors);
      if (!placed || elsewhere.length > 0) setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  if (done !== null) {
    return (
      <div>
        <Alert variant="success">{done}</Alert>
        <Button variant="link" className="p-0" onClick={() => openModal('LoginModal')}>
          Login
        </Button>
      </div>
    );
  }

  const hintId = `${id}-hint`;
  const field = (name: Field, label: string, autoFocus: boolean) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const message = fieldErrorText(fieldErrors, name);
    const feedback: ReactNode = message ? (
      <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
        {message}
      </Form.Control.Feedback>
    ) : null;
    return (
      <Form.Group className="mb-3">
        <Form.Label htmlFor={inputId}>{label}</Form.Label>
        <PasswordInput
          id={inputId}
          name={name}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          autoComplete="new-password"
          autoFocus={autoFocus}
          invalid={Boolean(message)}
          describedBy={[message ? errorId : '', name === 'password' ? hintId : ''].filter(Boolean).join(' ')}
          feedback={feedback}
        />
        {name === 'password' ? (
          <Form.Text id={hintId} className="d-block">
            {PASSWORD_HINT}
          </Form.Text>
        ) : null}
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {field('password', 'New password', true)}
      {field('password_confirmation', 'Confirm password', false)}
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Reset password
      </Button>
    </Form>
  );
}
