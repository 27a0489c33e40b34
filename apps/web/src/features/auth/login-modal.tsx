import { useEffect, useId, useRef } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { TCurrentUser, TLoginBody } from '@mainwork/contracts';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { routes } from '../../lib/paths.ts';
import { deferredResolver } from '../../lib/forms/deferred-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { FormField } from '../../components/form-fields.tsx';
import type { LoginReason, SignUpReason } from '../../lib/auth/sign-up-reason.ts';

const resolver = deferredResolver(() => import('./form-resolvers.ts').then((m) => m.loginResolver));
/** Where a user goes after logging in (spec §2.3): admins and employers to their dashboards, others back. */
export function loginDestination(user: TCurrentUser, redirectTo: string | undefined): string | undefined {
  if (can(user, 'read', 'admin_dashboard')) return routes.adminDashboard;
  if (can(user, 'read', 'employers_dashboard')) return routes.employerDashboard;
  return redirectTo;
}

/**
 * Log in (spec §2.3): e-mail and password; failures show the auth error in a red alert. Opened by an action
 * that needs an account (`reason`), it says why first and goes on with it once logged in (`onLoggedIn`), or
 * once signed up through its 'Sign up' link instead.
 */
export default function LoginModal({
  show,
  onHide,
  redirectTo,
  reason,
  onLoggedIn,
}: ModalComponentProps<{ redirectTo?: string } & LoginReason>) {
  const { login, error, clearError } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const id = useId();
  const form = useForm<TLoginBody>({
    defaultValues: { email: '', password: '' },
    resolver,
  });

  // An error from an earlier attempt must not greet a reopened modal.
  const clearErrorRef = useRef(clearError);
  useEffect(() => {
    clearErrorRef.current = clearError;
  });
  useEffect(() => {
    if (show) clearErrorRef.current();
  }, [show]);

  // The auth context holds the failure's message, shown in the alert below.
  const { submit, saving: busy } = useFormMutation({
    form,
    mutationFn: login,
    fieldKeys: { email: 'email', password: 'password' },
    messages: 'joined',
    onSuccess(user: TCurrentUser) {
      onHide();
      const destination = loginDestination(user, redirectTo);
      if (destination) navigate(destination);
      onLoggedIn?.(user);
    },
  });
  const errors = form.formState.errors;
  const password = form.watch('password');

  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Log in
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {reason ? <p className="lead">{reason}</p> : null}
        <Form noValidate onSubmit={submit} onFocus={resolver.preload} aria-describedby={error ? errorId : undefined}>
          {error ? (
            <Alert variant="danger" id={errorId}>
              {error}
            </Alert>
          ) : null}
          <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
            {(control) => (
              <Form.Control
                id={control.id}
                type="email"
                autoComplete="email"
                autoFocus
                {...form.register('email')}
                isInvalid={control.invalid}
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
              />
            )}
          </FormField>
          <FormField id={`${id}-password`} label="Password" error={errors.password?.message} className="mb-2">
            {(control) => (
              <PasswordInput
                id={control.id}
                name="password"
                value={password}
                onChange={(value) => form.setValue('password', value)}
                autoComplete="current-password"
                invalid={control.invalid}
                describedBy={control.describedBy}
              />
            )}
          </FormField>
          <div className="mb-3 text-end">
            <Button variant="link" className="p-0" onClick={() => openModal('ForgotPasswordModal')}>
              Forgot password?
            </Button>
          </div>
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Log in
          </Button>
        </Form>
        <p className="mt-3 mb-0 text-center">
          Need an account?{' '}
          <Button
            variant="link"
            className="p-0 align-baseline"
            onClick={() => {
              const then: SignUpReason = onLoggedIn ? { onSignedUp: onLoggedIn } : {};
              openModal('SignUpModal', then);
            }}
          >
            Sign up
          </Button>
        </p>
      </Modal.Body>
    </Modal>
  );
}
