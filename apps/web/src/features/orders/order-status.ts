import type { ServiceStatus } from '@carseva/shared';
import type { MessageId, Translate } from '../../lib/i18n';

const STATUS_LABELS: Record<ServiceStatus, MessageId> = {
  pending: 'orders.status.pending',
  accepted: 'orders.status.accepted',
  processing: 'orders.status.processing',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
  rejected: 'orders.status.rejected',
};

/** A booking's status code in the customer's words and language (the badge on the list and the order page). */
export const statusLabel = (status: ServiceStatus, t: Translate) => t(STATUS_LABELS[status]);
