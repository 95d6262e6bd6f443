/** The vehicles module's public face (My Cars). */
export { vehiclesService, type VehiclesService, VEHICLE_MESSAGES } from './service';
export { vehiclesRoutes } from './routes';
