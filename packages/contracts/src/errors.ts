import { z } from 'zod';

/** Field errors keyed as the spec writes them (`email`, `businesses.name`, `address.city`…). */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

/** The one error body: a message, or messages per field. */
export const ZErrorBody = z.object({ error: z.union([z.string(), ZFieldErrors]) });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
