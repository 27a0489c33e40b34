import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
// Contract schemas are parsed here: zod's CSP-safe settings first.
import '../zod.ts';

/**
 * A react-hook-form resolver from a contract's request schema that shapes values and never refuses them.
 * Values the schema accepts are submitted as it outputs them (text trimmed as the server will); values it
 * would refuse (a text longer than the contract allows…) are submitted as typed, so the server decides and its
 * message shows under the field: the spec leaves these checks to the server (§5 "Other client validation:
 * none", Instant Apply "Checks are server-side"). Docs: docs/decisions/015-forms.md.
 */
export function serverCheckedResolver<TValues extends FieldValues, TContext = unknown>(
  schema: z.ZodType,
): Resolver<TValues, TContext> {
  const shape = zodResolver(schema as never) as unknown as Resolver<TValues, TContext>;
  return async (values, context, options) => {
    const shaped = await shape(values, context, options);
    return Object.keys(shaped.errors).length === 0 ? shaped : { values, errors: {} };
  };
}
