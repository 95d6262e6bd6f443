/** The audit module's public face: recording changes and reading a garage's or a booking's history. */
export { auditService, type AuditService, type AuditActor, type AuditChange } from './service';
