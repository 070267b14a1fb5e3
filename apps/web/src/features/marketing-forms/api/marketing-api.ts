import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints, type BookDemoSlotBody, type ContactUsBody, type RequestDemoBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

/** POST contactus; resolves with the server's message ("Success. We will get back to you shortly."). */
export function useContactUs() {
  return useMutation({
    mutationFn: async (body: ContactUsBody) => (await callWithMessage(endpoints.marketing.contactUs, { body })).message,
  });
}

/** POST auth/requestdemo; the answer carries the one-time token for the scheduling step. */
export function useRequestDemo() {
  return useMutation({
    mutationFn: (body: RequestDemoBody) => call(endpoints.marketing.requestDemo, { body }),
  });
}

export const demoSlotsKey = ['demo', 'slots'] as const;

/** GET demo/slots: the open 30-minute times of the next 14 days. */
export function useDemoSlots(enabled: boolean) {
  return useQuery({
    queryKey: demoSlotsKey,
    queryFn: () => call(endpoints.marketing.demoSlots, { query: {} }),
    enabled,
    staleTime: 0,
  });
}

export function useBookDemoSlot() {
  return useMutation({ mutationFn: (body: BookDemoSlotBody) => call(endpoints.marketing.bookDemoSlot, { body }) });
}
