import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtSheetEvent, DragAndDropBody, UpdateAppointmentBody } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { courtSheetKeys, refreshSchedule } from './keys';

/** Delete scopes offered for an event: this one (delete), or part of its recurrence (remove_partly). */
export type DeleteScope = 0 | 1 | 2 | 4;

export interface DeleteRequest {
  event: CourtSheetEvent;
  scope: DeleteScope;
  refund: boolean;
}

/** A member leaving a booking (cancel/{id}[/{userId}]): themselves, or a family member they act for. */
export interface CancelRequest {
  id: number;
  userId: number | null;
  following: boolean;
}

/** Staff adding a member or a named guest to an event (book_for/{id}). */
export interface BookForRequest {
  id: number;
  member: number | null;
  guest: string | null;
  following: boolean;
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
      mutationFn: ({ id, body }: { id: number; body: UpdateAppointmentBody }) =>
        api.put<unknown>(`/appointment/update/${id}`, body),
      onSuccess: refresh,
    }),
    /** update_complex: the body carries a new repeat for this and following, or all, occurrences. */
    updateComplex: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAppointmentBody }) =>
        api.put<unknown>(`/appointment/update_complex/${id}`, body),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DragAndDropBody }) =>
        api.put<CourtSheetEvent>(`/appointment/drag_and_drop/${id}`, body),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (request: DeleteRequest) => api.delete<unknown>(deletePath(request)),
      onSuccess: refresh,
    }),
    block: useMutation({
      mutationFn: (id: number) => api.put<CourtSheetEvent>(`/appointment/block/${id}`),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, userId, following }: CancelRequest) =>
        api.post<{ cancelled: number }>(`/appointment/cancel/${id}${userId === null ? '' : `/${userId}`}`, {
          cancel_for: following ? 'all' : 'self',
        }),
      onSettled: refresh,
    }),
    /** Staff take a member off this event or the following ones (cancel_for). */
    cancelFor: useMutation({
      mutationFn: ({ id, userId, following }: { id: number; userId: number; following: boolean }) =>
        api.put<{ cancelled: number }>(`/appointment/cancel_for/${id}`, {
          user_id: userId,
          cancel_for: following ? 'following' : 'this',
        }),
      onSettled: refresh,
    }),
    bookFor: useMutation({
      mutationFn: ({ id, member, guest, following }: BookForRequest) =>
        api.post<CourtSheetEvent[]>(
          `/appointment/book_for/${id}`,
          member !== null
            ? { book_for: 'member', userId: member, all: following }
            : { book_for: 'guest', fullName: guest, all: following },
        ),
      onSuccess: refresh,
    }),
    sendMessage: useMutation({
      mutationFn: ({ id, message }: { id: number; message: string }) =>
        api.post<{ recipients: number }>('/user/court/sendmessagetoparticipantcp', { appointment_id: id, message }),
      onSuccess: (_sent, { id }) => queryClient.invalidateQueries({ queryKey: courtSheetKeys.messages(id) }),
    }),
  };
}
