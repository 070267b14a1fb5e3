export { PaymentsPage } from './components/PaymentsPage';
export { MemberPaymentsSection } from './components/MemberPaymentsSection';
export { BookingFees } from './components/BookingFees';
export { ConnectWarning } from './components/ConnectWarning';
// The card fields and the sandbox's tokenizer, for other features that take a card (points, booking checkout,
// the subscription form of plans).
export { NewMethodFields } from './components/NewMethodFields';
export { tokenizeMethod } from './api/sandbox-tokenizer';
export { EMPTY_METHOD, type MethodErrors, type NewMethodValues } from './model/new-method';
export { AttemptKeys } from './model/idempotency';
