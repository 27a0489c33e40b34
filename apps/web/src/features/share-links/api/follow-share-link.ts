import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** `GET /api/v1/share_links/{key}`: the job the link shares (the server counts the view). */
export const followShareLink = (key: string) => callEndpoint(endpoints.shareLinks.show, { params: { key } });
