import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ZAffiliateLinkFields, type TAffiliateLinkDetails } from '@mainwork/contracts';
import { AdminFormPage, AdminFormShell, useAdminFormSave } from '../../components/admin-form.tsx';
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
    <Form.Group className="mb-3" controlId={idOf(field)}>
      <Form.Label>
        {label} <span aria-hidden="true">*</span>
      </Form.Label>
      <Form.Control
        {...form.register(field)}
        required
        aria-describedby={`${idOf(field)}-hint`}
        isInvalid={Boolean(errorOf(field))}
        aria-invalid={Boolean(errorOf(field)) || undefined}
      />
      <Form.Text id={`${idOf(field)}-hint`}>{hint}</Form.Text>
      <Form.Control.Feedback type="invalid">{errorOf(field)}</Form.Control.Feedback>
    </Form.Group>
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
          {text('name', 'Name', 'Name is required.')}
          {text('key', 'Key', 'Key is required. Letters, digits, - and _, with at least one letter.')}
          <Form.Group className="mb-3" controlId={idOf('message')}>
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              {...form.register('message')}
              isInvalid={Boolean(errorOf('message'))}
              aria-invalid={Boolean(errorOf('message')) || undefined}
            />
            <Form.Control.Feedback type="invalid">{errorOf('message')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={idOf('sign_up_type')}>
            <Form.Label>
              Sign up type <span aria-hidden="true">*</span>
            </Form.Label>
            <Form.Select
              {...form.register('sign_up_type')}
              required
              isInvalid={Boolean(errorOf('sign_up_type'))}
              aria-invalid={Boolean(errorOf('sign_up_type')) || undefined}
            >
              {Object.entries(SIGN_UP_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Text>Sign up type is required.</Form.Text>
            <Form.Control.Feedback type="invalid">{errorOf('sign_up_type')}</Form.Control.Feedback>
          </Form.Group>
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
