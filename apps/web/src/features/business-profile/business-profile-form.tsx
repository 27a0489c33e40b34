import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { BUSINESS_LIMITS, type TBusiness, type TLookup, type TState } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { EditFormShell } from '../../components/edit-form-shell.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { IMAGE_HINT } from '../../components/file-picker.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { businessKeys, businessQueryOptions } from '../../lib/api/businesses.ts';
import { saveBusiness } from './api/business-profile.ts';
import {
  BUSINESS_PROFILE_KEYS,
  BUSINESS_PROFILE_SCHEMA,
  businessToValues,
  valuesToForm,
  type BusinessProfileValues,
} from './business-profile-values.ts';

export const BUSINESS_PROFILE_MESSAGES = {
  updated: 'Business profile updated.',
  failed: 'Please correct the errors below.',
} as const;

export type BusinessProfileLookups = { employerSizes: TLookup[]; regions: TLookup[]; states: TState[] };

/** The address as the job form asks it; the server places it with the offline place data. */
const ADDRESS_FIELDS = [
  { field: 'address_one', label: 'Street address', md: 8, autoComplete: 'address-line1' },
  { field: 'address_two', label: 'Suite or unit', md: 4, autoComplete: 'address-line2' },
  { field: 'city', label: 'City', md: 5, autoComplete: 'address-level2' },
  { field: 'state_id', label: 'State', md: 4, autoComplete: 'address-level1' },
  { field: 'zip', label: 'ZIP', md: 3, autoComplete: 'postal-code' },
] as const;

const options = (rows: ReadonlyArray<{ id: number; name: string }>) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/** Name, tagline, size, region, address, logo and banner of the owner's business (decision 024). */
export function BusinessProfileForm({
  saved,
  lookups,
  readOnly = false,
}: {
  saved: TBusiness;
  lookups: BusinessProfileLookups;
  /** A recruiter sees the profile; only an owner changes it (decision 054). */
  readOnly?: boolean;
}) {
  const queryClient = useQueryClient();
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const initial = useMemo(() => businessToValues(saved), [saved]);
  const form = useForm<BusinessProfileValues>({
    defaultValues: initial,
    resolver: serverCheckedResolver(BUSINESS_PROFILE_SCHEMA),
  });
  // 'We could not find that address…' belongs to the address as a whole, not to one field.
  const [addressProblem, setAddressProblem] = useState<string | undefined>();
  const idOf = (field: keyof BusinessProfileValues) => `${formId}-${field}`;

  const { save, saving } = useFormMutation({
    form,
    mutationFn: (values: BusinessProfileValues) => {
      clearAlert();
      setAddressProblem(undefined);
      return saveBusiness(saved.id, valuesToForm(values));
    },
    fieldKeys: BUSINESS_PROFILE_KEYS,
    messages: 'first',
    async onSuccess(result) {
      queryClient.setQueryData(businessQueryOptions(saved.id).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: businessKeys.publicProfile(saved.id) });
      showAlert({ message: BUSINESS_PROFILE_MESSAGES.updated, alertType: 'success' });
    },
    onError(error, { placed, unplaced }) {
      const geocode = unplaced.find((problem) => problem.key === 'address.geocode');
      setAddressProblem(geocode?.message);
      showAlert({
        message:
          placed.length > 0 || geocode || !(error instanceof Error) ? BUSINESS_PROFILE_MESSAGES.failed : error.message,
        alertType: 'danger',
      });
      document.documentElement.scrollTop = 0;
      const first = placed[0] ?? (geocode ? 'city' : undefined);
      if (first) document.getElementById(idOf(first))?.focus({ preventScroll: true });
    },
  });

  const values = form.watch();
  const errorOf = (field: keyof BusinessProfileValues) => form.formState.errors[field]?.message as string | undefined;
  const set =
    <K extends keyof BusinessProfileValues>(field: K) =>
    (value: BusinessProfileValues[K]) =>
      form.setValue(field, value as never, { shouldDirty: true });

  return (
    <EditFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      onCancel={() => {
        clearAlert();
        setAddressProblem(undefined);
      }}
      readOnly={readOnly}
      editLabel="Edit the business profile"
      legend="Business profile"
      submitLabel="Save profile"
    >
      {(editing) => (
        <>
          <TextField
            id={idOf('name')}
            label="Business name"
            required
            disabled={!editing}
            value={values.name}
            onChange={set('name')}
            error={errorOf('name')}
            autoComplete="organization"
          />
          <TextField
            id={idOf('tagline')}
            label="Tagline"
            disabled={!editing}
            value={values.tagline}
            onChange={set('tagline')}
            max={BUSINESS_LIMITS.tagline}
            error={errorOf('tagline')}
          />
          <Row>
            <Col md={6}>
              <SelectField
                id={idOf('employer_size_id')}
                label="Number of employees"
                required
                disabled={!editing}
                value={values.employer_size_id}
                onChange={set('employer_size_id')}
                options={options(lookups.employerSizes)}
                emptyLabel="Choose…"
                error={errorOf('employer_size_id')}
              />
            </Col>
            <Col md={6}>
              <SelectField
                id={idOf('region_id')}
                label="Region"
                disabled={!editing}
                value={values.region_id}
                onChange={set('region_id')}
                options={options(lookups.regions)}
                emptyLabel="No region"
                error={errorOf('region_id')}
              />
            </Col>
          </Row>
          <fieldset className="mb-2">
            <legend className="h6">Address</legend>
            <p className="form-text mt-0" id={`${formId}-address-hint`}>
              The header shows the city and state. Leave every field blank to show no location.
            </p>
            <Row>
              {ADDRESS_FIELDS.map(({ field, label, md, autoComplete }) => (
                <Col md={md} key={field}>
                  {field === 'state_id' ? (
                    <SelectField
                      id={idOf(field)}
                      label={label}
                      disabled={!editing}
                      value={values[field]}
                      onChange={set(field)}
                      options={options(lookups.states)}
                      emptyLabel="Choose…"
                      error={errorOf(field)}
                    />
                  ) : (
                    <TextField
                      id={idOf(field)}
                      label={label}
                      disabled={!editing}
                      value={values[field]}
                      onChange={set(field)}
                      error={errorOf(field)}
                      autoComplete={autoComplete}
                      {...(field === 'zip' ? { inputMode: 'numeric' as const } : {})}
                    />
                  )}
                </Col>
              ))}
            </Row>
            {addressProblem ? (
              <p className="text-danger small" role="alert">
                {addressProblem}
              </p>
            ) : null}
          </fieldset>
          <Row>
            <Col md={6}>
              <ImageField
                id={idOf('logo')}
                label="Logo image"
                current={saved.logo}
                chosen={values.logo}
                disabled={!editing}
                error={errorOf('logo')}
                hint={`${IMAGE_HINT} Shown square, up to 400 pixels.`}
                onChoose={set('logo')}
              />
            </Col>
            <Col md={6}>
              <ImageField
                id={idOf('banner')}
                label="Banner image"
                current={saved.banner}
                chosen={values.banner}
                disabled={!editing}
                error={errorOf('banner')}
                hint={`${IMAGE_HINT} A wide picture, up to 1600 × 400 pixels.`}
                onChoose={set('banner')}
              />
            </Col>
          </Row>
        </>
      )}
    </EditFormShell>
  );
}
