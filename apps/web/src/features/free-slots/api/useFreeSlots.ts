import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** GET appointment/free-slots: the day's free court times the member may book, priced as booking prices them. */
export function useFreeSlots(date: string, duration: number) {
  return useQuery({
    queryKey: ['appointments', 'free-slots', date, duration] as const,
    queryFn: () => call(endpoints.appointments.freeSlots, { query: { date, duration } }),
  });
}
