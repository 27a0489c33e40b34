import { z } from 'zod';
import type { TBusiness } from '@mainwork/contracts';
import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';

/** The business profile form (decision 024): what the owner changes of the public header. */
export type BusinessProfileValues = {
  name: string;
  tagline: string;
  employer_size_id: string;
  region_id: string;
  address_one: string;
  address_two: string;
  city: string;
  state_id: string;
  zip: string;
  logo: File | null;
  banner: File | null;
};

export const BUSINESS_PROFILE_SCHEMA = z.object({
  name: z.string().trim(),
  tagline: z.string().trim(),
  employer_size_id: z.string(),
  region_id: z.string(),
  address_one: z.string().trim(),
  address_two: z.string().trim(),
  city: z.string().trim(),
  state_id: z.string(),
  zip: z.string().trim(),
  logo: z.instanceof(File).nullable(),
  banner: z.instanceof(File).nullable(),
});

/** The server's key for each field's messages. */
export const BUSINESS_PROFILE_KEYS: FieldKeys<BusinessProfileValues> = {
  name: 'name',
  tagline: 'tagline',
  employer_size_id: 'employer_size',
  region_id: 'region',
  address_one: 'address.address_one',
  address_two: 'address.address_two',
  city: 'address.city',
  state_id: 'address.state',
  zip: 'address.zip',
  banner: 'banner',
  logo: 'logo',
};

export function businessToValues(business: TBusiness): BusinessProfileValues {
  return {
    name: business.name,
    tagline: business.tagline ?? '',
    employer_size_id: business.employer_size ? String(business.employer_size.id) : '',
    region_id: business.region ? String(business.region.id) : '',
    address_one: business.address?.address_one ?? '',
    address_two: business.address?.address_two ?? '',
    city: business.address?.city ?? '',
    state_id: business.address ? String(business.address.state.id) : '',
    zip: business.address?.zip ?? '',
    logo: null,
    banner: null,
  };
}

/** Every field is sent (blank clears the tagline, the region and, all blank, the address); images only when chosen. */
export function valuesToForm(values: BusinessProfileValues): FormData {
  const form = new FormData();
  form.append('business[name]', values.name);
  form.append('business[tagline]', values.tagline);
  form.append('business[employer_size_id]', values.employer_size_id);
  form.append('business[region_id]', values.region_id);
  for (const field of ['address_one', 'address_two', 'city', 'state_id', 'zip'] as const)
    form.append(`business[address_attributes][${field}]`, values[field]);
  if (values.logo) form.append('business[logo]', values.logo);
  if (values.banner) form.append('business[banner]', values.banner);
  return form;
}
