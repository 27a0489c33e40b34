import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEndpoints } from './index.ts';

describe('the endpoint table', () => {
  const all = listEndpoints();

  it('has one entry per method and path', () => {
    const keys = all.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a success response (or, for a link opened in a browser, a See Other) and a summary for every endpoint', () => {
    for (const { name, endpoint } of all) {
      const codes = Object.keys(endpoint.responses).map(Number);
      expect(
        codes.some((code) => (code >= 200 && code < 300) || code === 303),
        name,
      ).toBe(true);
      expect(endpoint.summary.length, name).toBeGreaterThan(0);
    }
  });

  it('names every path parameter in the params schema', () => {
    for (const { name, endpoint } of all) {
      const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual(pathParams.sort());
    }
  });

  it('only lets spec paths through: /auth/*, /api/v1/*, and /api/health and /api/ready for operators', () => {
    for (const { endpoint } of all) {
      expect(endpoint.path).toMatch(/^\/(auth\/|api\/v1\/|api\/health$|api\/ready$)/);
    }
  });
});

/** Every string schema reachable from a request body, with where it sits. */
function stringsOf(schema: z.ZodType, at: string, found: Array<{ at: string; schema: z.ZodString }>): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (schema instanceof z.ZodString) found.push({ at, schema });
  else if (schema instanceof z.ZodObject)
    for (const [key, inner] of Object.entries(schema.shape)) stringsOf(inner as z.ZodType, `${at}.${key}`, found);
  else if (schema instanceof z.ZodArray) stringsOf(schema.element as z.ZodType, `${at}[]`, found);
  else if (schema instanceof z.ZodUnion) for (const option of schema.options) stringsOf(option as z.ZodType, at, found);
  else if (def.innerType) stringsOf(def.innerType as z.ZodType, at, found);
  else if (def.type === 'pipe') stringsOf(def.in as z.ZodType, at, found);
}

describe('the request bodies’ text fields', () => {
  it('answer a value past the longest allowed as too long, never with the words for a blank field', () => {
    const strings: Array<{ at: string; schema: z.ZodString }> = [];
    for (const { name, endpoint } of listEndpoints()) if (endpoint.body) stringsOf(endpoint.body, name, strings);
    const limited = strings.filter(({ schema }) => typeof schema.maxLength === 'number');
    expect(limited.length).toBeGreaterThan(20);
    for (const { at, schema } of limited) {
      const result = schema.safeParse('x'.repeat(schema.maxLength! + 1));
      expect(result.success, at).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message, at).not.toMatch(/blank/i);
    }
  });
});
