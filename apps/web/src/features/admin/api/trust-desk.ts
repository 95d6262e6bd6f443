import type {
  CategoryWarranty,
  ClaimDecisionBody,
  DamageDecisionBody,
  DamageReport,
  LateCreditRule,
  LateCreditRuleBody,
  TrustDesk,
  WarrantyClaim,
} from '@carseva/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const trustDeskQuery = (filter: { garage?: number; city?: number }) =>
  queryOptions({ queryKey: ['admin', 'trust-desk', filter], queryFn: ({ signal }) => api.get<TrustDesk>('/admin/trust-desk', filter, signal) });
export const lateRuleQuery = queryOptions({
  queryKey: ['admin', 'late-credit-rule'],
  queryFn: ({ signal }) => api.get<LateCreditRule>('/admin/late-credit-rule', undefined, signal),
});

/** Open claims, damage reports and late credits, oldest first, with each garage's 30-day figures. */
export const useTrustDesk = (filter: { garage?: number; city?: number }) => useQuery(trustDeskQuery(filter));
/** The late-credit rule. */
export const useLateRule = () => useQuery(lateRuleQuery);

export function useSaveLateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LateCreditRuleBody) => api.put<LateCreditRule>('/admin/late-credit-rule', body).then((r) => r.data),
    onSuccess: (rule) => queryClient.setQueryData(lateRuleQuery.queryKey, rule),
  });
}

/** Decides an escalated claim or resolves a damage report, once; the desk is read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      ask: { kind: 'claim'; id: number; body: ClaimDecisionBody } | { kind: 'damage'; id: number; body: DamageDecisionBody },
    ): Promise<WarrantyClaim | DamageReport> =>
      ask.kind === 'claim'
        ? api.post<WarrantyClaim>(`/admin/claims/${ask.id}/decision`, ask.body).then((r) => r.data)
        : api.post<DamageReport>(`/admin/damage/${ask.id}/decision`, ask.body).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'trust-desk'] }),
  });
}

export const categoryWarrantiesQuery = queryOptions({
  queryKey: ['admin', 'category-warranties'],
  queryFn: ({ signal }) => api.get<CategoryWarranty[]>('/admin/categories/warranty', undefined, signal),
});
/** Each service category's warranty period. */
export const useCategoryWarranties = () => useQuery(categoryWarrantiesQuery);

export function useSetCategoryWarranty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) => api.put<CategoryWarranty[]>(`/admin/categories/${id}/warranty`, { days }).then((r) => r.data),
    onSuccess: (all) => queryClient.setQueryData(categoryWarrantiesQuery.queryKey, all),
  });
}
