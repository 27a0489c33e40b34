import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { TCurrentUser } from '@mainwork/contracts';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PasswordInput } from './password-input.tsx';

/** Where a user goes after logging in (spec §2.3): admins and employers to their dashboards, others back. */
export function loginDestination(user: TCurrentUser, redirectTo: string | undefined): string | undefined {
  if (can(user, 'read', 'admin_dashboard')) return routes.adminDashboard;
  if (can(user, 'read', 'employers_dashboard')) return routes.employerDashboard;
  return redirectTo;
}

/** Log in (spec §2.3): e-mail and password; failures show the auth error in a red alert. */
export default function LoginModal({ show, onHide, redirectTo }: ModalComponentProps<{ redirectTo?: string }>) {
  const { login, error, clearError } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  // An error from an earlier attempt must not greet a reopened modal.
  const clearErrorRef = useRef(clearError);
  useEffect(() => {
    clearErrorRef.current = clearError;
  });
  useEffect(() => {
    if (show) clearErrorRef.current();
  }, [show]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let user: TCurrentUser;
    try {
      user = await login({ email: email.trim(), password });
    } catch {
      // The auth context holds the message shown below.
      setBusy(false);
      return;
    }
    onHide();
    const destination = loginDestination(user, redirectTo);
    if (destination) navigate(destination);
  }

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
        <Form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
          {error ? (
            <Alert variant="danger" id={errorId}>
              {error}
            </Alert>
          ) : null}
          <Form.Group className="mb-3" controlId={`${id}-email`}>
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              name="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-2">
            <Form.Label htmlFor={`${id}-password`}>Password</Form.Label>
            <PasswordInput
              id={`${id}-password`}
              name="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
            />
          </Form.Group>
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
          <Button variant="link" className="p-0 align-baseline" onClick={() => openModal('SignUpModal')}>
            Sign up
          </Button>
        </p>
      </Modal.Body>
    </Modal>
  );
}
