import type { z } from 'zod';
import type { TApiKeyScope } from './api-key-scopes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint at all; finer rules (roles, ownership) are the API's abilities. */
export type Access = 'public' | 'signed_in';

/** A document field (resumes, cover letters): stored as sent once its kind is checked. */
export type DocumentField = {
  /** Accepted kinds, checked by content (magic bytes). */
  kinds: ReadonlyArray<'pdf' | 'docx'>;
  maxBytes: number;
  /** Key of this file's field errors (spec §5): `resume`, `cover_letter`. */
  errorKey: string;
  resize?: never;
};

/**
 * An image field (logos, banners, icons): always decoded, re-encoded and shrunk to fit its box, so no
 * image is stored as sent. Built with `imageField` (images.ts), which holds the product's sizes.
 */
export type ImageField = {
  kinds: ReadonlyArray<'png' | 'jpeg' | 'webp'>;
  maxBytes: number;
  /** Key of this file's field errors (spec §5): `businesses.logo`, `logo`, `banner`, `icon`. */
  errorKey: string;
  /** The box the image is resized to fit inside (never enlarged). */
  resize: { width: number; height: number };
};

export type FileField = DocumentField | ImageField;

/** The media type of each kind of file the product accepts and serves. */
export const FILE_KIND_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<FileField['kinds'][number], string>;

export function mediaTypesOf(kinds: ReadonlyArray<keyof typeof FILE_KIND_MEDIA_TYPES>): string[] {
  return kinds.map((kind) => FILE_KIND_MEDIA_TYPES[kind]);
}

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path: `/api/v1/regions/:id`. */
  path: string;
  summary: string;
  /**
   * What a caller needs to know beyond the summary (who may call it, what it changes, its errors), in the
   * published document. Optional here so that a new endpoint compiles; the document's test fails without it.
   */
  description?: string;
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
  /** The success answer is a file of one of these media types (its bytes), not JSON. */
  fileAnswer?: ReadonlyArray<string>;
  /** The success answer is JSON under a media type of its own (`application/feed+json`), not `application/json`. */
  mediaType?: string;
  /**
   * `false` on a public GET that is not public data any site may read: it acts on the visitor's session or
   * a secret in the request (log-out, token checks), or counts a visit (links followed). See isPublicRead.
   */
  publicRead?: false;
  /**
   * Examples for the published document, when the one derived from the schemas would read poorly: the JSON
   * body sent and the main success answer. They must match their schemas (the document's test checks).
   */
  example?: { request?: unknown; response?: unknown };
  /**
   * The API key scope that opens this endpoint to a business's key (docs/decisions/069-api-keys.md); keys
   * are refused (403) on endpoints without one.
   */
  apiKeyScope?: TApiKeyScope;
};

/**
 * A public read (decision 067): an anonymous GET of public data. Any site may call it (CORS `*` without
 * credentials, images and scripts `Cross-Origin-Resource-Policy: cross-origin`), and it ignores query
 * parameters it does not know (`utm_source`, `_=123`). Every public GET is one unless marked `publicRead: false`.
 */
export function isPublicRead(endpoint: Pick<Endpoint, 'method' | 'access' | 'publicRead'>): boolean {
  return endpoint.method === 'GET' && endpoint.access === 'public' && endpoint.publicRead !== false;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
