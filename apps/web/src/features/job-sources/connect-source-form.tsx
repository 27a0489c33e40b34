import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert, Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { JOB_SOURCE_BOARD_LABELS, JOB_SOURCE_NAMES, JOB_SOURCE_KINDS, type TJobSourceKind } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
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
        <Form.Group className="col-12 col-md-3" controlId={`${id}-kind`}>
          <Form.Label>Source</Form.Label>
          <Form.Select {...form.register('kind')}>
            {JOB_SOURCE_KINDS.map((each) => (
              <option key={each} value={each}>
                {JOB_SOURCE_NAMES[each]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-5" controlId={`${id}-board`}>
          <Form.Label>{JOB_SOURCE_BOARD_LABELS[kind]}</Form.Label>
          <Form.Control
            type={kind === 'json_ld' || kind === 'feed' ? 'url' : 'text'}
            autoComplete="off"
            required
            isInvalid={Boolean(errors.board)}
            aria-describedby={`${id}-board-hint${errors.board ? ` ${id}-board-error` : ''}`}
            {...form.register('board')}
          />
          <Form.Text id={`${id}-board-hint`}>{BOARD_HINTS[kind]}</Form.Text>
          <Form.Control.Feedback type="invalid" id={`${id}-board-error`}>
            {errors.board?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-8 col-md-2" controlId={`${id}-reward`}>
          <Form.Label>Default reward</Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>$</InputGroup.Text>
            <Form.Control
              type="number"
              min={1}
              inputMode="decimal"
              isInvalid={Boolean(errors.reward)}
              aria-describedby={`${id}-reward-hint`}
              {...form.register('reward')}
            />
            <Form.Control.Feedback type="invalid">{errors.reward?.message}</Form.Control.Feedback>
          </InputGroup>
          <Form.Text id={`${id}-reward-hint`}>Cash, for each imported job</Form.Text>
        </Form.Group>
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
