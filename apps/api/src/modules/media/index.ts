/** The media module's public face: photos of bookings and staff portraits, in object storage (ADR 35). */
export { mediaService, type MediaService, MEDIA_MESSAGES, CLEAN_PENDING_JOB, LINK_TTL_SECONDS } from './service';
export { mediaRoutes } from './routes';
export { localStorageRoutes } from './local-routes';
