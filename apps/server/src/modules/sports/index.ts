import type { Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { listSports, sportCategoryExists, sportExists } from './sports.repository.js';
import { sportsRoutes } from './sports.routes.js';
import { createSportsService } from './sports.service.js';

/** Sports: the sport catalogue every club shares (tables sports and sport_categories). */
export function sportsModule(deps: AppDeps): AppModule {
  return { name: 'sports', routes: sportsRoutes(createSportsService(deps.db)) };
}

/** True when the sport exists (pass a transaction to check inside it). */
export function sportIsKnown(db: Executor, id: number): Promise<boolean> {
  return sportExists(db, id);
}

/** True when the sport category exists (pass a transaction to check inside it). */
export function sportCategoryIsKnown(db: Executor, id: number): Promise<boolean> {
  return sportCategoryExists(db, id);
}

/** Every sport's name by id (the shared catalogue is small: read whole). */
export async function sportNames(db: Executor): Promise<Map<number, string>> {
  return new Map((await listSports(db, undefined)).map((sport) => [sport.id, sport.display_name]));
}
