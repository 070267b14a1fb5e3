import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FreezeBody, type FreezeList } from '@fairplay/contracts';
import { FREEZE_LIMITS } from '@fairplay/domain';
import { call, callWithMessage } from '../../../api/client';

export const freezeKeys = {
  all: ['freezes'] as const,
  list: (offset: number) => ['freezes', 'list', offset] as const,
};
/** The court sheet's listing shows frozen time, and a freeze may cancel bookings: it is refreshed after each change. */
const LISTING_KEY = ['court-sheet'] as const;
/** The club's settings (the same key as the settings screen): the form's default for cancel_on_freeze. */
const SETTINGS_KEY = ['business', 'settings'] as const;

/** GET microsettings/all?freeze=1: 30 per page from `offset`. */
export function useFreezeList(offset: number, enabled = true) {
  return useQuery({
    queryKey: freezeKeys.list(offset),
    // With freeze=1 the answer is the freezes list.
    queryFn: async () =>
      (await call(endpoints.availability.list, {
        query: { freeze: '1', offset, limit: FREEZE_LIMITS.pageSize },
      })) as FreezeList,
    enabled,
  });
}

/** The club's cancel_on_freeze setting, which the add-freeze form starts from. */
export function useCancelOnFreezeDefault(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => call(endpoints.settings.read),
    enabled,
    select: (settings) => settings.cancel_on_freeze,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: freezeKeys.all }),
      queryClient.invalidateQueries({ queryKey: LISTING_KEY }),
    ]);
}

/** POST appointment/freeze */
export function useCreateFreeze() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FreezeBody) => callWithMessage(endpoints.appointments.freeze, { body }),
    onSuccess: refresh,
  });
}

/** DELETE microsettings/delete/{id}?freeze=1: unfreezes. */
export function useUnfreeze() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      callWithMessage(endpoints.availability.delete, { params: { id }, query: { freeze: '1' } }),
    onSuccess: refresh,
  });
}
