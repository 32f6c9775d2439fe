/**
 * Errors that cross the bridge. Both transports carry them as data ({ok: false, error}) so that the
 * HTTP status and the server's message survive, which the error catalogue depends on.
 */
export const BRIDGE_ERROR_CODES = [
  'HTTP', // the server answered 4xx/5xx: status and message kept
  'OFFLINE', // the server could not be reached
  'UNAUTHENTICATED', // no session, or it expired and could not be refreshed
  'INVALID_ARGUMENT', // an argument failed its schema
  'UNKNOWN_METHOD',
  'FORBIDDEN_SENDER',
  'LOGIN_CANCELLED',
  'LOGIN_TIMEOUT',
  'LOGIN_BUSY',
  'LOGIN_FAILED',
  'NOT_ALLOWED', // e.g. an external URL outside the allow-list
  'INTERNAL',
] as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

export interface BridgeErrorData {
  code: BridgeErrorCode;
  message: string;
  status?: number;
}

export class BridgeError extends Error implements BridgeErrorData {
  readonly code: BridgeErrorCode;
  readonly status?: number;
  constructor(code: BridgeErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    if (status !== undefined) this.status = status;
  }
  toData(): BridgeErrorData {
    return this.status === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, status: this.status };
  }
  static from(data: BridgeErrorData): BridgeError {
    return new BridgeError(data.code, data.message, data.status);
  }
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeErrorData };
