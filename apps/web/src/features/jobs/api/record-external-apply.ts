import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { sharedKeyFor } from '../../../lib/share-cookie.ts';

/**
 * External apply (spec §7): `POST /api/v1/jobs/{id}/applications` with `{ application: {} }` records the click
 * to the employer's own link, with the share link this browser followed to the job as `?key=` (decision 012).
 */
export const recordExternalApply = (jobId: number) =>
  callEndpoint(endpoints.applications.apply, {
    params: { id: jobId },
    query: { key: sharedKeyFor(jobId) },
    body: { application: {} },
  });
