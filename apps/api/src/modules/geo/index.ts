/** The geo module's public face: addresses from coordinates and back, through the configured geocoder. */
export { geoService, type GeoService } from './service';
export { geoRoutes } from './routes';
