import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { errorIdOf, FieldError } from './form-fields.tsx';
import { Icon } from './icon.tsx';

export const PASSWORD_HINT = 'Use 8 or more characters with a mix of letters & numbers';

type Props = {
  id: string;
  name?: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the hint and error texts that describe the field. */
  describedBy?: string | undefined;
  /** The error text, rendered inside the group so Bootstrap rounds the corners right. */
  feedback?: ReactNode;
};

/** A password field with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordInput({
  id,
  name,
  value,
  onChange,
  autoComplete,
  autoFocus,
  required,
  invalid,
  describedBy,
  feedback,
}: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation={Boolean(feedback)}>
      <Form.Control
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        autoCapitalize="off"
        spellCheck={false}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
      />
      <Button
        variant="outline-secondary"
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={id}
      >
        <Icon name={visible ? 'eye-slash' : 'eye'} />
      </Button>
      {feedback}
    </InputGroup>
  );
}

/** A labelled password field (show/hide) with an optional hint and the server's message under it. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  ...input
}: Omit<Props, 'invalid' | 'describedBy' | 'feedback'> & {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <PasswordInput
        id={id}
        {...input}
        invalid={Boolean(error)}
        describedBy={describedBy}
        feedback={<FieldError id={id} error={error} />}
      />
      {hint ? <Form.Text id={hintId}>{hint}</Form.Text> : null}
    </Form.Group>
  );
}
