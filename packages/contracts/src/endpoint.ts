import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint at all; finer rules (roles, ownership) are the API's abilities. */
export type Access = 'public' | 'signed_in';

export type FileField = {
  /** Accepted kinds, checked by content (magic bytes). */
  kinds: ReadonlyArray<'pdf' | 'docx' | 'png' | 'jpeg' | 'webp'>;
  maxBytes: number;
  /** Key of this file's field errors (spec §5): `businesses.logo`, `resume`, `cover_letter`. */
  errorKey: string;
  /** Images only: re-encoded to fit inside this box (never enlarged). */
  resize?: { width: number; height: number };
};

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path: `/api/v1/regions/:id`. */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body (bracket names nested with qs). */
  body?: z.ZodType;
  /** Multipart file fields by their bracket name, e.g. `business[logo]`. */
  files?: Record<string, FileField>;
  /** Response headers the endpoint sets (e.g. `total` on paginated lists). */
  headers?: ReadonlyArray<string>;
  responses: Record<number, z.ZodType>;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
