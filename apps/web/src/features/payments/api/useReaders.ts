import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ReaderCreateBody, type ReaderList, type TerminalChargeBody } from '@fairplay/contracts';
import { call, callWithMessage, isApiError } from '../../../api/client';

export const readerKeys = {
  all: ['payments', 'readers'] as const,
  terminal: (paymentIntentId: string) => ['payments', 'terminal', paymentIntentId] as const,
};

/** Spec 3 section 2: reader discovery starts 1.5 s after the page loads. */
export const DISCOVERY_DELAY_MS = 1500;
/** How often the charge dialog asks whether the card holder is done at the terminal. */
export const TERMINAL_POLL_MS = 1500;

const NO_READERS: ReaderList = { readers: [], locations: [] };

/**
 * GET payment/reader/list, after the discovery delay. Discovery errors are only logged and yield an empty list
 * (spec 3 section 8).
 */
export function useReaders() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), DISCOVERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return useQuery({
    queryKey: readerKeys.all,
    queryFn: async () => {
      try {
        return await call(endpoints.readers.list);
      } catch (error) {
        console.warn('Card reader discovery failed', error);
        return NO_READERS;
      }
    },
    enabled: started,
  });
}

export function useRegisterReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReaderCreateBody) => callWithMessage(endpoints.readers.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
  });
}

export function useRemoveReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.readers.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
  });
}

/** POST payment/reader/createpaymentintents, with the Idempotency-Key of this attempt. */
export function useSendToReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TerminalChargeBody; key: string }) =>
      callWithMessage(endpoints.readers.createIntent, { body }, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
  });
}

/**
 * POST payment/reader/capturepaymentintents, asked again every 1.5 s while the card holder is at the terminal:
 * the server captures once the reader has the card, and answers the charge (or 402 with the reader's words).
 */
export function useTerminalProgress(paymentIntentId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: readerKeys.terminal(paymentIntentId ?? ''),
    queryFn: async () => {
      const result = await callWithMessage(endpoints.readers.capture, {
        body: { payment_intent_id: paymentIntentId! },
      });
      if (result.payload.status !== 'processing') {
        void queryClient.invalidateQueries({ queryKey: ['payments', 'charges'] });
        void queryClient.invalidateQueries({ queryKey: readerKeys.all });
      }
      return result;
    },
    enabled: paymentIntentId !== null,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.payload.status !== 'processing')
        ? false
        : TERMINAL_POLL_MS,
    // A declined card is an answer, not a hiccup: no retries of a 4xx.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    gcTime: 0,
  });
}

export function useCancelTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) =>
      callWithMessage(endpoints.readers.cancel, { body: { payment_intent_id: paymentIntentId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: readerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['payments', 'charges'] });
    },
  });
}
