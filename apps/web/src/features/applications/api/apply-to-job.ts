import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { sharedKeyFor } from '../../../lib/share-cookie.ts';

/**
 * Instant Apply: `POST /api/v1/jobs/{id}/applications` as multipart `application[…]` (spec §7), with the share
 * link this browser followed to the job as `?key=` (decision 012).
 */
export const submitInstantApplication = (jobId: number, form: FormData) =>
  callEndpoint(endpoints.applications.apply, {
    params: { id: jobId },
    query: { key: sharedKeyFor(jobId) },
    body: form,
  });
