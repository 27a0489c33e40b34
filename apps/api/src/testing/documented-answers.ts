import { Ajv, type ValidateFunction } from 'ajv';
import type { Response } from 'supertest';

type Json = Record<string, unknown>;
type Answer = { content?: Record<string, { schema?: Json }> };
type Operation = { responses: Record<string, Answer> };
export type ApiDocument = { paths: Record<string, Record<string, Operation>>; components?: Json };

/** The API's own paths; the docs and the crawlers' files are not operations of the document. */
const API_PATH = /^\/(auth|api\/v1|api\/health)(\/|$)/;

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become JSON Schema's numeric ones. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toJsonSchema(child)])) as Json;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[exclusive] === true) {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else if (schema[exclusive] === false) delete schema[exclusive];
  }
  return schema;
}

/**
 * Checks an answer of the API against the OpenAPI document the server serves: its status must be
 * documented for the operation, its media type among the documented ones (none when no body is
 * documented), and a JSON body must match the documented schema. Returns what is wrong, or null.
 */
export function documentedAnswerChecker(
  document: ApiDocument,
): (method: string, url: string, res: Response) => string | null {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const components = toJsonSchema(document.components ?? {});
  const validators = new Map<string, ValidateFunction>();
  // Static segments win over parameters, as in the router: `/jobs/suggestions` before `/jobs/{id}`.
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      parameters: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);

  return (method, url, res) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (!API_PATH.test(pathname)) return null;
    const template = templates.find(({ pattern }) => pattern.test(pathname))?.template;
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    // No such route: the router's 404, not an answer of an operation.
    if (!template || !operation) return null;
    const where = `${method} ${pathname} (${template})`;
    const status = String(res.status);
    const answer = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!answer)
      return `${where} answered ${status}, which the API document does not list (it lists ${Object.keys(operation.responses).join(', ')})`;
    if (method === 'HEAD') return null;
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!answer.content)
      return contentType && res.text ? `${where} answered ${status} with a body the document does not describe` : null;
    const media = answer.content[contentType];
    if (!media)
      return `${where} answered ${status} as '${contentType}', not as the document says (${Object.keys(answer.content).join(', ')})`;
    if (contentType !== 'application/json' || !media.schema) return null;
    const key = `${method} ${template} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...(toJsonSchema(media.schema) as Json), components });
      validators.set(key, validate);
    }
    if (validate(res.body)) return null;
    return `${where} answered ${status} with a body that does not match the document: ${ajv.errorsText(validate.errors)}`;
  };
}

/** Checks a value against a schema of the document (an example, say): what is wrong, or null. */
export function documentedSchemaChecker(document: ApiDocument): (schema: Json, value: unknown) => string | null {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const components = toJsonSchema(document.components ?? {});
  return (schema, value) => {
    const validate = ajv.compile({ ...(toJsonSchema(schema) as Json), components });
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}
