import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type TWebhookEventType } from '@mainwork/contracts';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';

export type WebhookValues = { url: string; events: TWebhookEventType[] };

/**
 * The address and events of a webhook: adding one (`submitLabel` 'Add webhook') or changing one. The server
 * says what is wrong with the address (not HTTPS, not public) under the field.
 */
export function WebhookForm<TAnswer>({
  title,
  initial,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  title: string;
  initial: WebhookValues;
  submitLabel: string;
  save: (values: WebhookValues) => Promise<TAnswer>;
  onSaved: (answer: TAnswer) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<WebhookValues>({ defaultValues: initial });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: (values: WebhookValues) => {
      setMessage(null);
      return save({ url: values.url.trim(), events: values.events });
    },
    fieldKeys: { url: 'url', events: 'events' },
    messages: 'first',
    onSuccess: (answer) => onSaved(answer),
    onError(cause, { placed }) {
      if (placed.length === 0) setMessage(errorMessage(cause));
    },
  });
  const errors = form.formState.errors;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card card-body mb-3">
      <h2 id={`${id}-title`} className="h5">
        {title}
      </h2>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <Form.Group className="mb-3" controlId={`${id}-url`}>
        <Form.Label>Address that receives the events</Form.Label>
        <Form.Control
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          required
          isInvalid={Boolean(errors.url)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${id}-url-hint${errors.url ? ` ${id}-url-error` : ''}`}
          {...form.register('url')}
        />
        <Form.Text id={`${id}-url-hint`}>
          An HTTPS address of your own system. Each event is POSTed to it as JSON, signed with the webhook’s secret.
        </Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-url-error`}>
          {errors.url?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className="form-label fs-6 mb-1">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Form.Check
            key={type}
            id={`${id}-${type}`}
            value={type}
            isInvalid={Boolean(errors.events)}
            label={
              <>
                {WEBHOOK_EVENT_LABELS[type]} <code className="small">{type}</code>
              </>
            }
            {...form.register('events')}
          />
        ))}
        {errors.events ? (
          <div className="invalid-feedback d-block" id={`${id}-events-error`}>
            {errors.events.message}
          </div>
        ) : null}
      </fieldset>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
