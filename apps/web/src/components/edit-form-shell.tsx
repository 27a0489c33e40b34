import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { Icon } from './icon.tsx';

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
            <Icon name="x-lg" />
          </Button>
        ) : (
          <Button variant="outline-primary" size="sm" onClick={edit} aria-label={editLabel}>
            <Icon name="pencil" />
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
