import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import {
  listEndpoints,
  mediaTypesOf,
  REQUIRED_IN_DOCUMENT,
  ZErrorBody,
  type Endpoint,
  type FileField,
} from '@mainwork/contracts';
import { describeKinds } from '../infra/storage/store-upload.ts';
import { exampleOf } from './openapi-examples.ts';
import { API_KEY_SCHEME, apiKeyScopesOf, SESSION_SCHEME, securitySchemes } from './openapi-security.ts';
import { API_TAGS, tagOf } from './openapi-tags.ts';

/** A JSON Schema or OpenAPI object as the document holds it. */
type Json = Record<string, unknown>;

type Parameter = { in: string; name: string; schema?: Json; style?: string; explode?: boolean };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Json> };
  responses: Record<string, Answer>;
};
type Answer = { description: string; content?: Record<string, Json>; headers?: Record<string, Json> };
export type OpenApiDocument = Json & {
  info: Json & { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
};

/** Converts a contract's zod schema to a schema of the document, as the routes' own schemas are. */
export type ToJsonSchema = (schema: z.ZodType, io: 'input' | 'output') => Json;

export { SESSION_SCHEME };
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a public read answers so that a client may ask again with `If-None-Match` (plugins/validators.ts). */
const ETAG_HEADER = {
  description: 'A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed',
  schema: { type: 'string' },
};
/** What each response header of the contract table means (`headers` of an endpoint). */
const HEADER_MEANINGS: Record<string, { description: string; schema: Json }> = {
  total: { description: 'How many rows match, over all pages', schema: { type: 'integer', minimum: 0 } },
  'total-capped': {
    description: '`true` when `total` stopped counting at its cap (there are at least that many)',
    schema: { type: 'string', enum: ['true'] },
  },
  'did-you-mean': {
    description: 'A corrected search text (URI-encoded) that finds jobs, when the text sent found none',
    schema: { type: 'string' },
  },
  etag: ETAG_HEADER,
  'last-modified': {
    description: 'When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304',
    schema: { type: 'string' },
  },
  'showing-results-for': {
    description: 'The search text as corrected (URI-encoded), when misspelt words were corrected',
    schema: { type: 'string' },
  },
};

/** A file's bytes in the document: XML and JSON documents (feeds) are strings, the rest binary. */
function fileSchema(mediaType: string): Json {
  return /[/+](xml|json)$/.test(mediaType) ? { type: 'string' } : { type: 'string', format: 'binary' };
}

const RETRY_AFTER_HEADER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 },
};
/** Sent on every answer to a request made with an API key. */
const RATE_LIMIT_HEADERS: Record<string, Json> = {
  'RateLimit-Limit': {
    description: 'Requests an API key may make in the current window (only on requests made with a key)',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    description: 'Requests the key has left in the current window (only on requests made with a key)',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window starts again (only on requests made with a key)',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** A conditional request's answer: no body, the validator again. */
const NOT_MODIFIED = {
  description: 'Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body)',
  headers: { ETag: ETAG_HEADER },
};

/** Public reads of JSON are answered with an ETag and 304 when `If-None-Match` names it (plugins/validators.ts). */
function isConditionalRead(endpoint: Endpoint): boolean {
  return endpoint.access === 'public' && endpoint.method === 'GET' && !endpoint.fileAnswer && 200 in endpoint.responses;
}

/**
 * Fields the contract marks `requiredInDocument` (optional to the parser, required of the caller) are
 * listed in their object's `required`, and the mark is dropped.
 */
function markRequired(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(markRequired);
  if (value === null || typeof value !== 'object') return;
  const schema = value as Json;
  const properties = schema.properties as Record<string, Json> | undefined;
  if (properties && typeof properties === 'object') {
    const marked = Object.keys(properties).filter((key) => properties[key]?.[REQUIRED_IN_DOCUMENT] === true);
    if (marked.length)
      schema.required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...marked])];
    for (const key of marked) delete properties[key]![REQUIRED_IN_DOCUMENT];
  }
  for (const child of Object.values(schema)) markRequired(child);
}

/**
 * The 4xx and 5xx a route can answer besides those its contract lists, from what it takes: every
 * request may be refused as malformed (400), fail (500) or meet a database that is down or a restart (503).
 */
function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set([400, 500, 503]);
  // An API key may be sent to any signed-in route: 403 outside its scopes, 429 past its limit (decision 069).
  if (endpoint.access === 'signed_in') [401, 403, 429].forEach((status) => statuses.add(status));
  if (UNSAFE_METHODS.has(endpoint.method)) statuses.add(403); // a cross-site request
  if (endpoint.params) [404, 414].forEach((status) => statuses.add(status));
  if (endpoint.body || endpoint.files) [413, 415, 422].forEach((status) => statuses.add(status));
  for (const status of Object.keys(endpoint.responses).map(Number)) if (status >= 400) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** `jobs.search` → `jobsSearch`. */
function operationId(name: string): string {
  return name.replace(/\.(\w)/g, (_, first: string) => first.toUpperCase());
}

function bytesText(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/**
 * A multipart body as it is sent: one part per leaf field, named with brackets
 * (`business[address_attributes][city]`, `admin_ids[]` for each value of a list), and the files.
 */
function multipartSchema(fields: Json, files: Record<string, FileField>): { schema: Json; encoding: Json } {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  const visit = (schema: Json, name: string, isRequired: boolean) => {
    const childProperties = schema.properties as Record<string, Json> | undefined;
    if (schema.type === 'object' && childProperties) {
      const requiredChildren = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, child] of Object.entries(childProperties))
        visit(child, name ? `${name}[${key}]` : key, isRequired && requiredChildren.has(key));
      return;
    }
    const part = schema.type === 'array' ? `${name}[]` : name;
    properties[part] = schema;
    if (isRequired) required.push(part);
  };
  visit(fields, '', true);
  const encoding: Json = {};
  for (const [name, file] of Object.entries(files)) {
    properties[name] = {
      type: 'string',
      format: 'binary',
      maxLength: file.maxBytes,
      description: `${describeKinds(file.kinds)}, at most ${bytesText(file.maxBytes)}`,
    };
    encoding[name] = { contentType: mediaTypesOf(file.kinds).join(', ') };
  }
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, encoding };
}

/**
 * OpenAPI 3.0's `nullable` applies only beside a `type`: beside `anyOf`, each member says it. It does not
 * widen an `enum`, so a nullable enum lists `null` itself.
 */
function typeEveryNullable(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(typeEveryNullable);
  if (value === null || typeof value !== 'object') return;
  const schema = value as Json;
  if (schema.nullable === true && schema.type === undefined) {
    const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    delete schema.nullable;
    if (members) members.forEach((member) => (member.nullable = true));
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const child of Object.values(schema)) typeEveryNullable(child);
}

/**
 * Completes the document generated from the routes' schemas with what the contract table says and the
 * server does (decision 044): operation ids, the session cookie, multipart bodies, files, headers, errors.
 */
export function describeServer(
  document: OpenApiDocument,
  options: { sessionCookie: string; toJsonSchema: ToJsonSchema },
): OpenApiDocument {
  const { toJsonSchema } = options;
  const byRoute = new Map(
    listEndpoints().map(({ name, endpoint }) => [
      `${endpoint.method.toLowerCase()} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
      { name, endpoint },
    ]),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: toJsonSchema(ZErrorBody, 'output') },
    securitySchemes: securitySchemes(options.sessionCookie),
  };
  document.tags = API_TAGS.map(({ name, description }) => ({ name, description }));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const entry = byRoute.get(`${method} ${path}`);
      if (!entry)
        throw new Error(`${method.toUpperCase()} ${path} is in the API document but not in the contract table`);
      describeOperation(operation, entry.name, entry.endpoint, toJsonSchema);
    }
  }
  markRequired(document.paths);
  typeEveryNullable(document.paths);
  typeEveryNullable(document.components);
  addExamples(document);
  return document;
}

/** The generated `application/json` answer under the endpoint's own JSON media type, when it has one. */
function renamedJson(content: Record<string, Json> | undefined, mediaType: string | undefined) {
  const json = content?.['application/json'];
  return mediaType && json ? { [mediaType]: json } : content;
}

/** What the server does to every operation of its kind, after what the contract says of this one. */
function descriptionOf(name: string, endpoint: Endpoint): string | undefined {
  if (!endpoint.description) return undefined;
  const notes = [endpoint.description];
  const scopes = apiKeyScopesOf(endpoint);
  if (scopes) notes.push(`With an API key of the business: scope ${scopes.map((scope) => `\`${scope}\``).join(', ')}.`);
  if (UNSAFE_METHODS.has(endpoint.method) && endpoint.access === 'signed_in')
    notes.push('Refused with 403 when sent by a browser from another site (see the `session` scheme).');
  if (isConditionalRead(endpoint))
    notes.push('Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.');
  return notes.join('\n\n');
}

function securityOf(name: string, endpoint: Endpoint): Operation['security'] {
  if (endpoint.access === 'public') return [];
  const scopes = apiKeyScopesOf(endpoint);
  // OpenAPI 3.0 lists scopes for OAuth only: a key's scope is said in the description.
  return scopes ? [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }];
}

/**
 * An example on each JSON body sent and on the main success answer: the contract's own when it gives
 * one, else one made from the schema (openapi-examples.ts). Run last, on the finished schemas.
 */
function addExamples(document: OpenApiDocument): void {
  const schemas = document.components?.schemas ?? {};
  const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')] ?? {};
  const byOperationId = new Map(listEndpoints().map(({ name, endpoint }) => [operationId(name), endpoint]));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const given = byOperationId.get(operation.operationId ?? '')?.example;
      const body = operation.requestBody?.content['application/json'];
      if (body?.schema) body.example = given?.request ?? exampleOf(body.schema as Json, resolve);
      const main = Object.keys(operation.responses)
        .filter((status) => status.startsWith('2'))
        .sort()
        .map((status) => operation.responses[status]!.content?.['application/json'])
        .find((content) => content?.schema);
      if (main) main.example = given?.response ?? exampleOf(main.schema as Json, resolve);
    }
  }
}

function describeOperation(operation: Operation, name: string, endpoint: Endpoint, toJsonSchema: ToJsonSchema): void {
  operation.operationId = operationId(name);
  operation.summary = endpoint.summary;
  operation.description = descriptionOf(name, endpoint);
  const tag = tagOf(name);
  operation.tags = tag ? [tag] : undefined;
  operation.security = securityOf(name, endpoint);
  for (const parameter of operation.parameters ?? []) {
    // Objects in the query are read with brackets (qs): `filters[job_type_id_eq]=1`.
    if (parameter.in === 'query' && parameter.schema?.type === 'object') {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
  }
  if (endpoint.files) {
    const fields = endpoint.body ? toJsonSchema(endpoint.body, 'input') : { type: 'object', properties: {} };
    markRequired(fields);
    // Without a file, the same fields may be sent as JSON.
    operation.requestBody = {
      required: false,
      content: {
        'multipart/form-data': multipartSchema(fields, endpoint.files),
        'application/json': { schema: fields },
      },
    };
  }
  const responses: Operation['responses'] = {};
  for (const status of Object.keys(endpoint.responses).map(Number)) {
    if (status >= 400) continue;
    const description = STATUS_CODES[status] ?? 'Answer';
    if (status === 304) {
      responses[status] = NOT_MODIFIED;
      continue;
    }
    if (status >= 300 && status < 400) {
      responses[status] = { description, headers: { location: { schema: { type: 'string' } } } };
      continue;
    }
    const headers: Record<string, Json> = Object.fromEntries(
      (endpoint.headers ?? []).map((header) => [header, HEADER_MEANINGS[header] ?? { schema: { type: 'string' } }]),
    );
    if (status === 200 && isConditionalRead(endpoint) && !('etag' in headers)) headers.ETag = ETAG_HEADER;
    if (apiKeyScopesOf(endpoint)) Object.assign(headers, RATE_LIMIT_HEADERS);
    const content = endpoint.fileAnswer
      ? Object.fromEntries(endpoint.fileAnswer.map((type) => [type, { schema: fileSchema(type) }]))
      : status === 204
        ? undefined
        : renamedJson(operation.responses[status]?.content, endpoint.mediaType);
    responses[status] = {
      description,
      ...(content ? { content } : {}),
      ...(Object.keys(headers).length ? { headers } : {}),
    };
  }
  if (isConditionalRead(endpoint)) responses[304] = NOT_MODIFIED;
  for (const status of errorStatuses(endpoint))
    responses[status] = {
      description: STATUS_CODES[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_REF } },
    };
  if (responses[429])
    responses[429] = {
      ...responses[429],
      description: 'Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again',
      headers: { 'Retry-After': RETRY_AFTER_HEADER, ...(endpoint.access === 'signed_in' ? RATE_LIMIT_HEADERS : {}) },
    };
  operation.responses = responses;
}
