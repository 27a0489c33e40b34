import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import type { TMemberInvitationPreview } from '@mainwork/contracts';
import { FieldError, errorIdOf } from '../../components/form-fields.tsx';
import { PASSWORD_HINT, PasswordField } from '../../components/password-input.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';

type InvitationSignUpValues = { first_name: string; last_name: string; password: string };

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
  const { register } = useAuth();
  const [message, setMessage] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const form = useForm<InvitationSignUpValues>({ defaultValues: { first_name: '', last_name: '', password: '' } });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: (values: InvitationSignUpValues) => {
      setMessage(null);
      setEmailError(undefined);
      const body = new FormData();
      body.set('email', invitation.email);
      body.set('role_name', 'Employer');
      body.set('invitation_token', token);
      for (const [key, value] of Object.entries(values)) body.set(key, value);
      return register(body);
    },
    fieldKeys: { first_name: 'first_name', last_name: 'last_name', password: 'password' },
    messages: 'joined',
    onSuccess: () => onJoined(),
    onError(cause, { placed, unplaced }) {
      // The address is fixed, so its message sits under it without being a field of the form.
      const email = unplaced.find((each) => each.key === 'email');
      setEmailError(email?.message);
      const others = unplaced.filter((each) => each.key !== 'email');
      if (placed.length === 0 && !email) setMessage(errorMessage(cause));
      else if (others.length > 0) setMessage(others.map((each) => each.message).join(' '));
    },
  });
  const errors = form.formState.errors;
  const text = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Form.Group className="col-12 col-sm-6 mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        autoComplete={autoComplete}
        isInvalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? errorIdOf(`${id}-${name}`) : undefined}
        {...form.register(name)}
      />
      <FieldError id={`${id}-${name}`} error={errors[name]?.message} />
    </Form.Group>
  );
  return (
    <Form noValidate onSubmit={submit} aria-label="Sign up and join">
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>E-mail</Form.Label>
        <Form.Control
          value={invitation.email}
          readOnly
          autoComplete="username"
          plaintext={false}
          aria-describedby={[`${id}-email-hint`, emailError ? errorIdOf(`${id}-email`) : ''].join(' ').trim()}
        />
        <Form.Text id={`${id}-email-hint`}>The invitation is for this address.</Form.Text>
        <FieldError id={`${id}-email`} error={emailError} />
      </Form.Group>
      <div className="row">
        {text('first_name', 'First name', 'given-name')}
        {text('last_name', 'Last name', 'family-name')}
      </div>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Password *"
        value={form.watch('password')}
        onChange={(password) => form.setValue('password', password)}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={PASSWORD_HINT}
      />
      <Button type="submit" className="w-100" disabled={saving}>
        {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Sign up and join {invitation.business_name}
      </Button>
    </Form>
  );
}
