import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@fairplay/db';
import type { FastifyBaseLogger } from 'fastify';
import { claimPending, markFailedAttempt, markSent } from './mail.repository.js';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Sends what the outbox holds. E-mails are written in the same transaction as the change that causes them,
 * so a rolled-back change never sends mail, and a mail server outage only delays delivery.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends one batch; returns how many were sent. */
  async flush(): Promise<number> {
    this.running ??= this.sendBatch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendBatch(): Promise<number> {
    let sent = 0;
    await this.db.transaction(async (tx) => {
      for (const email of await claimPending(tx, BATCH_SIZE, MAX_ATTEMPTS)) {
        try {
          await this.transport.sendMail({
            from: this.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody ?? undefined,
            headers: email.headers ?? undefined,
          });
          await markSent(tx, email.id, this.now());
          sent += 1;
        } catch (error) {
          this.log.warn({ err: error, emailId: email.id }, 'e-mail send failed; will retry');
          await markFailedAttempt(tx, email.id, error instanceof Error ? error.message : String(error), MAX_ATTEMPTS);
        }
      }
    });
    return sent;
  }

  start(intervalMs = 5_000): void {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.log.error({ err: error }, 'outbox flush failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
