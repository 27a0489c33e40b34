import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** Labelled form fields with the server's message under them, as every form shows them (decision 015). */
export const errorIdOf = (id: string) => `${id}-error`;

export function FieldLabel({
  id,
  label,
  required,
  className,
}: {
  id: string;
  label: string;
  required: boolean;
  className?: string | undefined;
}) {
  return (
    <Form.Label htmlFor={id} className={className}>
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

/** What a field's control needs: its id, whether it is invalid, and the ids of its hint and message. */
export type FieldControl = { id: string; invalid: boolean; describedBy: string | undefined };

/**
 * The one field of every form: label (with a * when required), the control, a hint in muted text that reads as
 * help, never as an error, and the server's message under it, tied to the control by `aria-describedby`.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className = 'mb-3',
  labelClassName,
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** For compact lists of fields (e.g. 'small mb-1'). */
  labelClassName?: string;
  children(control: FieldControl): ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : '';
  const describedBy = [hintId, error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className}>
      <FieldLabel id={id} label={label} required={required} className={labelClassName} />
      {children({ id, invalid: Boolean(error), describedBy })}
      {hint ? (
        <Form.Text id={hintId} className="d-block text-body-secondary">
          {hint}
        </Form.Text>
      ) : null}
      <FieldError id={id} error={error} />
    </Form.Group>
  );
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
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  /** A text area of this many rows. */
  rows?: number;
  /** The server's length limit, shown as 'n/max characters' under the field. */
  max?: number;
}) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={max ? `${value.length}/${max} characters` : undefined}
    >
      {(control) => (
        <Form.Control
          id={id}
          {...(rows ? { as: 'textarea' as const, rows } : { type })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          isInvalid={control.invalid}
          aria-invalid={control.invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={control.describedBy}
        />
      )}
    </FormField>
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
    <FormField id={id} label={label} required={required} error={error}>
      {(control) => (
        <Form.Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          isInvalid={control.invalid}
          aria-invalid={control.invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={control.describedBy}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
}
