import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** POST a new region, PUT an existing one, body `region{name}` (spec §7). */
export const saveRegion = (name: string, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.regions.create, { body: { region: { name } } })
    : callEndpoint(endpoints.regions.update, { params: { id }, body: { region: { name } } });
