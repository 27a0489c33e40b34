import { queryOptions } from '@tanstack/react-query';
import type { TApiKeyCreate } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export const apiKeyKeys = { list: (businessId: number) => ['api-keys', businessId] as const };

/** `GET /api/v1/businesses/{bid}/api_keys`: the keys with scopes and last use, never their tokens. */
export const apiKeysQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: apiKeyKeys.list(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.apiKeys.list, { params: { business_id: businessId }, signal }),
  });

/** `POST …/api_keys`: the answer carries the token, this once. */
export const createApiKey = (businessId: number, apiKey: TApiKeyCreate['api_key']) =>
  callEndpoint(endpoints.apiKeys.create, { params: { business_id: businessId }, body: { api_key: apiKey } });

export const revokeApiKey = (businessId: number, id: number) =>
  callEndpoint(endpoints.apiKeys.revoke, { params: { business_id: businessId, id } });
