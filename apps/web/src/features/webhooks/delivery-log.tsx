import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TWebhookDelivery } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { CardList, ListCard, useCardLayout, type CardFact } from '../../components/responsive-list.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { replayWebhookDelivery, webhookDeliveriesQueryOptions, webhookKeys } from './api/webhooks.ts';

const STATUS: Record<TWebhookDelivery['status'], { label: string; bg: string }> = {
  pending: { label: 'Retrying', bg: 'warning' },
  delivered: { label: 'Delivered', bg: 'success' },
  failed: { label: 'Failed', bg: 'danger' },
};

function statusOf(delivery: TWebhookDelivery) {
  return delivery.status === 'pending' && delivery.attempts === 0
    ? { label: 'Sending', bg: 'secondary' }
    : STATUS[delivery.status];
}

const answerOf = (delivery: TWebhookDelivery) =>
  delivery.status_code !== null ? String(delivery.status_code) : delivery.attempts > 0 ? 'No answer' : '—';
const timeOf = (delivery: TWebhookDelivery) =>
  delivery.response_time_ms !== null ? `${delivery.response_time_ms} ms` : '—';

/** A webhook's last deliveries: event, status, answer, response time, attempts and time, with Replay. */
export function DeliveryLog({
  businessId,
  webhookId,
  active,
}: {
  businessId: number;
  webhookId: number;
  active: boolean;
}) {
  const cards = useCardLayout();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const deliveries = useQuery(webhookDeliveriesQueryOptions(businessId, webhookId));
  const replay = useMutation({
    mutationFn: (deliveryId: number) => replayWebhookDelivery(businessId, webhookId, deliveryId),
    onSuccess: () => {
      showAlert({ message: 'The event is on its way again.', alertType: 'success' });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(businessId, webhookId) });
    },
    onError: (error) => showAlert({ message: errorMessage(error), alertType: 'danger' }),
  });

  if (deliveries.isPending) return <LoadingScreen label="Loading the deliveries…" />;
  if (deliveries.isError) return <Alert variant="danger">{errorMessage(deliveries.error)}</Alert>;
  if (deliveries.data.length === 0)
    return <p className="text-body-secondary small mb-0">No event was sent to it yet.</p>;

  const replayButton = (delivery: TWebhookDelivery) =>
    delivery.status === 'pending' ? null : (
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={!active || replay.isPending}
        onClick={() => replay.mutate(delivery.id)}
      >
        Replay
        <span className="visually-hidden">
          {' '}
          {delivery.event_type} of {formatAppliedAt(delivery.created_at)}
        </span>
      </Button>
    );

  if (cards)
    return (
      <CardList label="Deliveries">
        {deliveries.data.map((delivery) => {
          const status = statusOf(delivery);
          return (
            <ListCard
              key={delivery.id}
              title={<code>{delivery.event_type}</code>}
              aside={<Badge bg={status.bg}>{status.label}</Badge>}
              facts={[
                ['Answer', answerOf(delivery)],
                ['Response time', timeOf(delivery)],
                ['Attempts', delivery.attempts],
                ['Sent', formatAppliedAt(delivery.created_at)],
                ...(delivery.error ? [['Error', delivery.error, 'wide'] satisfies CardFact] : []),
              ]}
              actions={replayButton(delivery)}
            />
          );
        })}
      </CardList>
    );

  return (
    <Table responsive="lg" size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">Deliveries</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Answer</th>
          <th scope="col">Response time</th>
          <th scope="col">Attempts</th>
          <th scope="col">Sent</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((delivery) => {
          const status = statusOf(delivery);
          return (
            <tr key={delivery.id}>
              <th scope="row" className="fw-normal">
                <code>{delivery.event_type}</code>
                {delivery.error ? <div className="small text-danger text-break">{delivery.error}</div> : null}
              </th>
              <td>
                <Badge bg={status.bg}>{status.label}</Badge>
              </td>
              <td>{answerOf(delivery)}</td>
              <td>{timeOf(delivery)}</td>
              <td>{delivery.attempts}</td>
              <td className="text-nowrap">{formatAppliedAt(delivery.created_at)}</td>
              <td className="text-end">{replayButton(delivery)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
