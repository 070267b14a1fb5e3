// The payment dialogs' attempt keys are the app's one kind (src/api/idempotency.ts).
export { AttemptKeys, newIdempotencyKey } from '../../../api/idempotency';
