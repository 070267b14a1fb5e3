/**
 * Split payment (issue 13, club setting `split_payment`): a booking's price shared by its players, each paying their
 * own share. Shares are whole cents and always add up to the price exactly; the cents that do not divide evenly go
 * one each to the first players in the order given (the booker first), so no two shares differ by more than a cent
 * and the booker never pays less than anyone else.
 */
export function splitShares(priceCents: number, players: number): number[] {
  if (!Number.isInteger(priceCents) || priceCents < 0)
    throw new RangeError('The price must be whole cents, not below 0.');
  if (!Number.isInteger(players) || players < 1) throw new RangeError('A split needs at least one player.');
  const base = Math.floor(priceCents / players);
  const leftover = priceCents - base * players;
  return Array.from({ length: players }, (_, index) => base + (index < leftover ? 1 : 0));
}
