/**
 * One rule for every text that enters the API (path, query, JSON body, multipart field names and
 * values): no NUL character (PostgreSQL cannot store one) and no unpaired UTF-16 surrogate (it is no
 * character at all, and cannot be written as UTF-8). A text breaking it is refused where it enters,
 * before any route sees it.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request the product takes (a multipart field nests 5 levels, JSON bodies 4). */
export const MAX_INPUT_DEPTH = 32;

export const UNACCEPTABLE_TEXT_MESSAGE = 'contains characters that are not allowed';

export function isAcceptableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** Where a value breaks the rule: the path of the first bad text (keys count), or nesting past the limit. */
export type TextProblem = { kind: 'text'; path: string[] } | { kind: 'depth' };

/** Walks strings, arrays and objects (keys included), without recursion past MAX_INPUT_DEPTH. */
export function findUnacceptableText(value: unknown, path: string[] = []): TextProblem | null {
  if (typeof value === 'string') return isAcceptableText(value) ? null : { kind: 'text', path };
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH) return { kind: 'depth' };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isAcceptableText(key)) return { kind: 'text', path: [...path, key.replace(/[^\w-]/g, '?')] };
    const problem = findUnacceptableText(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}
