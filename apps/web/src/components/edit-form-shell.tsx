import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showFirstError } from '../lib/forms/show-first-error.ts';
import { useFormMutation, type FormMutationOptions } from '../lib/forms/use-form-mutation.ts';
import { useGlobalAlert } from './alert-bar.tsx';
import { Icon } from './icon.tsx';
import pencilIcon from 'virtual:bootstrap-icons/pencil';
import xLgIcon from 'virtual:bootstrap-icons/x-lg';

/**
 * The settings, defaults and admin forms of spec §4 "Forms": read-only until the pencil is pressed; in edit mode
 * the cross restores the saved values and clears chosen files and errors; saving disables the button with a
 * spinner and ends in success (back to read-only, file inputs cleared) or field errors (still editing). A save
 * pressed while one is running is ignored by `save` (useFormMutation).
 */
export function EditFormShell<TValues extends FieldValues>({
  form,
  saved,
  save,
  saving,
  startEditing = false,
  onCancel,
  editLabel,
  legend,
  submitLabel = 'Save',
  cancelLabel,
  readOnly = false,
  children,
}: {
  form: UseFormReturn<TValues>;
  /** The saved values: shown while read-only, restored by the cross. */
  saved: TValues;
  /** Sends the values; true when the server accepted them. */
  save(values: TValues): Promise<boolean>;
  saving: boolean;
  startEditing?: boolean;
  /** Called after the cross (a form creating something closes here). */
  onCancel?(): void;
  /** The pencil's accessible name, e.g. 'Edit Instant Apply defaults'. */
  editLabel: string;
  legend: string;
  submitLabel?: string;
  /** A visible cancel button beside the submit button (the admin forms' 'Cancel'), doing what the cross does. */
  cancelLabel?: string;
  /** Shown only, with no pencil: for someone who may read what they may not change. */
  readOnly?: boolean;
  /** The fields, disabled while read-only. */
  children: (editing: boolean) => ReactNode;
}) {
  const [editing, setEditing] = useState(startEditing);
  // A new generation of fields forgets what the browser's file pickers held.
  const [generation, setGeneration] = useState(0);

  // Read-only fields show what is saved, also after a save reloads it.
  useEffect(() => {
    if (!editing) form.reset(saved as DefaultValues<TValues>);
  }, [editing, saved, form]);

  function edit() {
    form.reset(saved as DefaultValues<TValues>);
    setEditing(true);
  }

  function cancel() {
    form.reset(saved as DefaultValues<TValues>);
    setGeneration((current) => current + 1);
    setEditing(false);
    onCancel?.();
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The server's messages of the last attempt are not a reason to refuse this one.
    form.clearErrors();
    return form.handleSubmit(async (values) => {
      if (!(await save(values))) return;
      setGeneration((current) => current + 1);
      setEditing(false);
    })(event);
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={saving}>
      <div className="d-flex justify-content-end mb-2">
        {editing ? (
          <Button variant="outline-secondary" size="sm" onClick={cancel} disabled={saving} aria-label="Cancel editing">
            <Icon icon={xLgIcon} />
          </Button>
        ) : readOnly ? null : (
          <Button variant="outline-primary" size="sm" onClick={edit} aria-label={editLabel}>
            <Icon icon={pencilIcon} />
          </Button>
        )}
      </div>
      <fieldset key={generation} disabled={!editing}>
        <legend className="visually-hidden">{legend}</legend>
        {children(editing)}
        {editing ? (
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        ) : null}
        {editing && cancelLabel ? (
          <Button variant="outline-secondary" className="ms-2" onClick={cancel} disabled={saving}>
            {cancelLabel}
          </Button>
        ) : null}
      </fieldset>
    </Form>
  );
}

/**
 * `useFormMutation` for an edit-shell form that answers in the alert bar (user settings, password, Instant
 * Apply defaults): the alert is cleared as the values are sent; once the server accepts, `onSuccess` runs, then
 * `succeeded` shows; a refusal shows `failed` with the server's first message under each field (spec §5) and
 * puts focus in the first field to fix. Answers the shell's `form`, `save`, `saving` and an `onCancel` that
 * clears the alert, to spread on `EditFormShell`.
 */
export function useEditFormSave<TValues extends FieldValues, TResult>({
  send,
  idOf,
  failed,
  succeeded,
  ...options
}: Omit<FormMutationOptions<TValues, TResult>, 'mutationFn' | 'messages' | 'onError'> & {
  send(values: TValues): Promise<TResult>;
  /** The id of a field's input, to focus the first one the server refused. */
  idOf(field: Path<TValues>): string;
  failed: string;
  succeeded: string;
}) {
  const { showAlert, clearAlert } = useGlobalAlert();
  const mutation = useFormMutation({
    ...options,
    mutationFn: (values: TValues) => {
      clearAlert();
      return send(values);
    },
    messages: 'first',
    async onSuccess(result, values) {
      await options.onSuccess?.(result, values);
      showAlert({ message: succeeded, alertType: 'success' });
    },
    onError(_error, { placed }) {
      showAlert({ message: failed, alertType: 'danger' });
      showFirstError(placed[0] ? idOf(placed[0]) : undefined);
    },
  });
  return { form: options.form, save: mutation.save, saving: mutation.saving, onCancel: clearAlert };
}
