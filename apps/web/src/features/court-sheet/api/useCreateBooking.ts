import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { endpoints, type CreateAppointmentBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { refreshSchedule } from './keys';

/** Staff create court time with add_complex ("Book Spot Time"); members book for themselves with add_book. */
export type CreateRoute = 'add_complex' | 'add_book';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST appointment/add_complex or add_book with an Idempotency-Key: a new key per submission, the same key when
 * the very same submission is sent again (after a lost answer), so a retry never books twice.
 */
export function useCreateBooking(route: CreateRoute) {
  const queryClient = useQueryClient();
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: CreateAppointmentBody) => {
      const json = JSON.stringify(body);
      const key = lastAttempt.current?.body === json ? lastAttempt.current.key : newKey();
      lastAttempt.current = { body: json, key };
      const endpoint = route === 'add_complex' ? endpoints.appointments.addComplex : endpoints.appointments.addBook;
      return call(endpoint, { body }, { idempotencyKey: key });
    },
    onSuccess: async () => {
      lastAttempt.current = null;
      await refreshSchedule(queryClient);
    },
  });
}
