import { useState, type ChangeEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { FormField } from './form-fields.tsx';
import { Icon } from './icon.tsx';
import eyeIcon from 'virtual:bootstrap-icons/eye';
import eyeSlashIcon from 'virtual:bootstrap-icons/eye-slash';

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
}: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup>
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
        <Icon icon={visible ? eyeSlashIcon : eyeIcon} />
      </Button>
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
}: Omit<Props, 'invalid' | 'describedBy'> & {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <PasswordInput id={id} {...input} invalid={control.invalid} describedBy={control.describedBy} />}
    </FormField>
  );
}
