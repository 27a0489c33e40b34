import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** Labelled form fields with the server's message under them, as every form shows them (decision 015). */
export const errorIdOf = (id: string) => `${id}-error`;

export function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <Form.Label htmlFor={id}>
      {label}
      {required ? (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </Form.Label>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <Form.Control.Feedback type="invalid" id={errorIdOf(id)} className="d-block">
      {error}
    </Form.Control.Feedback>
  ) : null;
}

export type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

/** A labelled text input with the server's message under it. */
export function TextField({
  id,
  label,
  error,
  required = false,
  disabled = false,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
  max,
}: FieldProps & {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  /** A text area of this many rows. */
  rows?: number;
  /** The server's length limit, shown as 'n/max characters' under the field. */
  max?: number;
}) {
  const countId = `${id}-count`;
  const describedBy = [max ? countId : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3">
      <FieldLabel id={id} label={label} required={required} />
      <Form.Control
        id={id}
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      {max ? (
        <Form.Text id={countId}>
          {value.length}/{max} characters
        </Form.Text>
      ) : null}
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

/** A labelled select with the server's message under it (an empty option first when `emptyLabel` is given). */
export function SelectField({
  id,
  label,
  error,
  required = false,
  disabled = false,
  value,
  onChange,
  options,
  emptyLabel,
}: FieldProps & {
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  emptyLabel?: string;
}) {
  return (
    <Form.Group className="mb-3">
      <FieldLabel id={id} label={label} required={required} />
      <Form.Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}
