import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateAppointmentBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { useAttemptKeys } from '../../../api/idempotency';
import { refreshSchedule } from './keys';

/** Staff create court time with add_complex ("Book Spot Time"); members book for themselves with add_book. */
export type CreateRoute = 'add_complex' | 'add_book';

/**
 * POST appointment/add_complex or add_book with an Idempotency-Key: a new key per submission, the same key when
 * the very same submission is sent again (after a lost answer), so a retry never books twice.
 */
export function useCreateBooking(route: CreateRoute) {
  const queryClient = useQueryClient();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (body: CreateAppointmentBody) => {
      const key = attempts.keyFor(body);
      const endpoint = route === 'add_complex' ? endpoints.appointments.addComplex : endpoints.appointments.addBook;
      return call(endpoint, { body }, { idempotencyKey: key });
    },
    onSuccess: async () => {
      attempts.answered();
      await refreshSchedule(queryClient);
    },
  });
}
