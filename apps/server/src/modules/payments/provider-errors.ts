import { AppError, fieldError } from '../../errors.js';
import { ProviderError } from '../payment-gateway/index.js';

/** Our names for the provider's parameters, so a 400 names the field the caller sent. */
const FIELDS: Record<string, string> = {
  token: 'token',
  payment_method: 'payment_method_id',
  amount: 'amount',
  amounts: 'amount1',
  code: 'code',
  bank_account: 'bank_source_id',
};

/** A provider failure as the caller sees it: a decline is 402 with the processor's words, bad input a 400. */
export function providerFailure(error: unknown, fallbackField = 'token'): AppError {
  // Anything else (the database, a bug) is not the provider's answer: it goes on as it is.
  if (!(error instanceof ProviderError)) throw error;
  switch (error.code) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'expired_card':
    case 'incorrect_cvc':
    case 'debit_failed':
    case 'capture_failed':
    case 'authentication_required':
      return new AppError(402, error.message);
    case 'not_found':
      return new AppError(404, error.message);
    case 'idempotency_mismatch':
      return new AppError(409, error.message);
    default:
      return fieldError(FIELDS[error.param ?? ''] ?? fallbackField, error.message);
  }
}
