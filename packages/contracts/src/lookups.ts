import { z } from 'zod';
import { ZIdParams, ZLookup, ZLookupList, ZState } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const ZRegion = z.object({ id: z.number().int(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

const lookupList = (path: string, what: string, description: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: `List ${what} (id, name)`,
    description,
    access: 'public',
    responses: { 200: ZLookupList },
  });

export const lookupEndpoints = {
  employerSizes: lookupList(
    '/api/v1/employer_sizes',
    'employer size bands',
    'The size bands a business chooses at sign-up, smallest first.',
  ),
  jobTypes: lookupList(
    '/api/v1/job_types',
    'job types',
    'Full-time, part-time and the other job types postings use and searches filter by.',
  ),
  jobFunctions: lookupList(
    '/api/v1/job_functions',
    'job functions',
    'The job functions postings use and searches filter by.',
  ),
  jobIndustries: lookupList(
    '/api/v1/job_industries',
    'job industries',
    'The industries postings use and searches filter by.',
  ),
  jobLocationTypes: lookupList(
    '/api/v1/job_location_types',
    'job location types',
    'On-site, remote and hybrid, as postings use them and searches filter by.',
  ),
  jobExperienceLevels: lookupList(
    '/api/v1/job_experience_levels',
    'job experience levels',
    'The experience levels postings use and searches filter by.',
  ),
  paymentMethods: lookupList(
    '/api/v1/payment_methods',
    'referral payment methods',
    'How a referrer may be paid a reward, chosen in the account settings.',
  ),
  states: defineEndpoint({
    method: 'GET',
    path: '/api/v1/states',
    summary: 'List US states and DC (id, name, code)',
    description: 'The 50 states and the District of Columbia with their two-letter codes, for addresses.',
    access: 'public',
    responses: { 200: z.array(ZState) },
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/regions',
    summary: 'List regions',
    description: 'The regions admins group organizations and businesses by, by name.',
    access: 'public',
    responses: { 200: z.array(ZRegion) },
  }),
  region: defineEndpoint({
    method: 'GET',
    path: '/api/v1/regions/:id',
    summary: 'One region',
    description: 'One region by id; 404 when there is none.',
    access: 'public',
    params: ZIdParams,
    responses: { 200: ZRegion, 404: ZErrorBody },
  }),
} as const;

export { ZLookup };
