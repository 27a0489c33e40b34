import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { shareLinkKeys } from './share-link-keys.ts';

/** `GET /api/v1/me/share_links`: the user's share links with views and applications, newest first. */
export const myShareLinksQueryOptions = () =>
  queryOptions({
    queryKey: shareLinkKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.shareLinks.mine, { signal }),
  });
