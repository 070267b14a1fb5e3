import type { CategorySport, Court } from '@fairplay/contracts';

/**
 * The sports a form offers for its chosen courts (issue 24 point 18): those of the courts' facility groups' sport
 * categories (a tennis court offers racquet sports, not golf), all while no court is chosen or a court's group has
 * no category, and always the one already chosen, so editing never drops it silently.
 */
export function sportsOfCourts(
  sports: readonly CategorySport[],
  courts: readonly Pick<Court, 'id' | 'sport_category_id'>[],
  chosen: readonly (string | number)[],
  current: string | number | null,
): CategorySport[] {
  const ids = new Set(chosen.map(Number));
  const picked = courts.filter((court) => ids.has(court.id));
  if (picked.length === 0 || picked.some((court) => court.sport_category_id === null)) return [...sports];
  const categories = new Set(picked.map((court) => court.sport_category_id));
  return sports.filter((sport) => categories.has(sport.sport_category_id) || String(sport.id) === String(current));
}
