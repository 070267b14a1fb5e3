import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints, type SessionUser } from '@fairplay/contracts';
import { call, takeEarlySession } from './client';
import { setToken, useToken } from './storage';

export const sessionKeys = {
  info: ['users', 'info'] as const,
  memberships: ['users', 'memberships'] as const,
};

/** The signed-in user (GET users/info), or undefined while signed out or loading. */
export function useSessionUser() {
  const token = useToken();
  const query = useQuery({
    queryKey: sessionKeys.info,
    queryFn: () => takeEarlySession<SessionUser>() ?? call(endpoints.users.info),
    enabled: token !== null,
    staleTime: 60_000,
  });
  return { ...query, signedIn: token !== null, user: token === null ? undefined : query.data };
}

/** For screens behind the sign-in guard, which only renders them once the user is loaded. */
export function useCurrentUser(): SessionUser {
  const { user } = useSessionUser();
  if (!user) throw new Error('useCurrentUser is only available behind the sign-in guard.');
  return user;
}

/** Stores a fresh sign-in (login or registration) so the session query does not need another round trip. */
export function startSession(queryClient: QueryClient, token: string, user: SessionUser): void {
  queryClient.removeQueries();
  queryClient.setQueryData(sessionKeys.info, user);
  setToken(token);
}

/** Replaces the cached user after a call that answers with the new session user. */
export function storeSessionUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(sessionKeys.info, user);
}
