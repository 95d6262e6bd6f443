/** The promises module's public face: when the garage said the car would be ready, and the credit when it was late (ADR 38). */
export { promisesService, type PromisesService, PROMISE_MESSAGES, PROMISE_JOBS, HANDBACK_EVENT } from './service';
export { promisesRoutes } from './routes';
