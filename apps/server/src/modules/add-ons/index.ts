import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { addOnsRoutes } from './add-ons.routes.js';
import { createAddOnsService, type AddOnsNeeds } from './add-ons.service.js';

export { bookAddOn, bookingAddOnsOf, type AddOnsNeeds, type BookedTime } from './add-ons.service.js';
export { appointmentAddOnsJson } from './add-ons.repository.js';

/**
 * Add-ons (issue 10; tables add_ons, add_on_courts, appointment_add_ons): what the club sells with court time,
 * their calls, and the add-ons booked with occurrences, which the appointments module writes and reads through
 * `bookAddOn` and `bookingAddOnsOf` (wired as its `extras` in app.ts). Receives the club's courts as `needs`.
 */
export function addOnsModule(deps: AppDeps, needs: AddOnsNeeds): AppModule {
  return { name: 'add-ons', routes: addOnsRoutes(createAddOnsService(deps.db, deps.now, needs)) };
}
