import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@mainwork/contracts';
import { REQUEST_ENVELOPES, fieldKey, toErrorResponse } from './errors.ts';

describe('a statement PostgreSQL cancelled (57014) outside the search routes', () => {
  it('answers the generic 503 in the error shape, not the search’s message', () => {
    // As pg raises it: a DatabaseError carrying the SQLSTATE.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(toErrorResponse(cancelled)).toEqual({
      status: 503,
      body: { error: 'The service is briefly unavailable. Please try again in a moment.' },
      headers: { 'retry-after': '5' },
    });
  });
});

describe('the keys of a refused request body', () => {
  const jsonEnvelopes = Object.values(endpoints)
    .flatMap((group) => Object.values(group as Record<string, unknown>))
    .filter((endpoint): endpoint is { body: z.ZodObject } => {
      const body = (endpoint as { body?: unknown }).body;
      return body instanceof z.ZodObject && Object.keys(body.shape).length === 1;
    })
    .map((endpoint) => Object.entries(endpoint.body.shape)[0]!)
    .filter(([, inner]) => inner instanceof z.ZodObject)
    .map(([envelope]) => envelope);

  it('name the field inside every one-key body of the contracts, as the services name it', () => {
    expect(jsonEnvelopes.length).toBeGreaterThan(5);
    for (const envelope of new Set(jsonEnvelopes)) {
      expect(REQUEST_ENVELOPES, `add '${envelope}' to REQUEST_ENVELOPES`).toContain(envelope);
      expect(fieldKey(`/${envelope}/name`)).toBe('name');
    }
  });

  it('keep a nested attribute’s place: /job/address_attributes/city is address.city', () => {
    expect(fieldKey('/job/address_attributes/city')).toBe('address.city');
    expect(fieldKey('/webhook/url')).toBe('url');
  });
});
