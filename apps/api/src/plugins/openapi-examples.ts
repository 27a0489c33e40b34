/** A JSON Schema or OpenAPI object as the document holds it. */
type Json = Record<string, unknown>;

/** Values a reader recognises, by the name of the field they fill. */
const BY_FIELD_NAME: Record<string, unknown> = {
  email: 'ada.byron@example.com',
  first_name: 'Ada',
  last_name: 'Byron',
  phone: '6175550100',
  password: 'walk1ngdog-harbor',
  title: 'Warehouse Supervisor',
  name: 'Harbor Freight Co',
  business_name: 'Harbor Freight Co',
  city: 'Boston',
  zip: '02110',
  address_one: '1 Harbor Street',
  address_two: 'Suite 4',
  code: 'MA',
  tagline: 'Moving New England since 1982',
  description: 'Lead a team of eight on the day shift.',
  message: 'Done.',
  url: 'https://example.com/',
  key: 'spring-fair',
  q: 'warehouse',
  location: 'Boston, MA',
  prompt: 'Can you lift 50 pounds?',
  choices: 'Yes',
  comments: 'I ran the night shift at a distribution centre for three years.',
  logo: 'https://jobs.example.com/api/v1/files/12',
  ats_link: 'https://careers.example.com/jobs/123',
};

/** The `name` of a lookup or a related row, by the field holding it (`job_type: { id, name }`). */
const NAME_BY_PARENT: Record<string, string> = {
  job_type: 'Full-time',
  job_experience_level: 'Mid level',
  job_industry: 'Transportation and logistics',
  job_function: 'Operations',
  job_location_type: 'On-site',
  state: 'Massachusetts',
  benefits: 'Health insurance',
  benefits_attributes: 'Health insurance',
  reward_source: 'Harbor Books',
  organization: 'Boston Chamber of Commerce',
  organizations: 'Boston Chamber of Commerce',
  employer_size: '11-50 employees',
  region: 'Greater Boston',
};

/** Amounts in dollars, by field. */
const AMOUNTS: Record<string, number> = {
  minimum_salary: 18,
  maximum_salary: 24,
  amount: 500,
  estimated_value: 500,
};

const DATE_TIME = '2026-03-02T15:04:05.000Z';

function fitLength(text: string, schema: Json): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const long = text.length < min ? text.padEnd(min, 'x') : text;
  return long.slice(0, max);
}

function stringExample(schema: Json, field: string | undefined, parent: string | undefined): string {
  if (schema.format === 'date-time') return DATE_TIME;
  if (schema.format === 'date') return DATE_TIME.slice(0, 10);
  if (schema.format === 'email') return BY_FIELD_NAME.email as string;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'binary') return '';
  if (field?.endsWith('_at') || field?.endsWith('_on')) return DATE_TIME;
  const named =
    field === undefined
      ? undefined
      : field === 'name' && parent && NAME_BY_PARENT[parent]
        ? NAME_BY_PARENT[parent]
        : field === 'id' || field.endsWith('_id')
          ? '3'
          : BY_FIELD_NAME[field];
  const candidates = [typeof named === 'string' ? named : undefined, field?.replace(/_/g, ' '), '1', 'example'];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const fitted = fitLength(candidate, schema);
    if (!pattern || pattern.test(fitted)) return fitted;
  }
  return fitLength('example', schema);
}

function numberExample(schema: Json, field: string | undefined): number {
  const integer = schema.type === 'integer';
  let value = (field !== undefined ? AMOUNTS[field] : undefined) ?? (integer ? 3 : 9.5);
  if (typeof schema.minimum === 'number')
    value = Math.max(value, schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0));
  if (typeof schema.maximum === 'number')
    value = Math.min(value, schema.maximum - (schema.exclusiveMaximum === true ? 1 : 0));
  return value;
}

/**
 * An example value that matches a schema of the document, made from the schema alone (with field names
 * for readable strings): what the document shows for an operation whose contract gives no example.
 */
export function exampleOf(schema: Json, resolve: (ref: string) => Json, field?: string, parent?: string): unknown {
  if (typeof schema.$ref === 'string') return exampleOf(resolve(schema.$ref), resolve, field, parent);
  if ('example' in schema) return schema.example;
  if ('default' in schema && schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (members?.length) {
    const member = members.find((candidate) => candidate.type !== 'null') ?? members[0]!;
    return exampleOf(member, resolve, field, parent);
  }
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as Json[]).map((part) => exampleOf(part, resolve, field, parent)));
  switch (schema.type) {
    case 'string':
      return stringExample(schema, field, parent);
    case 'integer':
    case 'number':
      return numberExample(schema, field);
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      const item = exampleOf((schema.items as Json | undefined) ?? {}, resolve, field, parent);
      return Array.from({ length: count }, () => item);
    }
    case 'object':
    case undefined: {
      const properties = schema.properties as Record<string, Json> | undefined;
      if (!properties) {
        if (schema.type === undefined) return schema.nullable === true ? null : 'example';
        return {};
      }
      return Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, exampleOf(child, resolve, key, field)]),
      );
    }
    default:
      return null;
  }
}
