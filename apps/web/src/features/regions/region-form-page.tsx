import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ZRegionFields, type TRegion } from '@mainwork/contracts';
import { AdminFormPage, AdminFormShell, useAdminFormSave } from '../../components/admin-form.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { routes } from '../../lib/paths.ts';
import { lookupKeys } from '../../lib/api/lookups.ts';
import { regionQueryOptions, saveRegion } from './api/regions.ts';

type RegionValues = { name: string };
/** The contract's `region{…}`: the form holds what goes inside it. */
const regionSchema = ZRegionFields.shape.region.unwrap();

function RegionForm({ region }: { region: TRegion | null }) {
  const nameId = useId();
  const initial = useMemo(() => ({ name: region?.name ?? '' }), [region]);
  const form = useForm<RegionValues>({ defaultValues: initial, resolver: serverCheckedResolver(regionSchema) });
  const { save, saving } = useAdminFormSave({
    form,
    mutationFn: (values: RegionValues) => saveRegion(values.name, region?.id ?? null),
    fieldKeys: { name: 'name' },
    messages: 'joined',
    invalidate: lookupKeys.list('regions'),
    next: () => routes.adminRegions,
  });
  const error = form.formState.errors.name?.message;
  return (
    <AdminFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      listTo={routes.adminRegions}
      editLabel="Edit region"
      legend="Region"
    >
      {() => (
        <FormField id={nameId} label="Name" required hint="Required." error={error}>
          {(control) => (
            <Form.Control
              id={control.id}
              {...form.register('name')}
              aria-required
              aria-describedby={control.describedBy}
              isInvalid={control.invalid}
              aria-invalid={control.invalid || undefined}
            />
          )}
        </FormField>
      )}
    </AdminFormShell>
  );
}

/** /admin/regions/new and /{id}/edit (spec §2.7): Name (required). */
export default function RegionFormPage() {
  return (
    <AdminFormPage list="Regions" listTo={routes.adminRegions} what="region" itemQuery={regionQueryOptions}>
      {(region) => <RegionForm key={region?.id ?? 'new'} region={region} />}
    </AdminFormPage>
  );
}
