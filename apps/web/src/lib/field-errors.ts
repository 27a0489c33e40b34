import type { TFieldErrors } from '@mainwork/contracts';

/** The first message the server sent for a field (spec §5 Instant Apply: the form shows the first one). */
export function firstFieldError(errors: TFieldErrors | null | undefined, key: string): string | undefined {
  return errors?.[key]?.find((message) => message.trim() !== '');
}
