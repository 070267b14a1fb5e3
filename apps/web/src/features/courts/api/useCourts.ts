import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateCourtBody } from '@fairplay/contracts';
import { call } from '../../../api/client';

export const courtKeys = {
  all: ['courts'] as const,
  list: ['courts', 'list'] as const,
  one: (id: number) => ['courts', 'one', id] as const,
};

/** GET court/getall: the club's courts in the header's location / facility-group selection, in sheet order. */
export function useCourtList() {
  return useQuery({ queryKey: courtKeys.list, queryFn: () => call(endpoints.courts.list) });
}

/** GET court/get/{id}; a 404 is an answer (another club's or a removed court), not worth a retry. */
export function useCourt(id: number | null) {
  return useQuery({
    queryKey: courtKeys.one(id ?? 0),
    queryFn: () => call(endpoints.courts.get, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

/** PUT court/update/{id}: answers the stored court, which replaces the cached one. */
export function useUpdateCourt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourtBody) => call(endpoints.courts.update, { params: { id }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(courtKeys.one(id), saved);
      await queryClient.invalidateQueries({ queryKey: courtKeys.list });
    },
  });
}
