import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { InboxKind } from './get-inbox';

/** Marks a lead or message answered, with a note. */
export function useMarkHandled(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => api.post(`/admin/${kind}/${id}/handled`, { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}
