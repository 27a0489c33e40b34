import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ZApiKeyCreate,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@mainwork/contracts';
import { FieldError, FormField } from '../../components/form-fields.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { apiKeyKeys, createApiKey } from './api/api-keys.ts';

type KeyValues = { name: string; scopes: TApiKeyScope[] };

/** An owner names a key and ticks its scopes; the new key (with its token) goes to `onCreated`. */
export function CreateApiKeyForm({
  businessId,
  onCreated,
}: {
  businessId: number;
  onCreated(key: TCreatedApiKey): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<KeyValues>({
    defaultValues: { name: '', scopes: ['jobs:read'] },
    resolver: serverCheckedResolver(ZApiKeyCreate.shape.api_key),
  });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: (values: KeyValues) => {
      setMessage(null);
      return createApiKey(businessId, values);
    },
    fieldKeys: { name: 'name', scopes: 'scopes' },
    messages: 'first',
    onSuccess: async (key) => {
      form.reset({ name: '', scopes: ['jobs:read'] });
      onCreated(key);
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(businessId) });
    },
    onError(cause, { placed }) {
      if (placed.length === 0) setMessage(errorMessage(cause));
    },
  });
  const errors = form.formState.errors;
  const scopesError = errors.scopes?.message ?? errors.scopes?.root?.message;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card card-body mb-4">
      <h2 id={`${id}-title`} className="h5">
        Create an API key
      </h2>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <FormField
        id={`${id}-name`}
        label="Name"
        required
        hint="Say which system uses it, e.g. 'Applicant tracking system'."
        error={errors.name?.message}
      >
        {(control) => (
          <Form.Control
            id={control.id}
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
            required
            isInvalid={control.invalid}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            {...form.register('name')}
          />
        )}
      </FormField>
      <fieldset className="mb-3" aria-describedby={scopesError ? `${id}-scopes-error` : undefined}>
        <legend className="form-label fs-6">What it may do</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Form.Check
            key={scope}
            id={`${id}-${scope}`}
            type="checkbox"
            value={scope}
            isInvalid={Boolean(scopesError)}
            label={
              <>
                {API_KEY_SCOPE_LABELS[scope].label} <code className="small">{scope}</code>
                <span className="d-block small text-body-secondary">{API_KEY_SCOPE_LABELS[scope].description}</span>
              </>
            }
            {...form.register('scopes')}
          />
        ))}
        <FieldError id={`${id}-scopes`} error={scopesError} />
      </fieldset>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Create key
        </Button>
      </div>
    </Form>
  );
}
