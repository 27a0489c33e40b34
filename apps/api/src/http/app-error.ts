import type { TFieldErrors } from '@mainwork/contracts';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error handler turns it into `{ error }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: TFieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: TFieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static invalid(fields: TFieldErrors): AppError {
    return new AppError('invalid', 'Validation failed', { fields });
  }

  static notFound(what = 'Record'): AppError {
    return new AppError('not_found', `${what} not found.`);
  }

  static forbidden(message = 'You are not allowed to do that.'): AppError {
    return new AppError('forbidden', message);
  }

  static unauthorized(message = 'You need to sign in or sign up before continuing.'): AppError {
    return new AppError('unauthorized', message);
  }
}

/** Collects field errors under the spec's keys, e.g. `errors.add('businesses.name', "can't be blank")`. */
export class FieldErrors {
  private readonly byField: TFieldErrors = {};

  add(field: string, message: string): void {
    (this.byField[field] ??= []).push(message);
  }

  has(field?: string): boolean {
    return field ? Boolean(this.byField[field]?.length) : Object.keys(this.byField).length > 0;
  }

  throwIfAny(): void {
    if (this.has()) throw AppError.invalid(this.byField);
  }
}
