import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddOwnFamilyMemberBody, type SetFamilyMembersBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const familyKey = ['families'] as const;

/** GET members/getfamily/{id}: staff with members read, with contact details. */
export function useStaffFamily(memberId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...familyKey, 'staff', memberId],
    queryFn: () => call(endpoints.families.get, { params: { id: memberId! } }),
    enabled: enabled && memberId !== null,
    retry: false,
  });
}

/** GET users/getfamily/{id}/{days}: the family and its next `days` days of bookings and lessons. */
export function useFamilyOverview(memberId: number | null, days: number, enabled: boolean) {
  return useQuery({
    queryKey: [...familyKey, 'overview', memberId, days],
    queryFn: () => call(endpoints.families.overview, { params: { id: memberId!, x: days } }),
    enabled: enabled && memberId !== null,
    retry: false,
  });
}

/** POST members/setfamilymembers/{id} */
export function useSetFamily(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetFamilyMembersBody) =>
      callWithMessage(endpoints.families.set, { params: { id: memberId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}

/** POST members/family/add: the signed-in member adds a child or spouse to their own family. */
export function useAddOwnFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOwnFamilyMemberBody) => callWithMessage(endpoints.ownFamily.add, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: familyKey });
      // The session lists the member's family (booking on their behalf).
      void queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
