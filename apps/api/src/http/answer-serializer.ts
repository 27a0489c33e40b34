import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A JSON Schema as zod writes it and fast-json-stringify reads it. */
type Json = { [keyword: string]: unknown };

/**
 * Why a contract schema cannot be compiled (its answers then go through zod as before), or null. The
 * compiled serializer writes what a JSON Schema describes; a schema that changes values on the way out
 * (a codec, a transform, a default, a trimmed string) or a kind JSON Schema says less about than zod
 * checks is left to zod, which encodes through it.
 */
export function uncompilablePart(schema: z.ZodType, seen = new Set<z.ZodType>()): string | null {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = schema._zod.def as unknown as { type: string } & Record<string, unknown>;
  const inner = (...schemas: unknown[]) => {
    for (const part of schemas) {
      const problem = part ? uncompilablePart(part as z.ZodType, seen) : null;
      if (problem) return problem;
    }
    return null;
  };
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []) as Array<{ _zod: { def: { check: string } } }>;
      return checks.some((check) => check._zod.def.check === 'overwrite') ? 'a string rewritten on the way out' : null;
    }
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
    case 'any':
    case 'unknown':
    case 'date':
      return null;
    case 'object':
      return inner(...Object.values(def.shape as Record<string, z.ZodType>), def.catchall);
    case 'array':
      return inner(def.element);
    case 'union':
      return inner(...(def.options as z.ZodType[]));
    case 'nullable':
    case 'optional':
    case 'readonly':
      return inner(def.innerType);
    case 'record':
      return (def.keyType as z.ZodType)._zod.def.type === 'string' ? inner(def.valueType) : 'a record of other keys';
    case 'tuple':
      return inner(...(def.items as z.ZodType[]), def.rest);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'never':
      return null;
    default:
      return `a ${def.type}`;
  }
}

const isNullSchema = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as Json).type === 'null' && Object.keys(schema).length === 1;

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'nullable'];

/**
 * Adapts zod's JSON Schema to what fast-json-stringify writes byte for byte as JSON.stringify wrote zod's
 * answer: undeclared keys are left out whatever `additionalProperties` says (zod strips them; `false`
 * would make a union's branch test refuse them), no default or format changes a value, a nullable
 * member is `nullable` rather than a branch to test, and the keys keep the contract's order (the
 * serializer writes required keys first, so an object whose optional key comes first lists none).
 */
function fitForSerializer(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fitForSerializer);
  if (typeof value !== 'object' || value === null) return value;
  const schema: Json = {};
  for (const [keyword, child] of Object.entries(value as Json)) {
    if (keyword === 'properties' || keyword === 'definitions' || keyword === '$defs') {
      schema[keyword] = Object.fromEntries(
        Object.entries(child as Json).map(([name, property]) => [name, fitForSerializer(property)]),
      );
    } else if (keyword === 'additionalProperties' && child === false) continue;
    else if (['$schema', 'default', 'format', 'propertyNames', 'description', 'title'].includes(keyword)) continue;
    else schema[keyword] = fitForSerializer(child);
  }
  const members = schema.anyOf as Json[] | undefined;
  if (members?.length === 2 && members.some(isNullSchema)) {
    const other = members.find((member) => !isNullSchema(member))!;
    if (Object.keys(other).length === 0)
      delete schema.anyOf; // {} writes null as JSON.stringify does
    else if (typeof other.type === 'string' && !COMBINATORS.some((keyword) => keyword in other)) {
      delete schema.anyOf;
      // Ajv (choosing a union's branch) reads `nullable` beside a type, and an enum must list null itself.
      Object.assign(
        schema,
        other,
        { nullable: true },
        Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {},
      );
    }
  }
  const required = schema.required as string[] | undefined;
  if (required && schema.properties) {
    const keys = Object.keys(schema.properties);
    const optionalFirst = keys.some(
      (key, index) => !required.includes(key) && keys.slice(index).some((later) => required.includes(later)),
    );
    if (optionalFirst) delete schema.required;
  }
  return schema;
}

/** The JSON Schema an answer of `schema` is compiled from. */
export function answerJsonSchema(schema: z.ZodType): Json {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // A date (or anything else JSON Schema cannot say) becomes {}: written by JSON.stringify, as before.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  });
  return fitForSerializer(converted) as Json;
}

export type AnswerSerializer = { compiled: boolean; serialize(data: unknown): string };

/**
 * One answer's serializer: fast-json-stringify compiled from the contract schema, or zod's encode and
 * JSON.stringify where the schema cannot be compiled. With `checkAgainstContract` (every environment but
 * production) each answer also goes through zod: an answer that does not fit its contract fails as it
 * always did, and one the compiled serializer would write differently fails too, naming both texts.
 */
export function answerSerializer(
  schema: z.ZodType,
  options: { checkAgainstContract: boolean; method: string; url: string },
): AnswerSerializer {
  const { method, url } = options;
  const viaZod = (data: unknown) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  if (uncompilablePart(schema)) return { compiled: false, serialize: viaZod };
  const compiled = fastJson(answerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (
    data: unknown,
  ) => string;
  const viaCompiled = (data: unknown) => {
    try {
      return compiled(data);
    } catch (error) {
      throw new Error(`${method} ${url}: the answer does not fit its contract`, { cause: error });
    }
  };
  if (!options.checkAgainstContract) return { compiled: true, serialize: viaCompiled };
  return {
    compiled: true,
    serialize: (data) => {
      const expected = viaZod(data);
      const written = viaCompiled(data);
      if (written !== expected)
        throw new Error(`${method} ${url}: the compiled serializer wrote ${written} where zod wrote ${expected}`);
      return written;
    },
  };
}

/** Fastify's serializer compiler for the contract routes' zod response schemas (decision 047). */
export function answerSerializerCompiler(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
    return answerSerializer(route.schema, { ...options, method: route.method, url: route.url }).serialize;
  };
}
