import { endpoints } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { sharedKeyFor } from '../../../lib/share-cookie.ts';

/** The share link this browser followed to the job, as `?key=` (spec §7; decision 012). */
const shareQuery = (jobId: number) => ({ key: sharedKeyFor(jobId) });

/** Instant Apply: `POST /api/v1/jobs/{id}/applications` as multipart `application[…]` (spec §7). */
export const submitInstantApplication = (jobId: number, form: FormData) =>
  callEndpoint(endpoints.applications.apply, { params: { id: jobId }, query: shareQuery(jobId), body: form });

/** External apply: the same call with `{ application: {} }` records the click to the employer's own link. */
export const recordExternalApply = (jobId: number) =>
  callEndpoint(endpoints.applications.apply, {
    params: { id: jobId },
    query: shareQuery(jobId),
    body: { application: {} },
  });
