/** The notifications module's public face: order updates by SMS or WhatsApp, sent once per timeline entry and recipient. */
export {
  HANDOVER_TIMEOUT_SECONDS,
  MESSAGE_JOB_EXPIRE_SECONDS,
  MESSAGE_JOB_HEARTBEAT_SECONDS,
  NOTIFICATION_JOBS,
  notificationsService,
  type NotificationsService,
  SEND_RETRY_LIMIT,
} from './service';
export { notificationsRoutes } from './routes';
export { whatsappDevRoutes } from './dev-routes';
export { CUSTOMER_MESSAGES, GARAGE_MESSAGES, MESSAGE_KINDS, type MessageKind } from './kinds';
