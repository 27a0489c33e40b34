import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ZAffiliateLinkFields, type TAffiliateLinkDetails } from '@mainwork/contracts';
import { AdminFormPage, AdminFormShell, useAdminFormSave } from '../../components/admin-form.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { affiliateLinkQueryOptions, affiliateLinkKeys, saveAffiliateLink } from './api/affiliate-links.ts';
import { SIGN_UP_TYPE_LABELS } from './sign-up-types.ts';

type LinkValues = { name: string; key: string; message: string; sign_up_type: string };
const FIELD_KEYS: FieldKeys<LinkValues> = {
  name: 'name',
  key: 'key',
  message: 'message',
  sign_up_type: 'sign_up_type',
};

const savedValues = (link: TAffiliateLinkDetails | null): LinkValues => ({
  name: link?.name ?? '',
  key: link?.key ?? '',
  message: link?.message ?? '',
  sign_up_type: link?.sign_up_type ?? 'all',
});

function AffiliateLinkForm({ link }: { link: TAffiliateLinkDetails | null }) {
  const formId = useId();
  const initial = useMemo(() => savedValues(link), [link]);
  const form = useForm<LinkValues>({ defaultValues: initial, resolver: serverCheckedResolver(ZAffiliateLinkFields) });
  const { save, saving } = useAdminFormSave({
    form,
    mutationFn: (values: LinkValues) =>
      saveAffiliateLink({ ...values, message: values.message || null }, link?.id ?? null),
    fieldKeys: FIELD_KEYS,
    messages: 'joined',
    invalidate: affiliateLinkKeys.all,
    next: () => routes.adminAffiliateLinks,
  });
  const idOf = (field: keyof LinkValues) => `${formId}-${field}`;
  const errorOf = (field: keyof LinkValues) => form.formState.errors[field]?.message;
  const text = (field: 'name' | 'key', label: string, hint: string) => (
    <FormField id={idOf(field)} label={label} required hint={hint} error={errorOf(field)}>
      {(control) => (
        <Form.Control
          id={control.id}
          {...form.register(field)}
          aria-required
          aria-describedby={control.describedBy}
          isInvalid={control.invalid}
          aria-invalid={control.invalid || undefined}
        />
      )}
    </FormField>
  );
  return (
    <AdminFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      listTo={routes.adminAffiliateLinks}
      editLabel="Edit affiliate link"
      legend="Affiliate link"
    >
      {() => (
        <>
          {text('name', 'Name', 'Required.')}
          {text('key', 'Key', 'Required. Letters, digits, - and _, with at least one letter.')}
          <FormField id={idOf('message')} label="Message" error={errorOf('message')}>
            {(control) => (
              <Form.Control
                id={control.id}
                as="textarea"
                rows={3}
                {...form.register('message')}
                aria-describedby={control.describedBy}
                isInvalid={control.invalid}
                aria-invalid={control.invalid || undefined}
              />
            )}
          </FormField>
          <FormField
            id={idOf('sign_up_type')}
            label="Sign up type"
            required
            hint="Required."
            error={errorOf('sign_up_type')}
          >
            {(control) => (
              <Form.Select
                id={control.id}
                {...form.register('sign_up_type')}
                aria-required
                aria-describedby={control.describedBy}
                isInvalid={control.invalid}
                aria-invalid={control.invalid || undefined}
              >
                {Object.entries(SIGN_UP_TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Form.Select>
            )}
          </FormField>
        </>
      )}
    </AdminFormShell>
  );
}

/** /admin/affiliate_links/new and /{id}/edit (spec §2.7): breadcrumb Affiliate Links > New or the name. */
export default function AffiliateLinkFormPage() {
  return (
    <AdminFormPage
      list="Affiliate Links"
      listTo={routes.adminAffiliateLinks}
      what="affiliate link"
      itemQuery={affiliateLinkQueryOptions}
    >
      {(link) => <AffiliateLinkForm key={link?.id ?? 'new'} link={link} />}
    </AdminFormPage>
  );
}
