import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import type { TFieldErrors, TJob } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { firstFieldError } from '../../lib/field-errors.ts';
import { submitInstantApplication } from './api/apply-to-job.ts';
import { ContactFields, DocumentField, showFirstError, TextField, type ContactValues } from './application-fields.tsx';

export const APPLY_FAILED = 'Failed to submit application. Please correct the issues below.';

export type InstantApplyValues = ContactValues & {
  comments: string;
  resume: File | null;
  cover_letter: File | null;
};

type Field = keyof InstantApplyValues;
const FIELD_ORDER: readonly Field[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'resume',
  'cover_letter',
  'comments',
];

/** Spec §7: multipart `application[first_name]`…; files only when one is attached. */
function applicationForm(values: InstantApplyValues): FormData {
  const form = new FormData();
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'comments'] as const) {
    form.append(`application[${field}]`, values[field]);
  }
  if (values.resume) form.append('application[resume]', values.resume);
  if (values.cover_letter) form.append('application[cover_letter]', values.cover_letter);
  return form;
}

/**
 * The Instant Apply form (spec §2.5, §5): names, e-mail and phone required, resume and cover letter required
 * only when the job says so, comments. The server checks everything; its first message per field shows
 * under the field, and a refusal of the job itself ('You have already applied…') in the alert.
 */
export function InstantApplyForm({
  job,
  initial,
  onApplied,
}: {
  job: Pick<TJob, 'id' | 'require_resume' | 'require_cover_letter'>;
  initial: InstantApplyValues;
  onApplied(): void;
}) {
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors | null>(null);
  const [busy, setBusy] = useState(false);

  const idOf = (field: Field) => `${formId}-${field}`;
  const errorOf = (field: Field) => firstFieldError(errors, field);
  const set = <F extends Field>(field: F, value: InstantApplyValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fromDefaults = (field: 'resume' | 'cover_letter') =>
    values[field] !== null && values[field] === initial[field] ? 'From your Instant Apply defaults.' : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors(null);
    clearAlert();
    try {
      await submitInstantApplication(job.id, applicationForm(values));
    } catch (error) {
      const fieldErrors = (error instanceof ApiError && error.fieldErrors) || null;
      const refusal = firstFieldError(fieldErrors, 'job');
      showAlert({
        message: refusal ?? (fieldErrors ? APPLY_FAILED : errorMessage(error, APPLY_FAILED)),
        alertType: 'danger',
      });
      setErrors(fieldErrors);
      setBusy(false);
      const first = FIELD_ORDER.find((field) => firstFieldError(fieldErrors, field));
      showFirstError(first ? idOf(first) : undefined);
      return;
    }
    onApplied();
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      <ContactFields values={values} onChange={set} idOf={idOf} errorOf={errorOf} required />
      <DocumentField
        id={idOf('resume')}
        label="Resume"
        required={job.require_resume}
        fileName={values.resume?.name ?? null}
        onChoose={(file) => set('resume', file)}
        hint={fromDefaults('resume')}
        error={errorOf('resume')}
      />
      <DocumentField
        id={idOf('cover_letter')}
        label="Cover letter"
        required={job.require_cover_letter}
        fileName={values.cover_letter?.name ?? null}
        onChoose={(file) => set('cover_letter', file)}
        hint={fromDefaults('cover_letter')}
        error={errorOf('cover_letter')}
      />
      <TextField
        id={idOf('comments')}
        label="Comments"
        rows={4}
        value={values.comments}
        onChange={(value) => set('comments', value)}
        error={errorOf('comments')}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Submit application
      </Button>
    </Form>
  );
}
