import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

export { bookingTagsOf, setBookingTags } from './tags.service.js';

/**
 * Tags (issue 10; tables tags and appointment_tags): the club's coloured labels, their calls, and the tags on
 * bookings, which the appointments module reads and writes through `bookingTagsOf` and `setBookingTags` (wired
 * as its `extras` in app.ts). A tag link for another kind of row (availability rules) is a table of the same
 * shape beside appointment_tags, with a reader and writer here.
 */
export function tagsModule(deps: AppDeps): AppModule {
  return { name: 'tags', routes: tagsRoutes(createTagsService(deps.db, deps.now)) };
}
