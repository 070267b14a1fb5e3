import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLUB_SEARCH, endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { sessionKeys, storeSessionUser } from '../../../api/session';

/** GET users/memberships: the clubs this user belongs to. */
export function useMemberships() {
  return useQuery({
    queryKey: sessionKeys.memberships,
    queryFn: () => call(endpoints.users.memberships),
  });
}

/** PUT users/set_business switches the current club; everything cached for the old club is dropped. */
export function useSetBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: number) => call(endpoints.users.setBusiness, { body: { business_id: businessId } }),
    onSuccess: async (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'users' });
      storeSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** GET out/businesses/search?q=: clubs to join by name or address (from 2 characters). */
export function useClubSearch(q: string) {
  return useQuery({
    queryKey: ['club-search', q],
    queryFn: () => call(endpoints.plans.clubSearch, { query: { q } }),
    enabled: q.length >= CLUB_SEARCH.min,
  });
}
