export { BookingCheckout } from './components/BookingCheckout';
export { BookingPaymentsPanel } from './components/BookingPaymentsPanel';
export { CheckoutModal } from './components/CheckoutModal';
export type { CardAction, CheckoutPayment } from './components/CheckoutSection';
export {
  useAppointmentPayments,
  useBookAndPay,
  useCheckoutOptions,
  useMyShares,
  usePointsBalance,
  useSlotPrice,
} from './api/useCheckout';
export { MyShareLine, MySharesCard, SplitShares } from './components/SplitShares';
