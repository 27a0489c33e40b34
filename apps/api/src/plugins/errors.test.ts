import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './errors.ts';

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
