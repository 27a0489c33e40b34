import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { shareLinkKeys } from './share-link-keys.ts';

/** `GET /api/v1/jobs/{id}/share_link_key`: the user's key for the job, created on first read. */
export function useShareLinkKey(jobId: number) {
  return useQuery({
    queryKey: shareLinkKeys.key(jobId),
    queryFn: ({ signal }) => callEndpoint(endpoints.shareLinks.key, { params: { id: jobId }, signal }),
    select: (answer) => answer.share_link_key,
    retry: false,
  });
}
