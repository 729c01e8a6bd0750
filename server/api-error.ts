/** One entry of an error's `details`: the field, the problem, and what to use instead where that helps. */
export interface ErrorDetail {
  field: string;
  message: string;
  use?: string;
}

/**
 * An error answered to the client. JSON `{error, code, details?, ...extra}`,
 * or plain text when `text` is set (ticket and guest writes answer some
 * errors in plain text, as the specification says).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: (ErrorDetail | string)[];
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly text: boolean;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { details?: (ErrorDetail | string)[]; extra?: Record<string, unknown>; headers?: Record<string, string>; text?: boolean } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.text = options.text ?? false;
  }

  body(): Record<string, unknown> {
    return { error: this.message, code: this.code, ...(this.details ? { details: this.details } : {}), ...this.extra };
  }
}

/** 400 validation failure naming each field and problem. */
export function validationError(details: (ErrorDetail | string)[], message?: string): ApiError {
  const first = details[0];
  const summary =
    message ?? (first === undefined ? 'Invalid request' : typeof first === 'string' ? first : `Invalid request: ${first.field} ${first.message}`);
  return new ApiError(400, 'validation_failed', summary, { details });
}

export function notFound(message: string, options: { text?: boolean; code?: string } = {}): ApiError {
  return new ApiError(404, options.code ?? 'not_found', message, { text: options.text });
}
