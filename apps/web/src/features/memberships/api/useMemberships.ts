import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Membership, SessionUser } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { sessionKeys, storeSessionUser } from '../../../api/session';

/** GET users/memberships: the clubs this user belongs to. */
export function useMemberships() {
  return useQuery({
    queryKey: sessionKeys.memberships,
    queryFn: () => api.get<Membership[]>('/users/memberships'),
  });
}

/** PUT users/set_business switches the current club; everything cached for the old club is dropped. */
export function useSetBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: number) => api.put<SessionUser>('/users/set_business', { business_id: businessId }),
    onSuccess: async (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'users' });
      storeSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
