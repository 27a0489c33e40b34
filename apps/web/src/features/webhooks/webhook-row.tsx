import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { WEBHOOK_EVENT_LABELS, type TWebhook } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { removeWebhook, sendWebhookTest, updateWebhook, webhookKeys } from './api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookForm } from './webhook-form.tsx';

const STATUS: Record<TWebhook['status'], { label: string; bg: string }> = {
  active: { label: 'Active', bg: 'success' },
  disabled: { label: 'Off', bg: 'secondary' },
  paused: { label: 'Paused', bg: 'danger' },
};

/** One webhook: its address, events and state, its actions, and its delivery log on demand. */
export function WebhookRow({ webhook, businessId }: { webhook: TWebhook; businessId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId) });
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(businessId, webhook.id) });
  const fail = (error: unknown) => showAlert({ message: errorMessage(error), alertType: 'danger' });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateWebhook(businessId, webhook.id, { enabled }),
    onSuccess: () => void refresh(),
    onError: fail,
  });
  const test = useMutation({
    mutationFn: () => sendWebhookTest(businessId, webhook.id),
    onSuccess: () => {
      showAlert({ message: 'A test event is on its way.', alertType: 'success' });
      setShowLog(true);
      void refreshLog();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => removeWebhook(businessId, webhook.id),
    onSuccess: () => {
      showAlert({ message: 'Webhook deleted.', alertType: 'success' });
      void refresh();
    },
    onError: fail,
  });
  const status = STATUS[webhook.status];
  const active = webhook.status === 'active';

  if (editing)
    return (
      <li className="list-group-item">
        <WebhookForm
          title="Edit webhook"
          initial={{ url: webhook.url, events: webhook.events }}
          submitLabel="Save"
          save={(values) => updateWebhook(businessId, webhook.id, values)}
          onSaved={() => {
            setEditing(false);
            void refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li className="list-group-item" aria-labelledby={`${id}-url`}>
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <h3 id={`${id}-url`} className="h6 mb-0 text-break">
          {webhook.url}
        </h3>
        <Badge bg={status.bg}>{status.label}</Badge>
        <span className="small text-body-secondary ms-md-auto">
          {webhook.last_success_at
            ? `Last delivered ${formatAppliedAt(webhook.last_success_at)}`
            : 'Nothing delivered yet'}
        </span>
      </div>
      <p className="small mb-1 mt-1">{webhook.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}</p>
      {webhook.status === 'paused' ? (
        <p className="text-danger small mb-1" role="status">
          Paused {webhook.paused_at ? formatAppliedAt(webhook.paused_at) : ''}: no event could be delivered to it for a
          day. Resume it once the address answers again.
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
        {webhook.status === 'paused' ? (
          <Button size="sm" variant="primary" disabled={toggle.isPending} onClick={() => toggle.mutate(true)}>
            Resume
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!active)}
          >
            {active ? 'Turn off' : 'Turn on'}
          </Button>
        )}
        <Button size="sm" variant="outline-primary" disabled={!active || test.isPending} onClick={() => test.mutate()}>
          Send test event
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        {confirming ? (
          <>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete it and its log
            </Button>
            <Button size="sm" variant="link" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
      {showLog ? (
        <section id={`${id}-log`} aria-label={`Deliveries to ${webhook.url}`} className="mt-3">
          <DeliveryLog businessId={businessId} webhookId={webhook.id} active={active} />
        </section>
      ) : null}
    </li>
  );
}
