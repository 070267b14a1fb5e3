import type { AppModule } from '../../module.js';

export { createLimiter, type Limiter, type LimitRule, type Reservation } from './limiter.js';
export { LIMITS } from './rules.js';

/**
 * Limits: the one rate limiter every limit of the API uses, with its counters in the database
 * (rate_limit_counters), so they hold across server processes and survive a restart. Serves no routes.
 */
export function limitsModule(): AppModule {
  return { name: 'limits' };
}
