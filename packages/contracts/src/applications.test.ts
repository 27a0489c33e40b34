import { describe, expect, it } from 'vitest';
import { ZApplicationFields, ZApplyQuery, ZDefaultApplicationFields } from './applications.ts';
import { ZShareLinkKey } from './share-links.ts';

describe('applying and referring shapes', () => {
  it('takes the external apply body as it is sent: an empty application', () => {
    expect(ZApplicationFields.parse({ application: {} })).toEqual({ application: {} });
    expect(ZApplicationFields.parse({})).toEqual({});
  });

  it('trims the Instant Apply text fields and leaves the rules to the server', () => {
    const parsed = ZApplicationFields.parse({ application: { first_name: '  Ada ', phone: '(617)-555-0100' } });
    expect(parsed.application).toEqual({ first_name: 'Ada', phone: '(617)-555-0100' });
    expect(ZDefaultApplicationFields.parse({ default_application: { email: ' a@b.co ' } })).toEqual({
      default_application: { email: 'a@b.co' },
    });
  });

  it('accepts any share key in the apply query (unknown keys are ignored) but only URL-safe keys in paths', () => {
    expect(ZApplyQuery.parse({ key: 'not a key!' })).toEqual({ key: 'not a key!' });
    expect(ZApplyQuery.parse({ key: ['a', 'b'] })).toEqual({});
    expect(ZApplyQuery.parse({ key: 'k'.repeat(201) })).toEqual({});
    expect(ZShareLinkKey.safeParse('abc_DEF-123').success).toBe(true);
    expect(ZShareLinkKey.safeParse('../etc').success).toBe(false);
  });
});
