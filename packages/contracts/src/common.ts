import { z } from 'zod';

export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIdParams = z.object({ id: ZId });

/** A lookup row: job types, functions, industries, location types, experience levels, sizes… */
export const ZLookup = z.object({ id: z.number().int(), name: z.string() });
export type TLookup = z.infer<typeof ZLookup>;
export const ZLookupList = z.array(ZLookup);

export const ZState = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type TState = z.infer<typeof ZState>;

export const ZAddress = z.object({
  address_one: z.string().nullable(),
  address_two: z.string().nullable(),
  city: z.string(),
  zip: z.string(),
  state: ZState,
});
export type TAddress = z.infer<typeof ZAddress>;

/**
 * The document's mark for a field a request must carry although its schema lets it be missing, because the
 * service answers its absence with the spec's field error (422 `can't be blank`) rather than the parser's.
 * The API's document converter lists such fields as `required` and drops the mark.
 */
export const REQUIRED_IN_DOCUMENT = 'x-mainwork-required';

export function requiredInDocument<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [REQUIRED_IN_DOCUMENT]: true });
}

/** Multipart and form values arrive as strings; an empty string means "not given". */
export const ZFormText = z
  .string()
  .transform((value) => value.trim())
  .optional();

export const ZFormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on')
  .optional();

/** An address sub-form of a multipart body (`…[address_attributes][city]`), checked by the API's place rules. */
export const ZFormAddress = z.object({
  address_one: ZFormText,
  address_two: ZFormText,
  city: ZFormText,
  state_id: ZFormText,
  zip: ZFormText,
});
