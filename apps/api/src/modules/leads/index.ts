/** The leads module's public face: recording price requests and messages, and the admin inbox of them. */
export { leadsService, type LeadsService } from './service';
export { leadsRoutes } from './routes';
export { leadsInbox, type LeadsInbox, EXPORT_LIMIT } from './inbox';
