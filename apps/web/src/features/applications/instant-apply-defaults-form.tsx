import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import type { TDefaultApplication, TFieldErrors } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { firstFieldError } from '../../lib/field-errors.ts';
import { defaultApplicationQueryOptions, saveDefaultApplication } from './api/default-application.ts';
import {
  ContactFields,
  DocumentField,
  EMPTY_CONTACT,
  showFirstError,
  type ContactValues,
} from './application-fields.tsx';

export const DEFAULTS_MESSAGES = {
  failed: 'Instant Apply defaults have failed to update.',
  updated: 'Successfully updated Instant Apply defaults.',
  created: 'Successfully created Instant Apply defaults.',
} as const;

type Field = keyof ContactValues | 'resume' | 'cover_letter';
const FIELD_ORDER: readonly Field[] = ['first_name', 'last_name', 'email', 'phone', 'resume', 'cover_letter'];
type ChosenFiles = { resume: File | null; cover_letter: File | null };
const NO_FILES: ChosenFiles = { resume: null, cover_letter: null };

const savedContact = (saved: TDefaultApplication | null): ContactValues =>
  saved
    ? {
        first_name: saved.first_name ?? '',
        last_name: saved.last_name ?? '',
        email: saved.email ?? '',
        phone: saved.phone ?? '',
      }
    : EMPTY_CONTACT;

function defaultsForm(values: ContactValues, files: ChosenFiles): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) form.append(`default_application[${field}]`, value);
  if (files.resume) form.append('default_application[resume]', files.resume);
  if (files.cover_letter) form.append('default_application[cover_letter]', files.cover_letter);
  return form;
}

/**
 * The defaults form (spec §2.6, §4 Forms): read-only until the pencil is pressed; the cross restores the saved
 * values, clears chosen files and errors. Saving (ignored while one is in progress) PUTs existing defaults or
 * POSTs new ones; success leaves edit mode with the saved values, failure shows the server's field errors.
 * `saved` null with `startEditing` is the creation of new defaults; cancelling it calls `onCancelCreate`.
 */
export function InstantApplyDefaultsForm({
  saved,
  startEditing = false,
  onCancelCreate,
}: {
  saved: TDefaultApplication | null;
  startEditing?: boolean;
  onCancelCreate?(): void;
}) {
  const queryClient = useQueryClient();
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const [editing, setEditing] = useState(startEditing);
  const [values, setValues] = useState<ContactValues>(() => savedContact(saved));
  const [files, setFiles] = useState<ChosenFiles>(NO_FILES);
  const [errors, setErrors] = useState<TFieldErrors | null>(null);
  const [busy, setBusy] = useState(false);
  // A new generation of file inputs forgets what the browser's pickers held.
  const [pickers, setPickers] = useState(0);

  const shown = editing ? values : savedContact(saved);
  const idOf = (field: Field) => `${formId}-${field}`;
  const errorOf = (field: Field) => firstFieldError(errors, field);
  const set = (field: keyof ContactValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function startEdit() {
    setValues(savedContact(saved));
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    setValues(savedContact(saved));
    setFiles(NO_FILES);
    setErrors(null);
    setPickers((generation) => generation + 1);
    clearAlert();
    if (!saved) onCancelCreate?.();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors(null);
    clearAlert();
    try {
      const result = await saveDefaultApplication(defaultsForm(values, files), saved !== null);
      queryClient.setQueryData(defaultApplicationQueryOptions().queryKey, result);
      await queryClient.invalidateQueries({ queryKey: defaultApplicationQueryOptions().queryKey });
      setEditing(false);
      setFiles(NO_FILES);
      setPickers((generation) => generation + 1);
      showAlert({ message: saved ? DEFAULTS_MESSAGES.updated : DEFAULTS_MESSAGES.created, alertType: 'success' });
    } catch (error) {
      const fieldErrors = (error instanceof ApiError && error.fieldErrors) || null;
      setErrors(fieldErrors);
      showAlert({ message: DEFAULTS_MESSAGES.failed, alertType: 'danger' });
      const first = FIELD_ORDER.find((field) => firstFieldError(fieldErrors, field));
      showFirstError(first ? idOf(first) : undefined);
    } finally {
      setBusy(false);
    }
  }

  const fileName = (field: 'resume' | 'cover_letter') =>
    files[field]?.name ?? (field === 'resume' ? saved?.resume_filename : saved?.cover_letter_filename) ?? null;

  return (
    <Form noValidate onSubmit={save} aria-busy={busy}>
      <div className="d-flex justify-content-end mb-2">
        {editing ? (
          <Button variant="outline-secondary" size="sm" onClick={cancel} disabled={busy} aria-label="Cancel editing">
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline-primary" size="sm" onClick={startEdit} aria-label="Edit Instant Apply defaults">
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
        )}
      </div>
      <fieldset disabled={!editing}>
        <legend className="visually-hidden">Instant Apply defaults</legend>
        <ContactFields values={shown} onChange={set} idOf={idOf} errorOf={errorOf} />
        <DocumentField
          key={`resume-${pickers}`}
          id={idOf('resume')}
          label="Resume"
          disabled={!editing}
          fileName={fileName('resume')}
          onChoose={(file) => setFiles((current) => ({ ...current, resume: file }))}
          error={errorOf('resume')}
        />
        <DocumentField
          key={`cover-letter-${pickers}`}
          id={idOf('cover_letter')}
          label="Cover letter"
          disabled={!editing}
          fileName={fileName('cover_letter')}
          onChoose={(file) => setFiles((current) => ({ ...current, cover_letter: file }))}
          error={errorOf('cover_letter')}
        />
        {editing ? (
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Save
          </Button>
        ) : null}
      </fieldset>
    </Form>
  );
}
