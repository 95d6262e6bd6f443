import type { Language } from '@carseva/shared';
import { isText, type Text, translate } from './i18n';

/**
 * What an error says: a catalogue message (`say('errors.booking.slotFull')`), answered in the request's
 * language, or plain English for what only developers and operators meet (webhooks, admin tools).
 */
export type Message = string | Text;
export type FieldMessages = Record<string, Message[]>;

const inLanguage = (message: Message, language: Language) => (isText(message) ? translate(message, language) : message);

/** Errors the API means to show: a status, a machine code and a human message. */
export class AppError extends Error {
  /** `message` and `errors` are in English; the error handler answers in the request's language (messageIn, errorsIn). */
  readonly errors?: Record<string, string[]>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly said: Message,
    readonly fieldMessages?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    super(inLanguage(said, 'en'));
    this.name = 'AppError';
    this.errors = fieldMessages && this.errorsIn('en');
  }

  /** Whether any of its words come from the catalogues (else they are English whatever the request's language). */
  get translatable(): boolean {
    return isText(this.said) || Object.values(this.fieldMessages ?? {}).some((messages) => messages.some(isText));
  }

  messageIn(language: Language): string {
    return inLanguage(this.said, language);
  }

  errorsIn(language: Language): Record<string, string[]> | undefined {
    if (!this.fieldMessages) return undefined;
    return Object.fromEntries(Object.entries(this.fieldMessages).map(([field, messages]) => [field, messages.map((m) => inLanguage(m, language))]));
  }
}

export const notFound = (message: Message, code = 'NOT_FOUND') => new AppError(404, code, message);
export const badRequest = (message: Message, errors?: FieldMessages, code = 'VALIDATION_FAILED') => new AppError(400, code, message, errors);
export const unprocessable = (message: Message, errors?: FieldMessages, code = 'UNPROCESSABLE') => new AppError(422, code, message, errors);
export const conflict = (message: Message, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message: Message, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: Message, code = 'UNAVAILABLE') => new AppError(503, code, message);
