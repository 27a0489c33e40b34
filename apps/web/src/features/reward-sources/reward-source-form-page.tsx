import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REWARD_SOURCE_DESCRIPTION_MAX, ZRewardSourceFields, type TRewardSource } from '@mainwork/contracts';
import { AdminFormPage, AdminFormShell, useAdminFormSave } from '../../components/admin-form.tsx';
import { IMAGE_HINT } from '../../components/file-picker.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { useStates } from '../../lib/api/lookups.ts';
import { rewardSourceQueryOptions, rewardSourceKeys, saveRewardSource } from './api/reward-sources.ts';
import { RewardSourceIcon } from './reward-source-icon.tsx';

const ADDRESS_FIELDS = ['address_one', 'address_two', 'city', 'state_id', 'zip'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

type SourceValues = {
  name: string;
  url: string;
  description: string;
  contact_email: string;
  approved: boolean;
  active: boolean;
  icon: File | null;
} & Record<AddressField, string>;

/** The contract's `reward_source[...]` text fields, flattened as the form holds them, with the chosen icon. */
const { address_attributes: addressSchema, ...sourceShape } = ZRewardSourceFields.shape.reward_source.unwrap().shape;
const sourceSchema = z.object({
  ...sourceShape,
  ...addressSchema.unwrap().shape,
  icon: z.instanceof(File).nullable(),
});

const FIELD_KEYS: FieldKeys<SourceValues> = {
  name: 'name',
  url: 'url',
  description: 'description',
  contact_email: 'contact_email',
  icon: 'icon',
  address_one: 'address.address_one',
  address_two: 'address.address_two',
  city: 'address.city',
  state_id: 'address.state',
  zip: 'address.zip',
};

const savedValues = (source: TRewardSource | null): SourceValues => ({
  name: source?.name ?? '',
  url: source?.url ?? '',
  description: source?.description ?? '',
  contact_email: source?.contact_email ?? '',
  approved: source?.approved ?? false,
  active: source?.active ?? true,
  icon: null,
  address_one: source?.address?.address_one ?? '',
  address_two: source?.address?.address_two ?? '',
  city: source?.address?.city ?? '',
  state_id: source?.address ? String(source.address.state.id) : '',
  zip: source?.address?.zip ?? '',
});

function sourceForm(values: SourceValues, withAddress: boolean): FormData {
  const form = new FormData();
  for (const field of ['name', 'url', 'description', 'contact_email'] as const)
    form.append(`reward_source[${field}]`, values[field]);
  form.append('reward_source[approved]', String(values.approved));
  form.append('reward_source[active]', String(values.active));
  if (withAddress)
    for (const field of ADDRESS_FIELDS) form.append(`reward_source[address_attributes][${field}]`, values[field]);
  if (values.icon) form.append('reward_source[icon]', values.icon);
  return form;
}

function RewardSourceForm({ source }: { source: TRewardSource | null }) {
  const id = useId();
  const hasAddress = Boolean(source?.address);
  const [saveAddress, setSaveAddress] = useState(hasAddress);
  const states = useStates(saveAddress).data ?? [];
  const initial = useMemo(() => savedValues(source), [source]);
  const form = useForm<SourceValues>({ defaultValues: initial, resolver: serverCheckedResolver(sourceSchema) });
  const [geocode, setGeocode] = useState<string | undefined>();
  const { save, saving } = useAdminFormSave({
    form,
    mutationFn: (values: SourceValues) => {
      setGeocode(undefined);
      return saveRewardSource(sourceForm(values, saveAddress), source?.id ?? null);
    },
    fieldKeys: FIELD_KEYS,
    messages: 'joined',
    invalidate: rewardSourceKeys.all,
    next: () => routes.adminRewardSources,
    onError(_error, { unplaced }) {
      setGeocode(unplaced.find((entry) => entry.key === 'address.geocode')?.message);
    },
  });
  const fieldId = (field: keyof SourceValues) => `${id}-${field}`;
  const errorOf = (field: keyof SourceValues) => form.formState.errors[field]?.message;
  const description = form.watch('description');

  const textField = (
    field: 'name' | 'url' | 'contact_email' | AddressField,
    label: string,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField id={fieldId(field)} label={label} required={options.required} hint={options.hint} error={errorOf(field)}>
      {(control) => (
        <Form.Control
          id={control.id}
          {...form.register(field)}
          {...(field === 'url' ? { type: 'url' } : {})}
          {...(field === 'contact_email' ? { type: 'email', autoComplete: 'off' } : {})}
          aria-required={options.required || undefined}
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
      listTo={routes.adminRewardSources}
      editLabel="Edit reward source"
      legend="Reward source"
    >
      {() => (
        <>
          {textField('name', 'Name', { required: true, hint: 'Required.' })}
          {hasAddress ? null : (
            <Form.Check
              type="switch"
              id={`${id}-save-address`}
              className="mb-3"
              label="Save Address"
              checked={saveAddress}
              onChange={(event) => setSaveAddress(event.target.checked)}
            />
          )}
          {saveAddress ? (
            <fieldset className="mb-3 border rounded p-3">
              <legend className="h6 float-none w-auto">Address</legend>
              {textField('address_one', 'Address one', { required: true })}
              {textField('address_two', 'Address two')}
              {textField('city', 'City', { required: true })}
              <Row>
                <Col xs={7}>
                  <Form.Group className="mb-3" controlId={fieldId('state_id')}>
                    <Form.Label>
                      State<span aria-hidden="true"> *</span>
                    </Form.Label>
                    <Form.Select
                      {...form.register('state_id')}
                      required
                      isInvalid={Boolean(errorOf('state_id'))}
                      aria-invalid={Boolean(errorOf('state_id')) || undefined}
                    >
                      <option value="">Select a state</option>
                      {states.map((state) => (
                        <option key={state.id} value={String(state.id)}>
                          {state.name}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errorOf('state_id')}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                <Col xs={5}>{textField('zip', 'Zip', { required: true })}</Col>
              </Row>
              {geocode ? (
                <div className="text-danger small" role="alert">
                  {geocode}
                </div>
              ) : null}
            </fieldset>
          ) : null}
          <Form.Group className="mb-3" controlId={fieldId('icon')}>
            <Form.Label>Icon image</Form.Label>
            <div className="d-flex align-items-center gap-3">
              <RewardSourceIcon url={source?.icon ?? null} />
              <Form.Control
                type="file"
                accept=".jpg,.jpeg,.png,.webp"
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  form.setValue('icon', event.target.files?.[0] ?? null)
                }
                isInvalid={Boolean(errorOf('icon'))}
                aria-invalid={Boolean(errorOf('icon')) || undefined}
                aria-describedby={`${fieldId('icon')}-hint`}
              />
            </div>
            <Form.Text id={`${fieldId('icon')}-hint`} className="d-block">
              {IMAGE_HINT}
            </Form.Text>
            {errorOf('icon') ? <div className="invalid-feedback d-block">{errorOf('icon')}</div> : null}
          </Form.Group>
          {textField('url', 'URL')}
          {textField('contact_email', 'Contact e-mail', {
            hint: "Whoever signs in with this confirmed address marks the business's gift cards redeemed.",
          })}
          <Form.Group className="mb-3" controlId={fieldId('description')}>
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              {...form.register('description')}
              aria-describedby={`${fieldId('description')}-count`}
              isInvalid={Boolean(errorOf('description'))}
              aria-invalid={Boolean(errorOf('description')) || undefined}
            />
            <Form.Text id={`${fieldId('description')}-count`}>
              {description.length} / {REWARD_SOURCE_DESCRIPTION_MAX} characters
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errorOf('description')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check className="mb-2" id={fieldId('approved')} label="Approved" {...form.register('approved')} />
          <Form.Check className="mb-3" id={fieldId('active')} label="Active" {...form.register('active')} />
        </>
      )}
    </AdminFormShell>
  );
}

/** /admin/reward_sources/new and /{id}/edit (spec §2.7). */
export default function RewardSourceFormPage() {
  return (
    <AdminFormPage
      list="Reward Sources"
      listTo={routes.adminRewardSources}
      what="reward source"
      itemQuery={rewardSourceQueryOptions}
    >
      {(source) => <RewardSourceForm key={source?.id ?? 'new'} source={source} />}
    </AdminFormPage>
  );
}
