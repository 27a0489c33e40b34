/**
 * Collects query parameters while SQL text is assembled from fixed fragments: values only ever travel
 * as `$n` parameters, never inside the text.
 */
export class SqlParams {
  readonly values: unknown[];

  /** Starts from `values` already bound (`$1` onwards). */
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
