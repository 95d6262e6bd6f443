import type { AdminContactMessage, AdminLead, AdminPage } from '@carseva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Query } from './get-garages';

export type InboxKind = 'leads' | 'messages';
export type InboxRow<K extends InboxKind> = K extends 'leads' ? AdminLead : AdminContactMessage;

/** Price requests or contact messages, one page. */
export const useInbox = <K extends InboxKind>(kind: K, query: Query) =>
  useQuery({
    queryKey: ['admin', kind, query],
    queryFn: ({ signal }) => api.get<AdminPage<InboxRow<K>>>(`/admin/${kind}`, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The same filter as a CSV download link. */
export const csvHref = (kind: InboxKind, query: Query) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[0] !== 'page'));
  return `/api/v1/admin/${kind}.csv?${params}`;
};
