/** The admin module's public face: the platform team's console API, composed from the other modules' services. */
export { adminService, type AdminService } from './service';
export { adminRoutes } from './routes';
