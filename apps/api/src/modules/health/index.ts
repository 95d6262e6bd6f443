/** The health module's public face: liveness and readiness for load balancers and the Procfile's checks. */
export { healthRoutes } from './routes';
