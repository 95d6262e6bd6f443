/** The partner module's public face: the garage console's API, composed from bookings, slots, catalog and staff. */
export { partnerBookingsRoutes } from './bookings-routes';
export { partnerSettingsRoutes } from './settings-routes';
