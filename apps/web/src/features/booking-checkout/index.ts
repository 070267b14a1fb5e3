export { BookingCheckout } from './components/BookingCheckout';
export { BookingPaymentsPanel } from './components/BookingPaymentsPanel';
export { CheckoutModal } from './components/CheckoutModal';
export type { CardAction, CheckoutPayment } from './components/CheckoutSection';
export { useCheckoutOptions, usePointsBalance } from './api/useCheckout';
