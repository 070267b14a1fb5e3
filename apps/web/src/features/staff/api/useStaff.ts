import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddStaffBody, type MemberTypeKey, type Role, type UpdateStaffBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const staffKey = ['coaches', 'get-all'] as const;
const typesKey = ['roles', 'member-types'] as const;
/** Shared with the joining feature's list, so both refresh together. */
const invitationsKey = ['members', 'invitations'] as const;

/** GET coaches/get-all: the club's staff (settings read). */
export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(endpoints.staff.getAll) });
}

/** GET facility/group: the groups a staff member may work in. */
export function useFacilityGroupOptions() {
  return useQuery({ queryKey: ['facility', 'group'], queryFn: () => call(endpoints.facilities.list) });
}

/** POST coaches/add */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffBody) => callWithMessage(endpoints.staff.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** PUT coaches/update/{id} */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffBody }) =>
      callWithMessage(endpoints.staff.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** GET roles/member-types */
export function useMemberTypes() {
  return useQuery({ queryKey: typesKey, queryFn: () => call(endpoints.roles.memberTypes) });
}

/** PUT roles/member-types/{id}; the session is refetched, since the caller's own type may have changed. */
export function useUpdateRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: Role[] }) =>
      callWithMessage(endpoints.roleUpdates.updateMemberType, { params: { id }, body: { roles } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: typesKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}

/** GET members/invitations */
export function useStaffInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: () => call(endpoints.joining.invitations) });
}

/** POST members/invite {email, member_type} */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; member_type: MemberTypeKey }) =>
      callWithMessage(endpoints.joining.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST members/invitations/{id}/resend or DELETE members/invitations/{id} */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'resend' | 'revoke' }): Promise<{ message: string }> =>
      action === 'resend'
        ? callWithMessage(endpoints.joining.resendInvitation, { params: { id } })
        : callWithMessage(endpoints.joining.revokeInvitation, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST coaches/remove/{id}: the person stays a member of the club, no longer staff. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.staff.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
