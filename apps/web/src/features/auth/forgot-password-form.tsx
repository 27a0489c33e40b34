import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { useModal } from '../../components/modal-root.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { deferredResolver } from '../../lib/forms/deferred-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { requestPasswordReset } from './api/password-reset.ts';

type ForgotPasswordValues = { email: string };

const resolver = deferredResolver(() => import('./form-resolvers.ts').then((m) => m.forgotPasswordResolver));
/**
 * E-mail field and 'Send password reset link' (spec §2.3), shared by the modal and /forgot_password.
 * Success replaces the form with the server's message and a Login button; a failure shows the server's
 * e-mail error under the field, or its message (or 'An unknown error has occurred.') in a red alert.
 */
export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { openModal } = useModal();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    defaultValues: { email: '' },
    resolver,
  });
  const { submit, saving: busy } = useFormMutation({
    form,
    mutationFn: ({ email }: ForgotPasswordValues) => {
      setError(null);
      return requestPasswordReset(email);
    },
    fieldKeys: { email: 'email' },
    messages: 'joined',
    onSuccess: (result) => setSent(result.message),
    onError(cause, { placed }) {
      if (placed.length === 0) setError(errorMessage(cause));
    },
  });

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

  return (
    <Form noValidate onSubmit={submit} onFocus={resolver.preload}>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <FormField id={`${id}-email`} label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Form.Control
            id={control.id}
            type="email"
            autoComplete="email"
            autoFocus={autoFocus}
            {...form.register('email')}
            isInvalid={control.invalid}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Send password reset link
      </Button>
    </Form>
  );
}
