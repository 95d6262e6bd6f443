import type { AdminPage, AuditEntry } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A garage's or a booking's change history. */
export const useAudit = (of: { garage: number } | { booking: string }) => {
  const path = 'garage' in of ? `/admin/garages/${of.garage}/audit` : `/admin/bookings/${encodeURIComponent(of.booking)}/audit`;
  return useQuery({ queryKey: ['admin', 'audit', path], queryFn: ({ signal }) => api.get<AdminPage<AuditEntry>>(path, undefined, signal), retry: false });
};
