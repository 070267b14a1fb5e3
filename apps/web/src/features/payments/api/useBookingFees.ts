import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

/** GET booking-fees/member/{id}: the member's no-show and late-cancel fees (kept under ['payments', 'charges']). */
export function useMemberFees(memberId: number) {
  return useQuery({
    queryKey: ['payments', 'charges', 'booking-fees', memberId] as const,
    queryFn: () => call(endpoints.bookingFees.memberFees, { params: { id: memberId } }),
  });
}

/** POST booking-fees/{id}/waive: refunds or voids the fee; the charges, invoices and fees reload. */
export function useWaiveFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.bookingFees.waive, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payments', 'charges'] }),
  });
}

/** GET booking-fees/appointment/{id}: a booking's fees for its payments view (reloaded with the charges). */
export function useAppointmentFees(appointmentId: number) {
  return useQuery({
    queryKey: ['payments', 'charges', 'booking-fees', 'appointment', appointmentId] as const,
    queryFn: () => call(endpoints.bookingFees.appointmentFees, { params: { id: appointmentId } }),
  });
}
