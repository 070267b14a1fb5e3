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

/**
 * A split booking's shares (issue 13): the court time shared by the players as `splitShares` does, and the guest
 * fees added to the booker's share alone (the booker brought the guests; docs/decisions.md "Split payment").
 * `players` counts the booker first; the answer is in the same order and adds up to court time plus guest fees.
 * `minimumCharge`: the currency's smallest card charge (`minimumCharge`); a share under it goes to the booker.
 */
export function splitBooking(
  courtTimeCents: number,
  guestFeeCents: number,
  players: number,
  minimumCharge = 0,
): number[] {
  if (!Number.isInteger(guestFeeCents) || guestFeeCents < 0)
    throw new RangeError('The guest fees must be whole cents, not below 0.');
  const shares = splitShares(courtTimeCents, players);
  shares[0] = shares[0]! + guestFeeCents;
  // A card processor refuses a charge under its minimum (issue 25 point 9): another player's share that small is
  // the booker's to pay, and that player owes nothing (0).
  for (let index = 1; index < shares.length; index++)
    if (shares[index]! < minimumCharge) {
      shares[0] = shares[0]! + shares[index]!;
      shares[index] = 0;
    }
  return shares;
}

/**
 * The players who share a booking: the booker first, then each member playing with them, each once (a partner
 * who is the booker is the booker).
 */
export function splitPlayers(bookerId: number, partnerIds: readonly number[]): number[] {
  return [bookerId, ...partnerIds.filter((id, index) => id !== bookerId && partnerIds.indexOf(id) === index)];
}
