import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form, InputGroup } from 'react-bootstrap';
import { JOB_SOURCE_NAMES, type TJobSource } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { jobSourceKeys, removeJobSource, syncJobSource, updateJobSource } from './api/job-sources.ts';
import { STATUS_LABELS } from './job-source-words.ts';

/** One source: its board, health in words, and for owners sync now, pause or resume, default reward, remove. */
export function SourceRow({
  source,
  businessId,
  mayManage,
}: {
  source: TJobSource;
  businessId: number;
  mayManage: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [confirming, setConfirming] = useState(false);
  const [reward, setReward] = useState(source.default_reward?.amount ? String(source.default_reward.amount) : '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobSourceKeys.list(businessId) });
  const fail = (error: unknown) => showAlert({ message: errorMessage(error), alertType: 'danger' });
  const sync = useMutation({
    mutationFn: () => syncJobSource(businessId, source.id),
    onSuccess: (answer) => {
      showAlert({ message: answer.message, alertType: 'success' });
      void refresh();
    },
    onError: fail,
  });
  const update = useMutation({
    mutationFn: (change: Parameters<typeof updateJobSource>[2]) => updateJobSource(businessId, source.id, change),
    onSuccess: () => void refresh(),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => removeJobSource(businessId, source.id),
    onSuccess: () => {
      showAlert({ message: 'Source removed. Its jobs are closed.', alertType: 'success' });
      void refresh();
    },
    onError: fail,
  });
  const status = STATUS_LABELS[source.status];
  const name = JOB_SOURCE_NAMES[source.kind];
  return (
    <li className="list-group-item" aria-labelledby={`${id}-name`}>
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <h3 id={`${id}-name`} className="h6 mb-0">
          {name}: <span className="text-break">{source.board}</span>
        </h3>
        <Badge bg={status.bg}>{status.label}</Badge>
        <span className="small text-body-secondary ms-md-auto">
          {source.jobs_count} open {source.jobs_count === 1 ? 'job' : 'jobs'} ·{' '}
          {source.last_synced_at ? `Last synced ${formatAppliedAt(source.last_synced_at)}` : 'Not synced yet'}
        </span>
      </div>
      {source.last_error ? (
        <p className="text-danger small mb-1 mt-1" role="status">
          {source.last_error}
        </p>
      ) : null}
      {mayManage ? (
        <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={source.status === 'paused' || sync.isPending}
            onClick={() => sync.mutate()}
          >
            Sync now
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ paused: source.status !== 'paused' })}
          >
            {source.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Form
            className="d-flex gap-1 align-items-center"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({
                default_reward: reward.trim() ? { type: 'Reward::Cash', amount: Number(reward) } : null,
              });
            }}
          >
            <Form.Label htmlFor={`${id}-reward`} className="small mb-0">
              Default reward
            </Form.Label>
            <InputGroup size="sm" style={{ width: '8rem' }}>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                id={`${id}-reward`}
                type="number"
                min={1}
                value={reward}
                onChange={(event) => setReward(event.target.value)}
              />
            </InputGroup>
            <Button size="sm" type="submit" variant="outline-secondary" disabled={update.isPending}>
              Save
            </Button>
          </Form>
          {confirming ? (
            <>
              <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                Remove and close its jobs
              </Button>
              <Button size="sm" variant="link" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </div>
      ) : source.default_reward?.amount ? (
        <p className="small mb-0 mt-1">Default reward: ${source.default_reward.amount}</p>
      ) : null}
    </li>
  );
}
