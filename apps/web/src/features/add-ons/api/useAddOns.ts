import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddOnBody, type AddOnUpdateBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const addOnKeys = {
  all: ['add-ons'] as const,
  list: (archived: boolean) => ['add-ons', 'list', archived] as const,
  forCourt: (courtId: number, start: string, end: string, appointmentId: number | null) =>
    ['add-ons', 'court', courtId, start, end, appointmentId] as const,
};

/** GET add_on[?status=1]: the club's add-ons, or the removed ones. */
export function useAddOnList(archived = false) {
  return useQuery({
    queryKey: addOnKeys.list(archived),
    queryFn: () => call(endpoints.addOns.list, { query: { status: archived ? '1' : '0' } }),
  });
}

/** POST add_on/list/{courtId}: what a booking on the court at these times may add, with the units left. */
export function useAddOnsForCourt(
  courtId: number | null,
  start: string | null,
  end: string | null,
  appointmentId: number | null = null,
) {
  return useQuery({
    queryKey: addOnKeys.forCourt(courtId ?? 0, start ?? '', end ?? '', appointmentId),
    queryFn: () =>
      call(endpoints.addOns.forCourt, {
        params: { id: courtId! },
        body: { start_time: start!, end_time: end!, ...(appointmentId ? { appointment_id: appointmentId } : {}) },
      }),
    enabled: courtId !== null && start !== null && end !== null && end > start,
    placeholderData: keepPreviousData,
  });
}

function useAddOnMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addOnKeys.all }),
  });
}

export const useCreateAddOn = () =>
  useAddOnMutation((body: AddOnBody) => callWithMessage(endpoints.addOns.create, { body }));

export const useUpdateAddOn = () =>
  useAddOnMutation(({ id, body }: { id: number; body: AddOnUpdateBody }) =>
    callWithMessage(endpoints.addOns.update, { params: { id }, body }),
  );

export const useRemoveAddOn = () =>
  useAddOnMutation((id: number) => callWithMessage(endpoints.addOns.remove, { params: { id } }));
