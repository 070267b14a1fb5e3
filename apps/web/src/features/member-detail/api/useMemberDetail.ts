import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type LevelTypeBody, type MemberBookingsBody, type MemberLevelsBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

/** Query keys of the member detail; everything about one member sits under memberKey(id). */
export const memberKey = (id: number) => ['member-detail', id] as const;
const levelTypesKey = ['member-detail', 'level-types'] as const;

/** GET members/member/{id}: the record with its family, levels and notes (the bookings load by their own call). */
export function useMemberRecord(id: number | null) {
  return useQuery({
    queryKey: [...memberKey(id ?? 0), 'record'],
    queryFn: () => call(endpoints.memberProfile.member, { params: { id: id! } }),
    enabled: id !== null,
    retry: (count, error) => count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
  });
}

/** POST members/booking/{id}: one page of the booking history with its filters. */
export function useMemberBookings(id: number, filter: MemberBookingsBody) {
  return useQuery({
    queryKey: [...memberKey(id), 'bookings', filter],
    queryFn: () => call(endpoints.memberProfile.bookings, { params: { id }, body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useLevelTypes() {
  return useQuery({ queryKey: levelTypesKey, queryFn: () => call(endpoints.memberProfile.levelTypes) });
}

export function useSetLevels(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberLevelsBody) =>
      callWithMessage(endpoints.memberProfile.setLevels, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKey(id) });
      void queryClient.invalidateQueries({ queryKey: levelTypesKey });
    },
  });
}

/** Creating, changing or removing a level type changes every member's levels section. */
export function useSaveLevelType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LevelTypeBody }) =>
      id === null
        ? callWithMessage(endpoints.memberProfile.createLevelType, { body })
        : callWithMessage(endpoints.memberProfile.updateLevelType, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member-detail'] }),
  });
}

export function useDeleteLevelType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.memberProfile.deleteLevelType, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member-detail'] }),
  });
}

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callWithMessage(endpoints.memberProfile.addNote, { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}

export function useDeleteNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => callWithMessage(endpoints.memberProfile.deleteNote, { params: { id, noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}
