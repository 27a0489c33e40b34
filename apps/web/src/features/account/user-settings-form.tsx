import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZUpdateUserSettingsBody, type TUserSettings } from '@mainwork/contracts';
import { EditFormShell, useEditFormSave } from '../../components/edit-form-shell.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { PasswordField } from '../../components/password-input.tsx';
import { currentUserKey } from '../../lib/auth/auth-queries.ts';
import { formatPhone } from '../../lib/formatters.ts';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { ACCOUNT_ALERTS } from './account-messages.ts';
import { accountSettingsQueryOptions, paymentMethodsQueryOptions, updateAccountSettings } from './api/account.ts';

type SettingsValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  referral_payment_method_id: string;
  current_password: string;
};
type Field = keyof SettingsValues;

const settingsSchema = ZUpdateUserSettingsBody.extend({
  referral_payment_method_id: z.string(),
  current_password: z.string(),
});

const FIELD_KEYS: FieldKeys<SettingsValues> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  referral_payment_method_id: 'referral_payment_method',
  current_password: 'current_password',
};

const savedValues = (saved: TUserSettings): SettingsValues => ({
  first_name: saved.first_name ?? '',
  last_name: saved.last_name ?? '',
  email: saved.email,
  phone: saved.phone ?? '',
  referral_payment_method_id: saved.referral_payment_method_id ? String(saved.referral_payment_method_id) : '',
  current_password: '',
});

/**
 * The User settings tab (spec §2.6, §4 Forms, §8): read-only until the pencil; 'Update settings' PATCHes and
 * re-reads. A changed e-mail asks for the current password; the referral payment method is shown only to users
 * who may manage ReferralPaymentMethod.
 */
export function UserSettingsForm({ saved, paymentMethodShown }: { saved: TUserSettings; paymentMethodShown: boolean }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;
  const initial = useMemo(() => savedValues(saved), [saved]);
  const form = useForm<SettingsValues>({ defaultValues: initial, resolver: serverCheckedResolver(settingsSchema) });
  const paymentMethods = useQuery({ ...paymentMethodsQueryOptions(), enabled: paymentMethodShown });

  const shell = useEditFormSave({
    form,
    send: ({ current_password, referral_payment_method_id, email, ...rest }: SettingsValues) => {
      const emailChanged = email.trim().toLowerCase() !== saved.email;
      return updateAccountSettings({
        ...rest,
        email,
        ...(paymentMethodShown ? { referral_payment_method_id: referral_payment_method_id || null } : {}),
        ...(emailChanged ? { current_password } : {}),
      });
    },
    idOf,
    fieldKeys: FIELD_KEYS,
    failed: ACCOUNT_ALERTS.failed,
    succeeded: ACCOUNT_ALERTS.settingsUpdated,
    async onSuccess(result) {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, result);
      // Spec §7: re-GET; the header shows the e-mail, so the signed-in user is read again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountSettingsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });

  const values = form.watch();
  const errorOf = (field: Field) => form.formState.errors[field]?.message;
  const text = (field: Exclude<Field, 'referral_payment_method_id' | 'current_password'>) => ({
    id: idOf(field),
    value: values[field],
    onChange: (value: string) => form.setValue(field, field === 'phone' ? value.replace(/\D/g, '') : value),
    error: errorOf(field),
  });
  const emailChanged = values.email.trim().toLowerCase() !== saved.email;

  return (
    <EditFormShell
      {...shell}
      saved={initial}
      editLabel="Edit user settings"
      legend="User settings"
      submitLabel="Update settings"
    >
      {(editing) => (
        <>
          <div className="row">
            <div className="col-sm-6">
              <TextField label="First name" autoComplete="given-name" {...text('first_name')} />
            </div>
            <div className="col-sm-6">
              <TextField label="Last name" autoComplete="family-name" {...text('last_name')} />
            </div>
          </div>
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          {editing && emailChanged ? (
            <PasswordField
              id={idOf('current_password')}
              label="Current password"
              value={values.current_password}
              onChange={(value) => form.setValue('current_password', value)}
              autoComplete="current-password"
              error={errorOf('current_password')}
              hint="Enter your current password to change your e-mail address."
            />
          ) : null}
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...text('phone')}
            value={editing ? values.phone : formatPhone(values.phone)}
          />
          {paymentMethodShown ? (
            <SelectField
              id={idOf('referral_payment_method_id')}
              label="Referral payment method"
              value={values.referral_payment_method_id}
              onChange={(value) => form.setValue('referral_payment_method_id', value)}
              options={(paymentMethods.data ?? []).map((method) => ({ value: String(method.id), label: method.name }))}
              emptyLabel="Choose how you want to be paid"
              error={errorOf('referral_payment_method_id')}
            />
          ) : null}
        </>
      )}
    </EditFormShell>
  );
}
