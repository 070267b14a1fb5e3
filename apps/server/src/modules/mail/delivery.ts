import type { Transporter } from 'nodemailer';
import { consoleTransport, type TextSink } from './console-transport.js';
import { smtpTransport } from './mail.service.js';

export interface MailDelivery {
  transport: Transporter;
  /** The start-up line that says where e-mails go (never the SMTP credentials). */
  announcement: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise the console backend, so a fresh `npm start` still delivers every e-mail
 * somewhere a person can read it.
 */
export function chooseMailDelivery(smtpUrl: string | null, sink: TextSink): MailDelivery {
  if (smtpUrl) {
    return {
      transport: smtpTransport(smtpUrl),
      announcement: `E-mail: sent through ${new URL(smtpUrl).host} (SMTP_URL); none are printed here.`,
    };
  }
  return {
    transport: consoleTransport(sink),
    announcement:
      'E-mail: SMTP_URL is not set, so every e-mail is printed here (recipient, subject, text) instead of being sent.',
  };
}
