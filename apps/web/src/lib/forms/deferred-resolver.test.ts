import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { deferredResolver } from './deferred-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const trimming: Resolver<Values> = async (values) => ({ values: { email: values.email.trim() }, errors: {} });

describe('a resolver loaded when first wanted', () => {
  it('loads nothing until it is used, then loads once and shapes the values with what it loaded', async () => {
    const load = vi.fn(async () => trimming);
    const resolve = deferredResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await resolve({ email: ' a@example.com ' }, undefined, options)).toEqual({
      values: { email: 'a@example.com' },
      errors: {},
    });
    await resolve({ email: 'b@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the submit after it uses that same load', async () => {
    const load = vi.fn(async () => trimming);
    const resolve = deferredResolver(load);
    resolve.preload();
    resolve.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolve({ email: ' c@example.com' }, undefined, options)).values).toEqual({ email: 'c@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the values as typed when the load fails, and tries the load again on the next submit', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(trimming);
    const resolve = deferredResolver(load);
    resolve.preload();

    expect(await resolve({ email: ' d@example.com ' }, undefined, options)).toEqual({
      values: { email: ' d@example.com ' },
      errors: {},
    });
    expect((await resolve({ email: ' d@example.com ' }, undefined, options)).values).toEqual({
      email: 'd@example.com',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
