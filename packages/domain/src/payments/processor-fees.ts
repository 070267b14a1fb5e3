/**
 * The platform's application fee on each direct charge: the 0.2% of spec 3's fee table (online, ACH and terminal
 * alike), in basis points, rounded half up to a cent.
 */
export const APPLICATION_FEE_BASIS_POINTS = 20;
export const applicationFeeOf = (amount: number) => Math.round((amount * APPLICATION_FEE_BASIS_POINTS) / 10_000);

/**
 * The sandbox processor's test-mode fee schedule, like a card processor's (docs/decisions.md "Processor fees and
 * payouts"): an online card 2.9% + 30¢, a card present at a reader 2.7% + 5¢, a bank debit (ACH) 0.8% capped at
 * $5, each rounded half up to a cent, plus the platform's 0.2% application fee (none on the platform's own
 * account). The fee is of the amount captured, never more than it; nothing captured, no fee; refunds keep it.
 */
export function sandboxFeeOf(
  methodType: 'card' | 'bank_account' | 'card_present',
  amountCaptured: number,
  withApplicationFee: boolean,
): number {
  if (amountCaptured <= 0) return 0;
  const own =
    methodType === 'card'
      ? Math.round((amountCaptured * 290) / 10_000) + 30
      : methodType === 'card_present'
        ? Math.round((amountCaptured * 270) / 10_000) + 5
        : Math.min(Math.round((amountCaptured * 80) / 10_000), 500);
  return Math.min(amountCaptured, own + (withApplicationFee ? applicationFeeOf(amountCaptured) : 0));
}
