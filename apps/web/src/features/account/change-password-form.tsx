import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ZUpdatePasswordBody } from '@mainwork/contracts';
import { EditFormShell, useEditFormSave } from '../../components/edit-form-shell.tsx';
import { PASSWORD_HINT, PasswordField } from '../../components/password-input.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { ACCOUNT_ALERTS } from './account-messages.ts';
import { accountSessionsQueryOptions, updatePassword } from './api/account.ts';

type PasswordValues = { old_password: string; password: string };
type Field = keyof PasswordValues;

const EMPTY: PasswordValues = { old_password: '', password: '' };
const FIELD_KEYS: FieldKeys<PasswordValues> = { old_password: 'old_password', password: 'password' };

/**
 * The Change password tab (spec §2.6): the pencil opens Old password and New password, each with show/hide;
 * 'Change password' sends them; the cross closes the form and clears the fields and errors. The server ends
 * the user's other sessions, so the sessions list is read again.
 */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;
  const saved = useMemo(() => EMPTY, []);
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, resolver: serverCheckedResolver(ZUpdatePasswordBody) });

  const shell = useEditFormSave({
    form,
    send: (values: PasswordValues) => updatePassword(values),
    idOf,
    fieldKeys: FIELD_KEYS,
    failed: ACCOUNT_ALERTS.failed,
    succeeded: ACCOUNT_ALERTS.passwordChanged,
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey });
    },
  });

  const values = form.watch();
  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <PasswordField
      id={idOf(name)}
      label={label}
      value={values[name]}
      onChange={(value) => form.setValue(name, value)}
      autoComplete={autoComplete}
      error={form.formState.errors[name]?.message}
      hint={hint}
    />
  );

  return (
    <EditFormShell
      {...shell}
      saved={saved}
      editLabel="Change your password"
      legend="Change password"
      submitLabel="Change password"
    >
      {(editing) =>
        editing ? (
          <>
            {field('old_password', 'Old password', 'current-password')}
            {field('password', 'New password', 'new-password', PASSWORD_HINT)}
          </>
        ) : (
          <p className="mb-0">Press the pencil to choose a new password. Your other sessions will be signed out.</p>
        )
      }
    </EditFormShell>
  );
}
