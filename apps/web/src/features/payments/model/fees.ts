import type { BookingFee } from '@fairplay/contracts';

/** How a no-show or late-cancel fee reads on screen (issue 13). */
export const FEE_KIND_LABELS: Record<BookingFee['kind'], string> = {
  no_show: 'No-show',
  late_cancel: 'Late cancellation',
};
export const FEE_STATUS: Record<BookingFee['status'], { label: string; color: string }> = {
  pending: { label: 'Being charged', color: 'gray' },
  charged: { label: 'Charged', color: 'green' },
  invoiced: { label: 'On monthly invoice', color: 'blue' },
  unpaid: { label: 'Owed at the desk', color: 'red' },
  waived: { label: 'Waived', color: 'gray' },
};

/** A fee staff may still waive: one taken or owed (not one being charged or already waived). */
export const waivable = (fee: Pick<BookingFee, 'status'>) =>
  fee.status === 'charged' || fee.status === 'invoiced' || fee.status === 'unpaid';
