import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { listEndpoints, mediaTypesOf, ZErrorBody, type Endpoint, type FileField } from '@mainwork/contracts';
import { describeKinds } from '../infra/storage/store-upload.ts';

/** A JSON Schema or OpenAPI object as the document holds it. */
type Json = Record<string, unknown>;

type Parameter = { in: string; name: string; schema?: Json; style?: string; explode?: boolean };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Json> };
  responses: Record<string, { description: string; content?: Record<string, Json>; headers?: Record<string, Json> }>;
};
export type OpenApiDocument = Json & {
  info: Json & { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
};

/** Converts a contract's zod schema to a schema of the document, as the routes' own schemas are. */
export type ToJsonSchema = (schema: z.ZodType, io: 'input' | 'output') => Json;

export const SESSION_SCHEME = 'session';
/** A business's API key, `Authorization: Bearer mw_…` (docs/decisions/069-api-keys.md). */
export const API_KEY_SCHEME = 'apiKey';
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
};

const seconds = { type: 'integer', minimum: 0 };
/** A 429's headers: when to try again, and an API key's allowance (IETF draft names, decision 069). */
const RATE_LIMITED_HEADERS: Record<string, Json> = {
  'retry-after': { description: 'Seconds until a new attempt may succeed', schema: seconds },
  'ratelimit-limit': { description: "An API key's requests per window", schema: seconds },
  'ratelimit-remaining': { description: "Requests left in the API key's window", schema: seconds },
  'ratelimit-reset': { description: "Seconds until the API key's window starts again", schema: seconds },
};

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
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: options.sessionCookie,
        description: 'The session cookie set by `POST /auth/login` and `POST /auth/register`',
      },
      [API_KEY_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        description:
          "A business's API key (`mw_…`), made by an owner on the API keys screen; it opens the operations of its scopes",
      },
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const entry = byRoute.get(`${method} ${path}`);
      if (!entry)
        throw new Error(`${method.toUpperCase()} ${path} is in the API document but not in the contract table`);
      describeOperation(operation, entry.name, entry.endpoint, toJsonSchema);
    }
  }
  typeEveryNullable(document.paths);
  typeEveryNullable(document.components);
  return document;
}

function describeOperation(operation: Operation, name: string, endpoint: Endpoint, toJsonSchema: ToJsonSchema): void {
  operation.operationId = operationId(name);
  operation.summary = endpoint.summary;
  operation.security =
    endpoint.access !== 'signed_in'
      ? []
      : endpoint.apiKeyScope
        ? [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [endpoint.apiKeyScope] }]
        : [{ [SESSION_SCHEME]: [] }];
  for (const parameter of operation.parameters ?? []) {
    // Objects in the query are read with brackets (qs): `filters[job_type_id_eq]=1`.
    if (parameter.in === 'query' && parameter.schema?.type === 'object') {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
  }
  if (endpoint.files) {
    const fields = endpoint.body ? toJsonSchema(endpoint.body, 'input') : { type: 'object', properties: {} };
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
    if (status >= 300 && status < 400) {
      responses[status] = { description, headers: { location: { schema: { type: 'string' } } } };
      continue;
    }
    const headers = Object.fromEntries(
      (endpoint.headers ?? []).map((header) => [header, HEADER_MEANINGS[header] ?? { schema: { type: 'string' } }]),
    );
    const content = endpoint.fileAnswer
      ? Object.fromEntries(endpoint.fileAnswer.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
      : status === 204
        ? undefined
        : operation.responses[status]?.content;
    responses[status] = {
      description,
      ...(content ? { content } : {}),
      ...(Object.keys(headers).length ? { headers } : {}),
    };
  }
  for (const status of errorStatuses(endpoint))
    responses[status] = {
      description: STATUS_CODES[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_REF } },
      ...(status === 429 ? { headers: RATE_LIMITED_HEADERS } : {}),
    };
  operation.responses = responses;
}
