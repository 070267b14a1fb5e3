import type { Database } from '@fairplay/db';
import { listCategoriesWithSports, listSports } from './sports.repository.js';

/** The catalogue is reference data shared by every club, so it reads the database itself, not a member's scope. */
export function createSportsService(db: Database) {
  return {
    categories: () => listCategoriesWithSports(db),
    list: (categoryId: number | undefined) => listSports(db, categoryId),
  };
}

export type SportsService = ReturnType<typeof createSportsService>;
