import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { createBulkEmail } from './bulk-email.js';
import { createNotificationsService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';

export { notifyBooking, type BookingNotice, type NotifyBooking } from './notifier.js';
export { unsubscribeUrl } from './bulk-email.js';

/**
 * Notifications (tables notification_templates, email_campaigns, mail_preferences, in_app_notifications): the
 * club's automatic e-mails and their templates (`notifyBooking`, handed to appointments by app.ts), bulk e-mail
 * through the mail module's outbox, the log of sent mail, the monthly marketing count, each person's in-app
 * notifications and mail preferences, and unsubscribing.
 */
export function notificationsModule(deps: AppDeps): AppModule {
  const service = createNotificationsService(deps);
  const bulk = createBulkEmail(deps.db, deps.config.publicUrl);
  return { name: 'notifications', routes: notificationsRoutes(service, bulk) };
}
