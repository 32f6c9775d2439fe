/**
 * Errors that cross the bridge. Both transports carry them as data ({ok: false, error}) so that the
 * HTTP status and the server's message survive, which the error catalogue depends on.
 */
export const BRIDGE_ERROR_CODES = [
  'HTTP', // the server answered 4xx/5xx: status and message kept
  'OFFLINE', // the server could not be reached
  'SLOW', // the server took the request but its answer did not come within the wait allowed
  'UNAUTHENTICATED', // no session, or it expired and could not be refreshed
  'INVALID_ARGUMENT', // an argument failed its schema
  'UNKNOWN_METHOD',
  'FORBIDDEN_SENDER',
  'LOGIN_CANCELLED',
  'LOGIN_TIMEOUT',
  'LOGIN_BUSY',
  'LOGIN_FAILED',
  'NOT_ALLOWED', // e.g. an external URL outside the allow-list
  'INSECURE_URL', // a server or identity provider address that is not https (nor http on loopback)
  'UPLOAD_REJECTED', // a file refused before sending: reason holds the first rejection code
  'NOT_FOUND', // a download, draft or file the caller named does not exist
  'CANCELLED',
  'INTERNAL',
] as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

export interface BridgeErrorData {
  code: BridgeErrorCode;
  message: string;
  status?: number;
  /** Machine-readable detail, e.g. the upload rejection code (file-too-large). */
  reason?: string;
  /** The periodical a refusal names (spec 2 §8 "Publish online: 400 or 403 use the server message with periodicalId"). */
  periodicalId?: string;
}

export class BridgeError extends Error implements BridgeErrorData {
  readonly code: BridgeErrorCode;
  readonly status?: number;
  readonly reason?: string;
  readonly periodicalId?: string;
  constructor(code: BridgeErrorCode, message: string, status?: number, reason?: string, periodicalId?: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    if (status !== undefined) this.status = status;
    if (reason !== undefined) this.reason = reason;
    if (periodicalId !== undefined) this.periodicalId = periodicalId;
  }
  toData(): BridgeErrorData {
    const data: BridgeErrorData = { code: this.code, message: this.message };
    if (this.status !== undefined) data.status = this.status;
    if (this.reason !== undefined) data.reason = this.reason;
    if (this.periodicalId !== undefined) data.periodicalId = this.periodicalId;
    return data;
  }
  static from(data: BridgeErrorData): BridgeError {
    return new BridgeError(data.code, data.message, data.status, data.reason, data.periodicalId);
  }
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeErrorData };
