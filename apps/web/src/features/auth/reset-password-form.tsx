import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { useModal } from '../../components/modal-root.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { deferredResolver } from '../../lib/forms/deferred-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { resetPassword } from './api/password-reset.ts';
import { PASSWORD_HINT, PasswordField } from '../../components/password-input.tsx';

type Field = 'password' | 'password_confirmation';
type ResetPasswordValues = Record<Field, string>;

const resolver = deferredResolver(() => import('./form-resolvers.ts').then((m) => m.resetPasswordResolver));
/**
 * New password and its confirmation (spec §4 "Reset password"). The server checks both; its messages
 * show under the fields, any other failure in a red alert. Success replaces the form with the server's
 * message and a Login button.
 */
export function ResetPasswordForm({ userId, token }: { userId: string; token: string }) {
  const { openModal } = useModal();
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: '', password_confirmation: '' },
    resolver,
  });
  const { submit, saving: busy } = useFormMutation({
    form,
    mutationFn: (values: ResetPasswordValues) => {
      setError(null);
      return resetPassword(userId, token, values);
    },
    fieldKeys: { password: 'password', password_confirmation: 'password_confirmation' },
    messages: 'joined',
    onSuccess: (result) => setDone(result.message),
    onError(cause, { placed, unplaced }) {
      if (placed.length === 0 || unplaced.length > 0) setError(errorMessage(cause));
    },
  });
  const values = form.watch();

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

  const field = (name: Field, label: string, autoFocus: boolean) => (
    <PasswordField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => form.setValue(name, value)}
      autoComplete="new-password"
      autoFocus={autoFocus}
      error={form.formState.errors[name]?.message}
      hint={name === 'password' ? PASSWORD_HINT : undefined}
    />
  );

  return (
    <Form noValidate onSubmit={submit} onFocus={resolver.preload}>
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
