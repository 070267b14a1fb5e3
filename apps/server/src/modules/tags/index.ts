import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

export { bookingTagsOf, ruleTagsOf, setBookingTags, setRuleTags } from './tags.service.js';
export { appointmentTagsJson } from './tags.repository.js';

/**
 * Tags (issue 10; tables tags, appointment_tags and rule_tags): the club's coloured labels, their calls, and the tags on
 * bookings, which the appointments module reads and writes through `bookingTagsOf` and `setBookingTags` (wired
 * as its `extras` in app.ts), and the tags on availability rules, which the availability module reads and writes
 * through `ruleTagsOf` and `setRuleTags`.
 */
export function tagsModule(deps: AppDeps): AppModule {
  return { name: 'tags', routes: tagsRoutes(createTagsService(deps.db, deps.now)) };
}
