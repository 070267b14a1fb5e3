export { PaymentsPage } from './components/PaymentsPage';
export { MemberPaymentsSection } from './components/MemberPaymentsSection';
export { BookingFees } from './components/BookingFees';
export { ConnectWarning } from './components/ConnectWarning';
// The card fields and the one tokenizing seam (the sandbox's client, or Stripe.js with Elements), for other
// features that take a card (points, booking checkout, the subscription form of plans, the club's subscription).
export { NewMethodFields } from './components/NewMethodFields';
export { tokenizeMethod } from './api/tokenize';
export { EMPTY_METHOD, type MethodErrors, type NewMethodValues } from './model/new-method';
export { AttemptKeys } from './model/idempotency';
export { MySavedMethodsCard, MyReceiptsCard } from './components/MyPaymentsCards';
// The terminal (card readers) for other features taking money at the desk (a booking's Take payment).
export { useReaders, useSendToReader } from './api/useReaders';
export { TerminalProgress } from './components/TerminalProgress';
