// First: zod's settings must be in place before any schema below is built.
import './zod-config';
export { inRupees } from './zod-config';

export * from './api';
export * from './ids';
export * from './patch';
export * from './booking';
export * from './dates';
export * from './geo';
export * from './money';
export * from './phone';
export * from './auth';
export * from './slot-window';
export * from './partner';
export * from './wallet';
export * from './booking-changes';
export * from './support';
export * from './vehicles';
export * from './cart-prices';
export * from './addresses';
export * from './pincodes';
export * from './booked-day';
export * from './sessions';
export * from './help';
export * from './admin';
export * from './gst';
export * from './reviews';
export * from './order-number';
