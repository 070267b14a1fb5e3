import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BookDemoSlotBody,
  BookedDemo,
  ContactUsBody,
  DemoSlotsResponse,
  RequestDemoBody,
  RequestDemoResponse,
} from '@fairplay/contracts';
import { api, request } from '../../../api/client';

/** POST contactus; resolves with the server's message ("Success. We will get back to you shortly."). */
export function useContactUs() {
  return useMutation({
    mutationFn: async (body: ContactUsBody) => (await request<null>('POST', '/contactus', body)).message,
  });
}

/** POST auth/requestdemo; the answer carries the one-time token for the scheduling step. */
export function useRequestDemo() {
  return useMutation({
    mutationFn: (body: RequestDemoBody) => api.post<RequestDemoResponse>('/auth/requestdemo', body),
  });
}

export const demoSlotsKey = ['demo', 'slots'] as const;

/** GET demo/slots: the open 30-minute times of the next 14 days. */
export function useDemoSlots(enabled: boolean) {
  return useQuery({
    queryKey: demoSlotsKey,
    queryFn: () => api.get<DemoSlotsResponse>('/demo/slots'),
    enabled,
    staleTime: 0,
  });
}

export function useBookDemoSlot() {
  return useMutation({ mutationFn: (body: BookDemoSlotBody) => api.post<BookedDemo>('/demo/slots/book', body) });
}
