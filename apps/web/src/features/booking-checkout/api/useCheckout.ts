import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type BookAndPayBody,
  type PriceBody,
  type RefundForAppointmentBody,
  type CaptureForAppointmentBody,
  type ChargeForAppointmentBody,
  type PayShareBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { useAttemptKeys } from '../../../api/idempotency';

const checkoutKeys = {
  options: ['booking-checkout', 'options'] as const,
  price: (body: PriceBody) => ['booking-checkout', 'price', body] as const,
  payer: (memberId: number, staff: boolean) => ['payments', 'customer', memberId, staff ? 'staff' : 'own'] as const,
};

/** How the club takes payment for court time (cards connected, pay in person, cash for staff). */
export function useCheckoutOptions(enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.options,
    queryFn: () => call(endpoints.bookingPayments.checkoutOptions),
    enabled,
    staleTime: 60_000,
  });
}

/** appointment/price: what the club's rules charge this member for the slot (main_value in cents). */
export function useSlotPrice(body: PriceBody | null) {
  return useQuery({
    queryKey: checkoutKeys.price(body ?? { court_id: 0, start_time: '', end_time: '' }),
    queryFn: () => call(endpoints.appointments.price, { body: body! }),
    enabled: body !== null,
    retry: false,
  });
}

/**
 * The payer's saved methods and payment account: a member reads their own (or a family member's they pay for),
 * staff read the member they book for.
 */
export function usePayer(memberId: number | null, staff: boolean) {
  return useQuery({
    queryKey: checkoutKeys.payer(memberId ?? 0, staff),
    queryFn: () =>
      call(staff ? endpoints.payments.businessCustomer : endpoints.payments.customer, { params: { id: memberId! } }),
    enabled: memberId !== null,
    retry: false,
  });
}

/** POST appointment/book-and-pay; afterwards the court sheet and the payer's money are read again. */
export function useBookAndPay(onBooked: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookAndPayBody) => callWithMessage(endpoints.bookingPayments.bookAndPay, { body }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      // Points or a class pack may have paid.
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['class-packs'] });
      await onBooked();
    },
  });
}

/**
 * The payer's spendable points in a facility group (points are the family payer's, held per group), for the
 * checkout's Points choice. Null when they cannot be read (a family member who does not pay may not see them).
 */
export function usePointsBalance(payerId: number | null, facilityGroupId: number | null) {
  return useQuery({
    // The points feature's key: buying or spending points reads it again.
    queryKey: ['points', 'member', payerId ?? 0],
    queryFn: () => call(endpoints.points.memberPoints, { params: { id: payerId! } }),
    enabled: payerId !== null && facilityGroupId !== null,
    retry: false,
    select: (points) => points.balances.find((row) => row.facility_group_id === facilityGroupId)?.points ?? 0,
  });
}

const paymentsOf = (appointmentId: number) => ['booking-checkout', 'appointment', appointmentId] as const;

/** GET appointment/payments/{id}: what a booking owes and its payments. */
export function useAppointmentPayments(appointmentId: number, enabled = true) {
  return useQuery({
    queryKey: paymentsOf(appointmentId),
    queryFn: () => call(endpoints.bookingPayments.appointmentPayments, { params: { id: appointmentId } }),
    enabled,
  });
}

/**
 * POST payment/charges/refundforappointment with the Idempotency-Key of this refund (a retry reuses it); the
 * booking's payments, the sheet and the money are read again.
 */
export function useRefundForAppointment(appointmentId: number) {
  const queryClient = useQueryClient();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (body: RefundForAppointmentBody) =>
      callWithMessage(
        endpoints.bookingPayments.refundForAppointment,
        { body },
        { idempotencyKey: attempts.keyFor(body) },
      ),
    onSuccess: () => attempts.answered(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsOf(appointmentId) });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['court-sheet'] });
    },
  });
}

/**
 * POST payment/charges/createforappointment with the attempt's Idempotency-Key (a retry never takes twice); the
 * booking's payments, the sheet, the money and the points are read again.
 */
export function useChargeForAppointment(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ChargeForAppointmentBody }) =>
      callWithMessage(endpoints.bookingPayments.chargeForAppointment, { body }, { idempotencyKey: key }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsOf(appointmentId) });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['court-sheet'] });
    },
  });
}

/**
 * Reads a booking's payments and the money around them again, for a payment settled elsewhere (the terminal's
 * capture or cancel).
 */
export function useRefreshAppointmentPayments(appointmentId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: paymentsOf(appointmentId) });
    void queryClient.invalidateQueries({ queryKey: ['payments'] });
    void queryClient.invalidateQueries({ queryKey: ['court-sheet'] });
  };
}

/** POST payment/charges/captureforappointment: staff capture a hold now; payments, sheet and money read again. */
export function useCaptureForAppointment(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaptureForAppointmentBody) =>
      callWithMessage(endpoints.bookingPayments.captureForAppointment, { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsOf(appointmentId) });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['court-sheet'] });
    },
  });
}

const sharesKey = ['booking-checkout', 'my-shares'] as const;

/** GET appointment/shares: the signed-in member's shares of upcoming split bookings. */
export function useMyShares(enabled = true) {
  return useQuery({
    queryKey: sharesKey,
    queryFn: () => call(endpoints.splitPayments.myShares),
    enabled,
  });
}

/**
 * POST appointment/shares/{id}/pay with an Idempotency-Key made once per checkout (a retry of the same attempt
 * never charges twice); afterwards the shares, the booking's payments, the sheet and the money are read again.
 */
export function usePayShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key, body }: { id: number; key: string; body: PayShareBody }) =>
      callWithMessage(endpoints.splitPayments.payShare, { params: { id }, body }, { idempotencyKey: key }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharesKey });
      void queryClient.invalidateQueries({ queryKey: ['booking-checkout', 'appointment'] });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['court-sheet'] });
    },
  });
}
