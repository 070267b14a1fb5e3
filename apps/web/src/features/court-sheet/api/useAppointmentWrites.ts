import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CourtSheetEvent, type DragAndDropBody, type UpdateAppointmentBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
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

const table = endpoints.appointments;

/** delete for this event alone, remove_partly for part of its recurrence. */
function remove({ event, scope, refund }: DeleteRequest) {
  const flag = refund ? '1' : '0';
  if (scope === 0)
    return call(table.delete, { params: { id: event.id }, query: { automatically_refund_payment: flag } });
  return call(table.removePartly, {
    params: { id: event.id, recurrence: event.recurrence_id },
    query: { scope, automatically_refund_payment: flag },
  });
}

/** The court sheet's writes on existing events; each one refreshes the listing and open events. */
export function useAppointmentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => refreshSchedule(queryClient);
  return {
    // Settled, not only succeeded: a change refused as made from a stale view (409) shows the event as it is now.
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAppointmentBody }) =>
        call(table.update, { params: { id }, body }),
      onSettled: refresh,
    }),
    /** update_complex: the body carries a new repeat for this and following, or all, occurrences. */
    updateComplex: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAppointmentBody }) =>
        call(table.updateComplex, { params: { id }, body }),
      onSettled: refresh,
    }),
    /** drag_and_drop; a 409 (stale view or a taken court) refreshes the sheet too. */
    move: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DragAndDropBody }) =>
        call(table.dragAndDrop, { params: { id }, body }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: remove,
      onSuccess: refresh,
    }),
    block: useMutation({
      mutationFn: (id: number) => call(table.block, { params: { id } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, userId, following }: CancelRequest) =>
        userId === null
          ? call(table.cancel, { params: { id }, body: { cancel_for: following ? 'all' : 'self' } })
          : call(table.cancelUser, { params: { id, userId }, body: { cancel_for: following ? 'all' : 'self' } }),
      onSettled: refresh,
    }),
    /** Staff take a member off this event or the following ones (cancel_for). */
    cancelFor: useMutation({
      mutationFn: ({ id, userId, following }: { id: number; userId: number; following: boolean }) =>
        call(table.cancelFor, {
          params: { aptId: id },
          query: {},
          body: { user_id: userId, cancel_for: following ? 'following' : 'this' },
        }),
      onSettled: refresh,
    }),
    bookFor: useMutation({
      mutationFn: ({ id, member, guest, following }: BookForRequest) =>
        call(table.bookFor, {
          params: { id },
          body:
            member !== null
              ? { book_for: 'member', userId: member, all: following }
              : { book_for: 'guest', fullName: guest ?? undefined, all: following },
        }),
      onSuccess: refresh,
    }),
    sendMessage: useMutation({
      mutationFn: ({ id, message }: { id: number; message: string }) =>
        call(table.sendMessage, { body: { appointment_id: id, message } }),
      onSuccess: (_sent, { id }) => queryClient.invalidateQueries({ queryKey: courtSheetKeys.messages(id) }),
    }),
  };
}
