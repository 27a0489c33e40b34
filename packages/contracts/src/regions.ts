import { z } from 'zod';
import { ZIdParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ZRegion } from './lookups.ts';

export const REGION_NAME_MAX = 200;

/** Spec §7 `region{name}`; loose so the service checks permission before answering 422 keyed `name`. */
export const ZRegionFields = z.object({
  region: z.object({ name: z.string().max(10_000).optional() }).optional(),
});
export type TRegionFields = z.infer<typeof ZRegionFields>;

const admin = { 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody } as const;

/** Admins' writes; the reads (GET /api/v1/regions, /regions/{id}) are lookups any form may use. */
export const regionEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/regions',
    summary: 'Create a region (admins); names are unique',
    description: 'For admins. A name already used answers 422.',
    access: 'signed_in',
    body: ZRegionFields,
    responses: { 201: ZRegion, ...admin },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/regions/:id',
    summary: 'Rename a region (admins)',
    description: 'For admins. A name already used answers 422.',
    access: 'signed_in',
    params: ZIdParams,
    body: ZRegionFields,
    responses: { 200: ZRegion, ...admin, 404: ZErrorBody },
  }),
} as const;
