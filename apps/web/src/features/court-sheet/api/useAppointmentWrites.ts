import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtSheetEvent, DragAndDropBody, UpdateAppointmentBody } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { refreshSchedule } from './keys';

/** Delete scopes offered for an event: this one (delete), or part of its recurrence (remove_partly). */
export type DeleteScope = 0 | 1 | 2 | 4;

export interface DeleteRequest {
  event: CourtSheetEvent;
  scope: DeleteScope;
  refund: boolean;
}

function deletePath({ event, scope, refund }: DeleteRequest): string {
  const flag = refund ? 1 : 0;
  if (scope === 0) return `/appointment/delete/${event.id}?automatically_refund_payment=${flag}`;
  return `/appointment/remove_partly/${event.id}/${event.recurrence_id}?scope=${scope}&automatically_refund_payment=${flag}`;
}

/** The court sheet's writes on existing events; each one refreshes the listing and open events. */
export function useAppointmentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => refreshSchedule(queryClient);
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAppointmentBody }) => api.put<unknown>(`/appointment/update/${id}`, body),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DragAndDropBody }) => api.put<CourtSheetEvent>(`/appointment/drag_and_drop/${id}`, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (request: DeleteRequest) => api.delete<unknown>(deletePath(request)), onSuccess: refresh }),
    block: useMutation({ mutationFn: (id: number) => api.put<CourtSheetEvent>(`/appointment/block/${id}`), onSuccess: refresh }),
  };
}
