import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { sessionKeys, storeSessionUser } from '../../../api/session';

const requestsKey = ['members', 'requests'] as const;
const invitationsKey = ['members', 'invitations'] as const;

/** GET members/requests: people waiting for staff's approval (members read). */
export function useJoinRequests(enabled = true) {
  return useQuery({ queryKey: requestsKey, queryFn: () => call(endpoints.joining.requests), enabled });
}

/** PUT members/approve/{id} or members/decline/{id}; the list is refetched afterwards. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: number; decision: 'approve' | 'decline' }) =>
      callWithMessage(endpoints.joining[decision], { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

/** GET members/invitations */
export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: () => call(endpoints.joining.invitations) });
}

/** POST members/invite {email} */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callWithMessage(endpoints.joining.invite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/**
 * Asks to join (PUT users/set_business) or accepts an invitation link (POST users/accept_invitation); answers the
 * server's message, which says whether the club was joined or the request waits for approval.
 */
export function useJoinClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (how: { businessId: number } | { token: string }) =>
      'token' in how
        ? callWithMessage(endpoints.joining.acceptInvitation, { body: { token: how.token } })
        : callWithMessage(endpoints.users.setBusiness, { body: { business_id: how.businessId } }),
    onSuccess: async ({ payload: user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'users' });
      storeSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.memberships });
    },
  });
}
