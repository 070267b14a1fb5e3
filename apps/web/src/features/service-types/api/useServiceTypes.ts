import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type CreateServiceTypeBody,
  type SessionUser,
  type UpdateServiceTypeBody,
} from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { call, callWithMessage, isApiError } from '../../../api/client';
import { useToken } from '../../../api/storage';

export const serviceTypeKeys = {
  all: ['service-types'] as const,
  list: (hidden: boolean) => ['service-types', hidden ? 'hidden' : 'visible'] as const,
};

/** GET lesson/getalltypes (or ?hidden=true): only with a token and lesson read; a BlockError is silently ignored. */
export function useServiceTypes(user: SessionUser, hidden = false) {
  const token = useToken();
  return useQuery({
    queryKey: serviceTypeKeys.list(hidden),
    enabled: token !== null && user.business !== null && can(user.member_type?.roles, 'lesson', 'read'),
    queryFn: async () => {
      try {
        return await call(endpoints.serviceTypes.list, { query: hidden ? { hidden: 'true' } : {} });
      } catch (error) {
        if (isApiError(error) && error.payload?.name === 'BlockError') return [];
        throw error;
      }
    },
  });
}

export function useCreateServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceTypeBody) => call(endpoints.serviceTypes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceTypeKeys.all }),
  });
}

export function useUpdateServiceType(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateServiceTypeBody) => call(endpoints.serviceTypes.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceTypeKeys.all }),
  });
}

/** PUT lesson/type/edit/hidden/{id}: answers the server's message ("Success"). */
export function useSetServiceTypeHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      callWithMessage(endpoints.serviceTypes.setHidden, { params: { id }, body: { hidden } }).then(
        (result) => result.message,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceTypeKeys.all }),
  });
}
