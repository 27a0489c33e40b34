import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { JOB_SOURCE_BOARD_LABELS, JOB_SOURCE_NAMES, JOB_SOURCE_KINDS, type TJobSourceKind } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { connectJobSource, jobSourceKeys } from './api/job-sources.ts';
import { BOARD_HINTS } from './job-source-words.ts';

type ConnectValues = { kind: TJobSourceKind; board: string; reward: string };

/** Owners (and admins) connect a board: it is read once before it is kept; its jobs then arrive in the background. */
export function ConnectSourceForm({ businessId }: { businessId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ConnectValues>({ defaultValues: { kind: 'greenhouse', board: '', reward: '' } });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: (values: ConnectValues) => {
      setMessage(null);
      const amount = Number(values.reward);
      return connectJobSource(businessId, {
        kind: values.kind,
        board: values.board.trim(),
        default_reward: values.reward.trim() ? { type: 'Reward::Cash', amount } : null,
      });
    },
    fieldKeys: { board: 'board', reward: 'default_reward.amount' },
    messages: 'first',
    onSuccess: (source) => {
      form.reset({ kind: source.kind, board: '', reward: '' });
      void queryClient.invalidateQueries({ queryKey: jobSourceKeys.list(businessId) });
      showAlert({
        message: `${JOB_SOURCE_NAMES[source.kind]} connected. Its jobs are being imported.`,
        alertType: 'success',
      });
    },
    onError(cause, { placed }) {
      if (placed.length === 0) setMessage(errorMessage(cause));
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card card-body mb-4">
      <h2 id={`${id}-title`} className="h5">
        Connect a job source
      </h2>
      <p className="text-body-secondary small mb-2">
        Your live jobs there appear here and on your community feeds, update when they change, and close when they leave
        it. Applicants apply on the source’s own page.
      </p>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <div className="row g-2 align-items-start">
        <FormField id={`${id}-kind`} label="Source" className="col-12 col-md-3">
          {(control) => (
            <Form.Select id={control.id} {...form.register('kind')}>
              {JOB_SOURCE_KINDS.map((each) => (
                <option key={each} value={each}>
                  {JOB_SOURCE_NAMES[each]}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <FormField
          id={`${id}-board`}
          label={JOB_SOURCE_BOARD_LABELS[kind]}
          required
          hint={BOARD_HINTS[kind]}
          error={errors.board?.message}
          className="col-12 col-md-5"
        >
          {(control) => (
            <Form.Control
              id={control.id}
              type={kind === 'json_ld' || kind === 'feed' ? 'url' : 'text'}
              autoComplete="off"
              required
              isInvalid={control.invalid}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              {...form.register('board')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-reward`}
          label="Default reward"
          hint="Cash, for each imported job"
          error={errors.reward?.message}
          className="col-8 col-md-2"
        >
          {(control) => (
            <InputGroup>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                id={control.id}
                type="number"
                min={1}
                inputMode="decimal"
                isInvalid={control.invalid}
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                {...form.register('reward')}
              />
            </InputGroup>
          )}
        </FormField>
        <div className="col-4 col-md-2 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
          <Button type="submit" className="w-100" disabled={saving}>
            {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Connect
          </Button>
        </div>
      </div>
    </Form>
  );
}
