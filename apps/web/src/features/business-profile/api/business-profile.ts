import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** `PUT /api/v1/businesses/{id}`, multipart `business[...]`. */
export const saveBusiness = (id: number, form: FormData) =>
  callEndpoint(endpoints.businesses.update, { params: { id }, body: form });
