import { z } from 'zod';
import { ZIdParams, ZLookup, ZLookupList, ZState } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const ZRegion = z.object({ id: z.number().int(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

const lookupList = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: `List ${what} (id, name)`,
    access: 'public',
    responses: { 200: ZLookupList },
  });

export const lookupEndpoints = {
  employerSizes: lookupList('/api/v1/employer_sizes', 'employer size bands'),
  jobTypes: lookupList('/api/v1/job_types', 'job types'),
  jobFunctions: lookupList('/api/v1/job_functions', 'job functions'),
  jobIndustries: lookupList('/api/v1/job_industries', 'job industries'),
  jobLocationTypes: lookupList('/api/v1/job_location_types', 'job location types'),
  jobExperienceLevels: lookupList('/api/v1/job_experience_levels', 'job experience levels'),
  paymentMethods: lookupList('/api/v1/payment_methods', 'referral payment methods'),
  states: defineEndpoint({
    method: 'GET',
    path: '/api/v1/states',
    summary: 'List US states and DC (id, name, code)',
    access: 'public',
    responses: { 200: z.array(ZState) },
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/regions',
    summary: 'List regions',
    access: 'public',
    responses: { 200: z.array(ZRegion) },
  }),
  region: defineEndpoint({
    method: 'GET',
    path: '/api/v1/regions/:id',
    summary: 'One region',
    access: 'public',
    params: ZIdParams,
    responses: { 200: ZRegion, 404: ZErrorBody },
  }),
} as const;

export { ZLookup };
