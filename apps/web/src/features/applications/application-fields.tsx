import type { ReactNode, Ref } from 'react';
import { Form } from 'react-bootstrap';
import { z } from '../../lib/zod.ts';
import { DOCUMENT_HINT, FilePicker } from '../../components/file-picker.tsx';
import { formatPhone } from '../../lib/formatters.ts';
import { errorIdOf, FieldError, FieldLabel, TextField, type FieldProps } from '../../components/form-fields.tsx';

/** Contact details as the apply and defaults forms keep them (spec §3). */
export type ContactValues = { first_name: string; last_name: string; email: string; phone: string };

export const EMPTY_CONTACT: ContactValues = { first_name: '', last_name: '', email: '', phone: '' };

/** The files the apply and defaults forms attach, beside their contract's text fields. */
export const CHOSEN_DOCUMENTS = {
  resume: z.instanceof(File).nullable(),
  cover_letter: z.instanceof(File).nullable(),
};

/** Contact fields and files, each reported by the server under its own name, in screen order. */
export const CONTACT_AND_DOCUMENT_KEYS = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  resume: 'resume',
  cover_letter: 'cover_letter',
} as const;

/** Spec §5: the phone keeps only its digits, as typed. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A resume or cover letter picker showing the file it holds, with the server's message under it. */
export function DocumentField({
  id,
  label,
  error,
  required = false,
  disabled = false,
  fileName,
  onChoose,
  hint,
  inputRef,
}: FieldProps & {
  fileName: string | null;
  onChoose(file: File | null): void;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Form.Group className="mb-3">
      <FieldLabel id={id} label={label} required={required} />
      <FilePicker
        id={id}
        name={id}
        fileName={fileName}
        onChoose={onChoose}
        disabled={disabled}
        invalid={Boolean(error)}
        required={required}
        describedBy={[`${id}-hint`, error ? errorIdOf(id) : ''].filter(Boolean).join(' ')}
        {...(inputRef ? { inputRef } : {})}
      />
      <Form.Text id={`${id}-hint`} className="d-block">
        {DOCUMENT_HINT}
        {hint ? <span> {hint}</span> : null}
      </Form.Text>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

export { showFirstError } from '../../lib/forms/show-first-error.ts';

type ContactField = keyof ContactValues;

/** First and last name, email and phone, as the apply and defaults forms both ask for them. */
export function ContactFields({
  values,
  onChange,
  idOf,
  errorOf,
  required = false,
  editing = true,
}: {
  values: ContactValues;
  onChange(field: ContactField, value: string): void;
  idOf(field: ContactField): string;
  errorOf(field: ContactField): string | undefined;
  required?: boolean;
  /** Read-only fields show the phone as everywhere else, '(617)-555-0100'; while typing, its digits. */
  editing?: boolean;
}) {
  const field = (name: ContactField) => ({
    id: idOf(name),
    required,
    value: values[name],
    onChange: (value: string) => onChange(name, name === 'phone' ? digitsOnly(value) : value),
    error: errorOf(name),
  });
  return (
    <>
      <div className="row">
        <div className="col-sm-6">
          <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        </div>
        <div className="col-sm-6">
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...field('phone')}
        value={editing ? values.phone : formatPhone(values.phone)}
      />
    </>
  );
}
