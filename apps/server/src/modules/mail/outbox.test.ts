import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { enqueueEmail } from './mail.repository.js';
import { OutboxSender } from './mail.service.js';

function failingTransport(): Transporter {
  return { sendMail: async () => Promise.reject(new Error('connection refused')) } as unknown as Transporter;
}

describe('the e-mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('sends pending e-mails with nodemailer and marks them sent', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      const info = await original(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    const queued = await enqueueEmail(t.handle.db, {
      businessId: null,
      to: 'player@example.org',
      subject: 'Court booked',
      text: 'See you at 6.',
    });
    const sender = new OutboxSender(
      t.handle.db,
      transport,
      'Fairplay <no-reply@fairplay.test>',
      t.app.log,
      t.clock.now,
    );
    expect(await sender.flush()).toBe(1);
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(JSON.parse(sent[0]!)).toMatchObject({ subject: 'Court booked', text: 'See you at 6.' });
    expect(await sender.flush()).toBe(0);
  });

  it('retries a failing send and gives up after five attempts', async () => {
    const queued = await enqueueEmail(t.handle.db, {
      businessId: null,
      to: 'late@example.org',
      subject: 'Hello',
      text: 'Body',
    });
    const sender = new OutboxSender(
      t.handle.db,
      failingTransport(),
      'Fairplay <no-reply@fairplay.test>',
      t.app.log,
      t.clock.now,
    );
    for (let i = 0; i < 6; i += 1) await sender.flush();
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5, lastError: 'connection refused' });
  });
});
