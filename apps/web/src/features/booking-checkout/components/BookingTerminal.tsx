import type { AppointmentPayments, TerminalIntent } from '@fairplay/contracts';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { AttemptKeys, TerminalProgress, useReaders, useSendToReader } from '../../payments';
import { useRefreshAppointmentPayments } from '../api/useCheckout';

/**
 * What a booking owes, charged on a card reader (issue 24; spec 3 "Terminal flow"): the online readers, sending
 * the booking's charge to one (payment/reader/createpaymentintents with `appointment_id`, one Idempotency-Key per
 * attempt), and the charge sent, followed until the card holder is done.
 */
export function useBookingTerminal(payments: AppointmentPayments, onProblem: (message: string | null) => void) {
  const readers = useReaders();
  const send = useSendToReader();
  const refresh = useRefreshAppointmentPayments(payments.appointment_id);
  const [sent, setSent] = useState<TerminalIntent | null>(null);
  const keys = useRef(new AttemptKeys());
  const charge = (readerId: number) => {
    onProblem(null);
    const body = {
      reader_id: readerId,
      amount: payments.owed,
      amount_type: 'total' as const,
      appointment_id: payments.appointment_id,
      // Taxed court time: the reader collects the total shown, checked by the server (issue 24 point 4).
      ...(payments.owed_tax > 0 ? { total: payments.owed_total } : {}),
    };
    send.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.current.answered();
          setSent(result.payload);
          refresh();
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          onProblem(errorMessage(error));
        },
      },
    );
  };
  return {
    readers: (readers.data?.readers ?? []).filter((reader) => reader.status === 'online'),
    busy: send.isPending,
    sent,
    charge,
    /** The charge ended (captured; or declined or cancelled: the picker again, the booking owes it again). */
    reset: () => {
      setSent(null);
      refresh();
    },
  };
}

/** The booking's charge at the terminal: 'Continue the process on the terminal.', then captured or declined. */
export function BookingTerminalProgress({
  sent,
  currency,
  onDone,
  onStop,
}: {
  sent: TerminalIntent;
  currency: string;
  onDone: () => void;
  onStop: () => void;
}) {
  return (
    <TerminalProgress
      paymentIntentId={sent.payment_intent_id}
      reader={sent.reader}
      total={sent.charge.total}
      currency={currency}
      onClose={onStop}
      onDone={() => {
        notifySuccess(`Charged on ${sent.reader.label}`, 'Success');
        onDone();
      }}
    />
  );
}
