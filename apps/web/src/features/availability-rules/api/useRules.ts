import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type RuleBody,
  type RuleList,
  type RulePreviewBody,
  type RuleUpdateBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const ruleKeys = {
  all: ['availability-rules'] as const,
  list: (offset: number) => ['availability-rules', 'list', offset] as const,
  detail: (id: number) => ['availability-rules', 'detail', id] as const,
  expiring: ['availability-rules', 'expiring'] as const,
  whoCanBook: ['availability-rules', 'who-can-book'] as const,
  sports: ['availability-rules', 'sports'] as const,
};
/** The court sheet's listing holds the rules as events: a rule change refreshes it too. */
const LISTING_KEY = ['court-sheet'] as const;

/** GET microsettings/all: 30 per page from `offset`. */
export function useRuleList(offset: number, enabled = true) {
  return useQuery({
    queryKey: ruleKeys.list(offset),
    // Without freeze=1 the answer is the rules list.
    queryFn: async () => (await call(endpoints.availability.list, { query: { offset, limit: 30 } })) as RuleList,
    enabled,
  });
}

/** GET microsettings/{id} */
export function useRule(id: number | null) {
  return useQuery({
    queryKey: ruleKeys.detail(id ?? 0),
    queryFn: () => call(endpoints.availability.get, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

/** GET microsettings/expiring: the renewal banner and the list's "Expires on". */
export function useExpiringRules(enabled: boolean) {
  return useQuery({
    queryKey: ruleKeys.expiring,
    queryFn: () => call(endpoints.availability.expiring),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET microsettings/whocanbook: the pickers' options. */
export function useWhoCanBookOptions() {
  return useQuery({
    queryKey: ruleKeys.whoCanBook,
    queryFn: () => call(endpoints.availability.whoCanBook),
    staleTime: 60_000,
  });
}

/** GET facility/sport: the sport catalogue. */
export function useSports() {
  return useQuery({
    queryKey: ruleKeys.sports,
    queryFn: () => call(endpoints.sports.list, { query: {} }),
    staleTime: 10 * 60_000,
  });
}

function useRuleMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: LISTING_KEY }),
      ]);
    },
  });
}

export const useAddRule = () =>
  useRuleMutation((body: RuleBody) => callWithMessage(endpoints.availability.add, { body }));
export const useUpdateRule = () =>
  useRuleMutation(({ id, body }: { id: number; body: RuleUpdateBody }) =>
    callWithMessage(endpoints.availability.update, { params: { id }, body }),
  );
export const useStarRule = () =>
  useRuleMutation(({ id, stared }: { id: number; stared: boolean }) =>
    call(endpoints.availability.star, { params: { id }, body: { stared } }),
  );
export const useDeleteRule = () =>
  useRuleMutation(({ id, groupBy }: { id: number; groupBy?: string }) =>
    call(endpoints.availability.delete, { params: { id }, query: groupBy ? { group_by: groupBy } : {} }),
  );

/** POST microsettings/preview: the upcoming bookings the rule as entered would no longer admit; saves nothing. */
export function usePreviewRule() {
  return useMutation({
    mutationFn: (body: RulePreviewBody) => call(endpoints.availability.preview, { body }),
  });
}
