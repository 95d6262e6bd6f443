/** The legs module's public face: the car's journey (pickup and drop legs, codes, condition reports, live positions; ADR 36). */
export { legsService, type LegsService, type LegsMedia, FLAG_STALLED_JOB, STALLED_MINUTES } from './service';
export { legsRoutes } from './routes';
export { liveRoutes } from './live-routes';
export { liveHub, type LiveHub } from './live';
export { LEG_MESSAGES } from './messages';
