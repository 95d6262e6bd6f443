/** The staff module's public face: roles, garage membership and the role checks. */
export { staffService, type StaffService, STAFF_MESSAGES } from './service';
export { staffRoutes } from './routes';
export { adminsOnly } from './admin-scope';
export { auditRole, type Capability, type ConsoleRole, can } from './capabilities';
