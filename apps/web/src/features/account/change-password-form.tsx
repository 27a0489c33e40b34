import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ZUpdatePasswordBody } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { EditFormShell } from '../../components/edit-form-shell.tsx';
import { errorIdOf, FieldError } from '../../components/form-fields.tsx';
import { PASSWORD_HINT, PasswordInput } from '../../components/password-input.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation, type FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { showFirstError } from '../../lib/forms/show-first-error.ts';
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
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;
  const saved = useMemo(() => EMPTY, []);
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, resolver: serverCheckedResolver(ZUpdatePasswordBody) });

  const { save, saving } = useFormMutation({
    form,
    mutationFn: (values: PasswordValues) => {
      clearAlert();
      return updatePassword(values);
    },
    fieldKeys: FIELD_KEYS,
    messages: 'first',
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey });
      showAlert({ message: ACCOUNT_ALERTS.passwordChanged, alertType: 'success' });
    },
    onError(_error, { placed }) {
      showAlert({ message: ACCOUNT_ALERTS.failed, alertType: 'danger' });
      showFirstError(placed[0] ? idOf(placed[0]) : undefined);
    },
  });

  const values = form.watch();
  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) => {
    const id = idOf(name);
    const error = form.formState.errors[name]?.message;
    const describedBy = [hint ? `${id}-hint` : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ');
    return (
      <Form.Group className="mb-3">
        <Form.Label htmlFor={id}>{label}</Form.Label>
        <PasswordInput
          id={id}
          value={values[name]}
          onChange={(value) => form.setValue(name, value)}
          autoComplete={autoComplete}
          invalid={Boolean(error)}
          describedBy={describedBy}
          feedback={<FieldError id={id} error={error} />}
        />
        {hint ? <Form.Text id={`${id}-hint`}>{hint}</Form.Text> : null}
      </Form.Group>
    );
  };

  return (
    <EditFormShell
      form={form}
      saved={saved}
      save={save}
      saving={saving}
      onCancel={clearAlert}
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
