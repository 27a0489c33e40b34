import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ZDefaultApplicationFields, type TDefaultApplication } from '@mainwork/contracts';
import { EditFormShell, useEditFormSave } from '../../components/edit-form-shell.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { defaultApplicationQueryOptions, saveDefaultApplication } from './api/default-application.ts';
import {
  CHOSEN_DOCUMENTS,
  CONTACT_AND_DOCUMENT_KEYS,
  ContactFields,
  DocumentField,
  EMPTY_CONTACT,
  type ContactValues,
} from './application-fields.tsx';

export const DEFAULTS_MESSAGES = {
  failed: 'Instant Apply defaults have failed to update.',
  updated: 'Successfully updated Instant Apply defaults.',
  created: 'Successfully created Instant Apply defaults.',
} as const;

type DefaultsValues = ContactValues & { resume: File | null; cover_letter: File | null };
type Field = keyof DefaultsValues;

/** The contract's `default_application[…]` text fields, with the chosen files. */
const defaultsSchema = ZDefaultApplicationFields.shape.default_application.unwrap().extend(CHOSEN_DOCUMENTS);

const FIELD_KEYS: FieldKeys<DefaultsValues> = CONTACT_AND_DOCUMENT_KEYS;

const savedValues = (saved: TDefaultApplication | null): DefaultsValues => ({
  ...(saved
    ? {
        first_name: saved.first_name ?? '',
        last_name: saved.last_name ?? '',
        email: saved.email ?? '',
        phone: saved.phone ?? '',
      }
    : EMPTY_CONTACT),
  resume: null,
  cover_letter: null,
});

function defaultsForm({ resume, cover_letter, ...contact }: DefaultsValues): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(contact)) form.append(`default_application[${field}]`, value);
  if (resume) form.append('default_application[resume]', resume);
  if (cover_letter) form.append('default_application[cover_letter]', cover_letter);
  return form;
}

/**
 * The defaults form (spec §2.6, §4 Forms) in the edit shell: PUTs existing defaults or POSTs new ones; success
 * shows the saved values read-only again with a success alert, failure the server's first message per field.
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
  const formId = useId();
  const initial = useMemo(() => savedValues(saved), [saved]);
  const form = useForm<DefaultsValues>({ defaultValues: initial, resolver: serverCheckedResolver(defaultsSchema) });
  const idOf = (field: Field) => `${formId}-${field}`;

  const shell = useEditFormSave({
    form,
    send: (values: DefaultsValues) => saveDefaultApplication(defaultsForm(values), saved !== null),
    idOf,
    fieldKeys: FIELD_KEYS,
    failed: DEFAULTS_MESSAGES.failed,
    succeeded: saved ? DEFAULTS_MESSAGES.updated : DEFAULTS_MESSAGES.created,
    async onSuccess(result) {
      queryClient.setQueryData(defaultApplicationQueryOptions().queryKey, result);
      await queryClient.invalidateQueries({ queryKey: defaultApplicationQueryOptions().queryKey });
    },
  });

  const values = form.watch();
  const errorOf = (field: Field) => form.formState.errors[field]?.message;
  const fileName = (field: 'resume' | 'cover_letter') =>
    values[field]?.name ?? (field === 'resume' ? saved?.resume_filename : saved?.cover_letter_filename) ?? null;

  return (
    <EditFormShell
      {...shell}
      saved={initial}
      startEditing={startEditing}
      onCancel={() => {
        shell.onCancel();
        if (!saved) onCancelCreate?.();
      }}
      editLabel="Edit Instant Apply defaults"
      legend="Instant Apply defaults"
    >
      {(editing) => (
        <>
          <ContactFields
            values={values}
            onChange={(field, value) => form.setValue(field, value)}
            idOf={idOf}
            errorOf={errorOf}
            editing={editing}
          />
          <DocumentField
            id={idOf('resume')}
            label="Resume"
            disabled={!editing}
            fileName={fileName('resume')}
            onChoose={(file) => form.setValue('resume', file)}
            error={errorOf('resume')}
          />
          <DocumentField
            id={idOf('cover_letter')}
            label="Cover letter"
            disabled={!editing}
            fileName={fileName('cover_letter')}
            onChoose={(file) => form.setValue('cover_letter', file)}
            error={errorOf('cover_letter')}
          />
        </>
      )}
    </EditFormShell>
  );
}
