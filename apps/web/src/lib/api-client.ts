import { flatQueryString, type Endpoint, type TErrorBody, type TFieldErrors } from '@mainwork/contracts';
import type { z } from 'zod';
import { apiFetch } from './api-transport.ts';

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
/** The parsed success body of an endpoint, typed from its contract. */
export type ResponseOf<E extends Endpoint> = z.output<E['responses'][SuccessStatus<E>]>;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

type QueryValue = string | number | boolean | undefined;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
type PlainObject = Record<string, unknown>;
/** One leaf of a query: an array is sent as `key[]=…&key[]=…`, anything else as `key=…`; a coerced field any scalar. */
type QueryLeaf<Key extends string, Value> = unknown extends Value
  ? { [K in Key]?: QueryValue }
  : NonNullable<Value> extends ReadonlyArray<infer Item>
    ? { [K in `${Key}[]`]?: ReadonlyArray<unknown extends Item ? string | number : Item> }
    : { [K in Key]?: Value | undefined };
type BracketKey<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}[${Key}]`;
/** The leaves of a query object, nested objects in the API's bracket form (`filters[job_type_id_eq]`). */
type BracketQuery<T, Prefix extends string = ''> = UnionToIntersection<
  {
    [Key in keyof T & string]: unknown extends T[Key]
      ? QueryLeaf<BracketKey<Prefix, Key>, T[Key]>
      : NonNullable<T[Key]> extends ReadonlyArray<unknown>
        ? QueryLeaf<BracketKey<Prefix, Key>, T[Key]>
        : NonNullable<T[Key]> extends PlainObject
          ? BracketQuery<NonNullable<T[Key]>, BracketKey<Prefix, Key>>
          : QueryLeaf<BracketKey<Prefix, Key>, T[Key]>;
  }[keyof T & string]
>;
/**
 * An endpoint's query, typed by its contract's query schema (what the API accepts), in the bracket form the
 * URL carries: a key the schema does not know, or a value it refuses, fails the typecheck.
 */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? Flattened<BracketQuery<z.input<E['query']>>>
  : never;
type Flattened<T> = { [K in keyof T]: T[K] } & {};

export type CallOptions<E extends Endpoint> = {
  params?: Input<E['params']>;
  query?: QueryOf<E>;
  /** JSON body, or a FormData for multipart endpoints. */
  body?: Input<E['body']> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const UNKNOWN_ERROR = 'An unknown error has occurred.';

/** A failed call: the status, and the server's message or field errors (spec's error shape). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TErrorBody | undefined;

  constructor(status: number, body: TErrorBody | undefined) {
    super(typeof body?.error === 'string' ? body.error : UNKNOWN_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors (`{ email: ['…'] }`) when the server sent them. */
  get fieldErrors(): TFieldErrors | undefined {
    return this.body && typeof this.body.error === 'object' ? this.body.error : undefined;
  }

  /** The server's message when it sent one as a string. */
  get serverMessage(): string | undefined {
    return typeof this.body?.error === 'string' ? this.body.error : undefined;
  }
}

/** The server's message, or the spec's fallback for anything else. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

const apiBase = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

function buildUrl(endpoint: Endpoint, options: CallOptions<Endpoint>): string {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = flatQueryString(options.query ?? {});
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

/**
 * The one way the web app calls the API: URL, method and response shape come from the endpoint's
 * contract; credentials (the session cookie) are always sent.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  return (await requestEndpoint(endpoint, options)).data;
}

/** A file sent as an attachment: its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** The `filename="…"` of a Content-Disposition header (the API sends only `[\w. -]` names). */
function attachmentFilename(headers: Headers): string | null {
  const match = /filename="([^"]*)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] || null;
}

/** A file endpoint (resume, cover letter, CSV export) fetched as a blob, with the session cookie (spec §7 "File download"). */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  const response = await apiFetch(buildUrl(endpoint, options as CallOptions<Endpoint>), {
    method: 'GET',
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, await errorBody(response));
  return { blob: await response.blob(), filename: attachmentFilename(response.headers) };
}

async function errorBody(response: Response): Promise<TErrorBody | undefined> {
  const json = parseJson(await response.text());
  return typeof json === 'object' && json !== null && 'error' in json ? (json as TErrorBody) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A page of a paged list, and how many rows match in all (the API's `total` header, spec §7). */
export type Page<T> = { items: T[]; total: number };

/**
 * The page an infinite list asks next (pages numbered from 1): none after a short page, or once every
 * matching row is loaded (spec §4 Search).
 */
export function nextPageNumber(pages: ReadonlyArray<Page<unknown>>, pageSize: number): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (!last || last.items.length < pageSize || loaded >= last.total) return undefined;
  return pages.length + 1;
}

type ItemOf<E extends Endpoint> = ResponseOf<E> extends ReadonlyArray<infer Item> ? Item : never;

/**
 * One page of a paged list endpoint: its rows and the `total` header (the rows' own count when the header is
 * missing), with the other headers for the lists that send more (the job search).
 */
export async function requestPage<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ page: Page<ItemOf<E>>; headers: Headers }> {
  const { data, headers } = await requestEndpoint(endpoint, options);
  const items = data as ItemOf<E>[];
  const total = Number(headers.get('total') ?? Number.NaN);
  return { page: { items, total: Number.isFinite(total) ? total : items.length }, headers };
}

/** `callEndpoint` with the response headers too. */
export async function requestEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ data: ResponseOf<E>; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    body = '{}';
  }
  const response = await apiFetch(buildUrl(endpoint, options as CallOptions<Endpoint>), {
    method: endpoint.method,
    headers,
    body,
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const json = parseJson(await response.text());
  if (!response.ok) {
    const hasErrorShape = typeof json === 'object' && json !== null && 'error' in json;
    throw new ApiError(response.status, hasErrorShape ? (json as TErrorBody) : undefined);
  }
  // Production trusts the server, which serializes every answer through its contract schema; development
  // and tests check each answer against it too (loading zod and the schemas only then).
  if (!import.meta.env.DEV) return { data: json as ResponseOf<E>, headers: response.headers };
  return { data: (await checkedAnswer(endpoint, response.status, json)) as ResponseOf<E>, headers: response.headers };
}

async function checkedAnswer(endpoint: Endpoint, status: number, json: unknown): Promise<unknown> {
  // No Content: nothing to check.
  if (status === 204) return undefined;
  const { listEndpoints } = await import('@mainwork/contracts');
  const contract = listEndpoints().find(
    (entry) => entry.endpoint.method === endpoint.method && entry.endpoint.path === endpoint.path,
  )?.endpoint;
  const schema = contract?.responses[status];
  if (!schema) return json;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(status, { error: 'The server sent an unexpected answer.' });
  return parsed.data;
}
