import type { TFieldErrors } from '@mainwork/contracts';

/**
 * How a form shows a field's messages (spec §5): Instant Apply and the forms built like it show the first one;
 * sign-up joins them with ' - '.
 */
export type MessageStyle = 'first' | 'joined';

/** The text to show under a field for the server's messages on `key`; undefined when it sent none. */
export function serverFieldMessage(
  errors: TFieldErrors | null | undefined,
  key: string,
  style: MessageStyle,
): string | undefined {
  const messages = (errors?.[key] ?? []).filter((message) => message.trim() !== '');
  if (messages.length === 0) return undefined;
  return style === 'first' ? messages[0] : messages.join(' - ');
}
