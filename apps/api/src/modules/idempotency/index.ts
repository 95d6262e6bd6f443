/** The idempotency module's public face. */
export { idempotencyService, type IdempotencyService, IDEMPOTENCY_MESSAGES, KeyAlreadyUsed, type KeyedRequest, type Replay } from './service';
export { idempotencyPlugin, keyOf, sendAnswer } from './plugin';
