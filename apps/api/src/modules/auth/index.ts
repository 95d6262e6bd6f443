/** The auth module's public face: OTP sign-in, sessions and the signed-in user, and the local SMS outbox's page. */
export { authService, type AuthService, AUTH_ERRORS, AUTH_RULES } from './service';
export { authRoutes } from './routes';
export { outboxRoutes } from './outbox-routes';
export { SESSION_COOKIE, sessionPlugin, sessionToken } from './session-plugin';
export { offlinePlaces, type PlaceResolver } from './device';
