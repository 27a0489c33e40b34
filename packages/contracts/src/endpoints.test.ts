import { describe, expect, it } from 'vitest';
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
