import nodemailer, { type Transporter } from 'nodemailer';

/** Where the console backend writes: process.stdout in the server, a buffer in tests. */
export interface TextSink {
  write(text: string): unknown;
}

const RULE = '-'.repeat(72);

/**
 * A nodemailer transport that prints each e-mail (recipient, subject, text) instead of sending it, as a console
 * mail backend does: without SMTP_URL someone trying Fairplay can still read the code of a password reset. It is
 * the one deliberate exception to keeping personal data out of the logs, and it is never used when SMTP_URL is
 * set. The text goes straight to the sink, not through the logger, whose redaction would hide exactly what the
 * reader needs.
 */
export function consoleTransport(sink: TextSink): Transporter {
  return nodemailer.createTransport({
    name: 'console',
    version: '1',
    send(mail, done) {
      const { subject, text } = mail.data;
      const envelope = mail.message.getEnvelope();
      sink.write(
        [
          RULE,
          `E-mail to: ${envelope.to.join(', ')}`,
          `Subject: ${subject ?? ''}`,
          '',
          String(text ?? ''),
          RULE,
          '',
        ].join('\n'),
      );
      done(null, { envelope, messageId: mail.message.messageId() });
    },
  });
}
