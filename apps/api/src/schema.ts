/**
 * Every table, re-exported from the module that owns it (modules/<name>/schema.ts): drizzle-kit reads
 * this file to generate migrations. Application code imports its own module's schema, never this.
 */
export * from './modules/auth/schema';
export * from './modules/bookings/schema';
export * from './modules/catalog/schema';
export * from './modules/idempotency/schema';
export * from './modules/leads/schema';
export * from './modules/notifications/schema';
export * from './modules/payments/schema';
export * from './modules/slots/schema';
export * from './modules/staff/schema';
export * from './modules/vehicles/schema';
export * from './modules/addresses/schema';
export * from './modules/wallet/schema';
export * from './modules/invoices/schema';
export * from './modules/reviews/schema';
export * from './modules/audit/schema';
export * from './modules/legs/schema';
export * from './modules/media/schema';
export * from './modules/warranty/schema';
export * from './modules/promises/schema';
