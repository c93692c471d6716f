/**
 * One error type for everything a caller did wrong or may not do; the app's
 * error handler turns it into `{ error: { code, message } }` with its status.
 */
export type ErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthenticated'
  | 'totp_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'insufficient_funds'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'bad_origin'
  /** A reality check is due (DESIGN §16b): the page shows it; stakes wait for its acknowledgement. */
  | 'reality_check'
  /** A check that must pass could not be made (fail closed): nothing was done; try again. */
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  totp_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  bad_origin: 403,
  reality_check: 403,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code];
  }
}
