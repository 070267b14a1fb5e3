import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { JobRunner } from '../jobs/index.js';
import { createBulkEmail } from './bulk-email.js';
import { createNotificationsService } from './notifications.service.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createUnsubscribeRequests } from './unsubscribe-request.js';
import { reminderJob, reminderSweepJob, type ReminderNeeds } from './reminders.js';

export { type BookingNotice, type NotifyBooking } from './notifier.js';
export { bookingNotifier, notifyBooking, REMINDER_JOB, REMINDER_SWEEP_JOB, type ReminderNeeds } from './reminders.js';
export { unsubscribeUrl } from './bulk-email.js';
/** In-app notes (the bell) for people of the club, in the caller's transaction: e.g. staff told of a failed collection. */
export { insertInApp as addInAppNotes } from './notifications.repository.js';

/**
 * Notifications (tables notification_templates, email_campaigns, mail_preferences, in_app_notifications): the
 * club's automatic e-mails and their templates (`notifyBooking`, handed to appointments by app.ts), bulk e-mail
 * through the mail module's outbox, booking reminders (jobs of the jobs module), the log of sent mail, the monthly marketing count, each person's in-app
 * notifications and mail preferences, and unsubscribing.
 */
export function notificationsModule(deps: AppDeps, needs: { jobs: JobRunner; reminders: ReminderNeeds }): AppModule {
  needs.jobs.register(reminderJob(needs.reminders, deps.config.publicUrl));
  needs.jobs.register(reminderSweepJob(needs.reminders));
  const service = createNotificationsService(deps);
  const bulk = createBulkEmail(deps.db, deps.config.publicUrl);
  const requests = createUnsubscribeRequests(deps);
  return { name: 'notifications', routes: notificationsRoutes(service, bulk, requests) };
}
