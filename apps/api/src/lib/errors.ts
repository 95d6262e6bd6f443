/** Errors the API means to show: a status, a machine code and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const badRequest = (message: string, errors?: Record<string, string[]>, code = 'VALIDATION_FAILED') => new AppError(400, code, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string[]>, code = 'UNPROCESSABLE') => new AppError(422, code, message, errors);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string, code = 'UNAVAILABLE') => new AppError(503, code, message);
