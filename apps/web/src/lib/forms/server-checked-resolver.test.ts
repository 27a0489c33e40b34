import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { ZLoginBody, type TLoginBody } from '@mainwork/contracts';
import { serverCheckedResolver } from './server-checked-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TLoginBody>;
const resolve = serverCheckedResolver<TLoginBody>(ZLoginBody);

describe("a contract schema's resolver that leaves the checks to the server", () => {
  it('shapes values the schema accepts (text trimmed as the server will)', async () => {
    expect(await resolve({ email: '  someone@example.com ', password: ' secret ' }, undefined, options)).toEqual({
      values: { email: 'someone@example.com', password: ' secret ' },
      errors: {},
    });
  });

  it('never refuses: values the schema would refuse go to the server as typed', async () => {
    const tooLong = `${'a'.repeat(320)}@example.com`;
    expect(ZLoginBody.safeParse({ email: tooLong, password: 'x' }).success).toBe(false);
    expect(await resolve({ email: tooLong, password: 'x' }, undefined, options)).toEqual({
      values: { email: tooLong, password: 'x' },
      errors: {},
    });
  });
});
