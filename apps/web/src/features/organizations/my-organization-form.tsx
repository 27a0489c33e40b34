import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TMyOrganization } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { EditFormShell } from '../../components/edit-form-shell.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation, type FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { myOrganizationQueryOptions, saveMyOrganization } from './api/my-organizations.ts';
import {
  appendProfile,
  OrganizationProfileFields,
  PROFILE_KEYS,
  PROFILE_SCHEMA,
  profileValues,
  type ProfileValues,
} from './organization-profile-fields.tsx';

export const MY_ORGANIZATION_MESSAGES = {
  updated: 'Organization profile updated.',
  failed: 'Please correct the errors below.',
} as const;

const FIELD_KEYS: FieldKeys<ProfileValues> = PROFILE_KEYS;

/** The public profile an organization's admin edits: tagline, images, join URL and help text, framing. */
export function MyOrganizationForm({ saved }: { saved: TMyOrganization }) {
  const queryClient = useQueryClient();
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const initial = useMemo(() => profileValues(saved), [saved]);
  const form = useForm<ProfileValues>({
    defaultValues: initial,
    resolver: serverCheckedResolver(z.object(PROFILE_SCHEMA)),
  });
  const idOf = (field: keyof ProfileValues) => `${formId}-${field}`;

  const { save, saving } = useFormMutation({
    form,
    mutationFn: (values: ProfileValues) => {
      clearAlert();
      const body = new FormData();
      appendProfile(body, values);
      return saveMyOrganization(saved.id, body);
    },
    fieldKeys: FIELD_KEYS,
    messages: 'first',
    onSuccess(result) {
      queryClient.setQueryData(myOrganizationQueryOptions(saved.id).queryKey, result);
      showAlert({ message: MY_ORGANIZATION_MESSAGES.updated, alertType: 'success' });
    },
    onError(error, { placed }) {
      showAlert({
        message: placed.length > 0 || !(error instanceof Error) ? MY_ORGANIZATION_MESSAGES.failed : error.message,
        alertType: 'danger',
      });
      document.documentElement.scrollTop = 0;
      if (placed[0]) document.getElementById(idOf(placed[0]))?.focus({ preventScroll: true });
    },
  });

  const values = form.watch();
  return (
    <EditFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      onCancel={clearAlert}
      editLabel="Edit the organization's profile"
      legend="Public profile"
    >
      {(editing) => (
        <OrganizationProfileFields
          idOf={idOf}
          values={values}
          images={{ logo: saved.logo, banner: saved.banner }}
          editing={editing}
          errorOf={(field) => form.formState.errors[field]?.message as string | undefined}
          onChange={(field, value) => form.setValue(field, value as never, { shouldDirty: true })}
        />
      )}
    </EditFormShell>
  );
}
