/**
 * The platform's application fee on each direct charge: the 0.2% of spec 3's fee table (online, ACH and terminal
 * alike), in basis points, rounded half up to a cent.
 */
export const APPLICATION_FEE_BASIS_POINTS = 20;
export const applicationFeeOf = (amount: number) => Math.round((amount * APPLICATION_FEE_BASIS_POINTS) / 10_000);
