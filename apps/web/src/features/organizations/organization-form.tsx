import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { TAdminOrganization } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { useAdminFormSave } from '../../components/admin-form.tsx';
import { EditFormShell } from '../../components/edit-form-shell.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { SearchMultiSelect, type SearchOption } from '../../components/search-multi-select.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { paths, routes } from '../../lib/paths.ts';
import { regionsQueryOptions } from '../../lib/api/lookups.ts';
import { adminOrganizationKeys, saveOrganization, searchBusinesses, searchUsers } from './api/admin-organizations.ts';
import {
  appendProfile,
  OrganizationProfileFields,
  PROFILE_KEYS,
  PROFILE_SCHEMA,
  profileValues,
  type ProfileValues,
} from './organization-profile-fields.tsx';

export const ORGANIZATION_MESSAGES = {
  created: 'Organization created.',
  updated: 'Organization updated.',
  failed: 'Please correct the errors below.',
} as const;

type OrganizationValues = ProfileValues & {
  name: string;
  active: boolean;
  region_id: string;
  admins: SearchOption[];
  businesses: SearchOption[];
};
type Field = keyof OrganizationValues;

const ZOption = z.object({ id: z.number(), label: z.string() });
const organizationSchema = z.object({
  ...PROFILE_SCHEMA,
  name: z.string(),
  active: z.boolean(),
  region_id: z.string(),
  admins: z.array(ZOption),
  businesses: z.array(ZOption),
});

const FIELD_KEYS: FieldKeys<OrganizationValues> = {
  name: 'name',
  region_id: 'region',
  admins: 'admins',
  businesses: 'businesses',
  ...PROFILE_KEYS,
};

const NEW_ORGANIZATION: OrganizationValues = {
  name: '',
  active: true,
  region_id: '',
  admins: [],
  businesses: [],
  // Spec §2.7: on by default for a new organization.
  ...profileValues({ tagline: null, join_url: null, join_help_text: null, display_info_when_framed: true }),
};

function savedValues(saved: TAdminOrganization | null): OrganizationValues {
  if (!saved) return NEW_ORGANIZATION;
  return {
    ...profileValues(saved),
    name: saved.name,
    active: saved.active,
    region_id: saved.region_id === null ? '' : String(saved.region_id),
    admins: saved.admins.map((admin) => ({ id: admin.id, label: admin.display_value })),
    businesses: saved.businesses.map((business) => ({ id: business.id, label: business.name })),
  };
}

/** Multipart `organization[…]` with `admin_ids[]` and `business_ids[]` (spec §7); an empty list is sent as ''. */
function organizationForm(values: OrganizationValues): FormData {
  const form = new FormData();
  form.append('organization[name]', values.name);
  form.append('organization[active]', String(values.active));
  form.append('organization[region_id]', values.region_id);
  appendProfile(form, values);
  const ids = (name: string, options: SearchOption[]) => {
    if (options.length === 0) form.append(`organization[${name}][]`, '');
    for (const option of options) form.append(`organization[${name}][]`, String(option.id));
  };
  ids('admin_ids', values.admins);
  ids('business_ids', values.businesses);
  return form;
}

/** The organization form (spec §2.7) in the edit shell; a new one starts in edit mode and returns to the list. */
export function OrganizationForm({ saved }: { saved: TAdminOrganization | null }) {
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const regions = useQuery(regionsQueryOptions());
  const initial = useMemo(() => savedValues(saved), [saved]);
  const form = useForm<OrganizationValues>({
    defaultValues: initial,
    resolver: serverCheckedResolver(organizationSchema),
  });
  const idOf = (field: Field) => `${formId}-${field}`;

  const { save, saving } = useAdminFormSave({
    form,
    mutationFn: (values: OrganizationValues) => {
      clearAlert();
      return saveOrganization(organizationForm(values), saved?.id ?? null);
    },
    fieldKeys: FIELD_KEYS,
    messages: 'first',
    invalidate: adminOrganizationKeys.all,
    onSuccess() {
      showAlert({
        message: saved ? ORGANIZATION_MESSAGES.updated : ORGANIZATION_MESSAGES.created,
        alertType: 'success',
        keepForNextPage: !saved,
      });
    },
    // A new organization opens for editing at its own address; a saved one stays where it is.
    next: (result) => (saved ? null : paths.adminOrganizationEdit(result.id)),
    onError(error, { placed }) {
      showAlert({
        message: placed.length > 0 || !(error instanceof Error) ? ORGANIZATION_MESSAGES.failed : error.message,
        alertType: 'danger',
      });
      document.documentElement.scrollTop = 0;
      if (placed[0]) document.getElementById(idOf(placed[0] as Field))?.focus({ preventScroll: true });
    },
  });

  const values = form.watch();
  const errorOf = (field: Field) => form.formState.errors[field]?.message as string | undefined;
  const set = <K extends Field>(field: K, value: OrganizationValues[K]) =>
    form.setValue(field, value as never, { shouldDirty: true });

  return (
    <EditFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      startEditing={!saved}
      onCancel={() => {
        clearAlert();
        if (!saved) navigate(routes.adminOrganizations);
      }}
      editLabel="Edit organization"
      legend="Organization"
    >
      {(editing) => (
        <>
          <TextField
            id={idOf('name')}
            label="Name"
            required
            value={values.name}
            error={errorOf('name')}
            onChange={(value) => set('name', value)}
          />
          <Form.Check
            className="mb-3"
            type="checkbox"
            id={idOf('active')}
            label="Active"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          <OrganizationProfileFields
            idOf={idOf}
            values={values}
            images={{ logo: saved?.logo ?? null, banner: saved?.banner ?? null }}
            editing={editing}
            errorOf={errorOf}
            onChange={set}
          />
          <SelectField
            id={idOf('region_id')}
            label="Region"
            value={values.region_id}
            error={errorOf('region_id')}
            onChange={(value) => set('region_id', value)}
            emptyLabel="No region"
            options={(regions.data ?? []).map((region) => ({ value: String(region.id), label: region.name }))}
          />
          <SearchMultiSelect
            id={idOf('admins')}
            label="Org admins"
            placeholder="Search users by name or e-mail"
            selected={values.admins}
            onChange={(options) => set('admins', options)}
            search={searchUsers}
            disabled={!editing}
            error={errorOf('admins')}
          />
          <SearchMultiSelect
            id={idOf('businesses')}
            label="Businesses"
            placeholder="Search businesses by name"
            selected={values.businesses}
            onChange={(options) => set('businesses', options)}
            search={searchBusinesses}
            disabled={!editing}
            error={errorOf('businesses')}
          />
        </>
      )}
    </EditFormShell>
  );
}
