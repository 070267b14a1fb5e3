import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type ApiKeyBody,
  type WebhookEndpointBody,
  type WebhookEndpointUpdateBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

const keys = {
  apiKeys: ['integrations', 'api-keys'] as const,
  endpoints: ['integrations', 'webhooks'] as const,
  deliveries: (id: number, page: number) => ['integrations', 'webhooks', id, 'deliveries', page] as const,
};

/** GET integrations/api-keys (owner only). */
export function useApiKeys() {
  return useQuery({ queryKey: keys.apiKeys, queryFn: () => call(endpoints.integrations.listKeys) });
}

/** GET coaches/get-all: the staff a key may act as. */
export function useStaffChoices() {
  return useQuery({ queryKey: ['coaches', 'get-all'], queryFn: () => call(endpoints.staff.getAll) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => callWithMessage(endpoints.integrations.createKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.integrations.revokeKey, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

/** GET integrations/webhooks (owner only). */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: keys.endpoints, queryFn: () => call(endpoints.integrations.listEndpoints) });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) => callWithMessage(endpoints.integrations.createEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookEndpointUpdateBody }) =>
      callWithMessage(endpoints.integrations.updateEndpoint, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.integrations.deleteEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

/** GET integrations/webhooks/{id}/deliveries: the endpoint's delivery log, newest first. */
export function useDeliveries(id: number, page: number) {
  return useQuery({
    queryKey: keys.deliveries(id, page),
    queryFn: () => call(endpoints.integrations.deliveries, { params: { id }, query: { page } }),
  });
}

export function useReplayDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.integrations.replay, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['integrations', 'webhooks', endpointId] }),
  });
}
