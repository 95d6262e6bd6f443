/** The idempotency module's public face. */
export { idempotencyService, type IdempotencyService, IDEMPOTENCY_MESSAGES } from './service';
export { idempotencyPlugin } from './plugin';
