import { queryOptions } from '@tanstack/react-query';
import type { TWebhookCreate, TWebhookUpdate } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export const webhookKeys = {
  list: (businessId: number) => ['webhooks', businessId] as const,
  deliveries: (businessId: number, id: number) => ['webhooks', businessId, id, 'deliveries'] as const,
};

/** `GET /api/v1/businesses/{bid}/webhooks`: the business's webhooks, without their secrets. */
export const webhooksQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: webhookKeys.list(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.webhooks.list, { params: { business_id: businessId }, signal }),
  });

/** `GET …/webhooks/{id}/deliveries`: the last 100, newest first; looked at again while one is on its way. */
export const webhookDeliveriesQueryOptions = (businessId: number, id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(businessId, id),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.webhooks.deliveries, { params: { business_id: businessId, id }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0) ? 2_000 : false,
  });

export const createWebhook = (businessId: number, webhook: TWebhookCreate['webhook']) =>
  callEndpoint(endpoints.webhooks.create, { params: { business_id: businessId }, body: { webhook } });

export const updateWebhook = (businessId: number, id: number, webhook: TWebhookUpdate['webhook']) =>
  callEndpoint(endpoints.webhooks.update, { params: { business_id: businessId, id }, body: { webhook } });

export const removeWebhook = (businessId: number, id: number) =>
  callEndpoint(endpoints.webhooks.remove, { params: { business_id: businessId, id } });

export const replayWebhookDelivery = (businessId: number, id: number, deliveryId: number) =>
  callEndpoint(endpoints.webhooks.replay, { params: { business_id: businessId, id, delivery_id: deliveryId } });

export const sendWebhookTest = (businessId: number, id: number) =>
  callEndpoint(endpoints.webhooks.test, { params: { business_id: businessId, id } });
