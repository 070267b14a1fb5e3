import type { AppModule } from '../../module.js';

export { enqueueEmail, enqueueEmails, type OutboxRow, type OutgoingEmail } from './mail.repository.js';
export { campaignProgress, countMarketing, mailLogPage } from './outbox-reports.repository.js';
export { OutboxSender, smtpTransport } from './mail.service.js';
export { chooseMailDelivery } from './delivery.js';

/**
 * Mail: the e-mail outbox (table email_outbox). Other modules write e-mails with `enqueueEmail(tx, email)` inside
 * the transaction of the change that causes them; main.ts runs the OutboxSender that delivers them, through SMTP
 * when SMTP_URL is set and printed to standard output otherwise.
 */
export function mailModule(): AppModule {
  return { name: 'mail' };
}
