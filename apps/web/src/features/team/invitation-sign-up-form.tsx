import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import type { TMemberInvitationPreview } from '@mainwork/contracts';
import { PASSWORD_HINT, PasswordField } from '../../components/password-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';

/**
 * A visitor signs up as an Employer of the inviting business: the invited address (fixed), a name and a
 * password. The account joins the team as it is made.
 */
export function InvitationSignUpForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: TMemberInvitationPreview;
  onJoined(): void;
}) {
  const id = useId();
  const { register, error } = useAuth();
  const [values, setValues] = useState({ first_name: '', last_name: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const form = new FormData();
    form.set('email', invitation.email);
    form.set('role_name', 'Employer');
    form.set('invitation_token', token);
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    try {
      await register(form);
      onJoined();
    } catch (cause) {
      setFields(cause instanceof ApiError ? (cause.fieldErrors ?? {}) : {});
    } finally {
      setBusy(false);
    }
  };
  const text = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Form.Group className="col-12 col-sm-6 mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[name]}
        autoComplete={autoComplete}
        isInvalid={Boolean(fields[name])}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      <Form.Control.Feedback type="invalid">{fields[name]?.join(' - ')}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up and join">
      {error && Object.keys(fields).length === 0 ? <Alert variant="danger">{error}</Alert> : null}
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>E-mail</Form.Label>
        <Form.Control value={invitation.email} readOnly plaintext={false} aria-describedby={`${id}-email-hint`} />
        <Form.Text id={`${id}-email-hint`}>The invitation is for this address.</Form.Text>
        {fields.email ? <div className="invalid-feedback d-block">{fields.email.join(' - ')}</div> : null}
      </Form.Group>
      <div className="row">
        {text('first_name', 'First name', 'given-name')}
        {text('last_name', 'Last name', 'family-name')}
      </div>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Password *"
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        autoComplete="new-password"
        required
        error={fields.password?.join(' - ')}
        hint={PASSWORD_HINT}
      />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Sign up and join {invitation.business_name}
      </Button>
    </Form>
  );
}
