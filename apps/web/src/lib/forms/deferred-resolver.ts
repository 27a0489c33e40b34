import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver that loads when first wanted, and can be asked to start loading early. */
export type DeferredResolver<TValues extends FieldValues, TContext> = Resolver<TValues, TContext> & {
  /** Starts the load (the form's first focus calls it), so the first submit does not wait for it. */
  preload(): void;
};

/**
 * A resolver whose code (a contract's schema, and zod with it) is loaded on the first submit, or earlier when
 * the form is first focused: the public forms' pages do not carry zod on their first route (decision 076).
 * The resolver it loads only shapes values (`serverCheckedResolver`), so when the load fails the values go to
 * the server as typed, and the next submit tries the load again.
 */
export function deferredResolver<TValues extends FieldValues, TContext = unknown>(
  load: () => Promise<Resolver<TValues, TContext>>,
): DeferredResolver<TValues, TContext> {
  let loading: Promise<Resolver<TValues, TContext>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw cause;
    }));
  const resolver: Resolver<TValues, TContext> = async (values, context, options) => {
    let resolve: Resolver<TValues, TContext>;
    try {
      resolve = await loaded();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
