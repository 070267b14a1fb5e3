import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { chooseMailDelivery } from './delivery.js';
import { enqueueEmail } from './mail.repository.js';
import { OutboxSender } from './mail.service.js';

describe('e-mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('prints each e-mail (recipient, subject, text) to the console and marks it sent', async () => {
    let printed = '';
    const delivery = chooseMailDelivery(null, { write: (text: string) => (printed += text) });
    expect(delivery.announcement).toContain('SMTP_URL is not set');
    const queued = await enqueueEmail(t.handle.db, {
      businessId: null,
      to: 'player@example.org',
      subject: 'Your password reset code',
      text: 'Your code is 428913.',
    });
    const sender = new OutboxSender(t.handle.db, delivery.transport, 'Fairplay <no-reply@fairplay.test>', t.app.log);
    expect(await sender.flush()).toBe(1);
    expect(printed).toContain('E-mail to: player@example.org');
    expect(printed).toContain('Subject: Your password reset code');
    expect(printed).toContain('Your code is 428913.');
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row?.status).toBe('sent');
  });

  it('prints nothing once SMTP_URL is set, and names only the mail server at start-up', () => {
    let printed = '';
    const delivery = chooseMailDelivery('smtp://mailer:secret-pass@smtp.example.com:587', {
      write: (text: string) => (printed += text),
    });
    expect(delivery.announcement).toBe('E-mail: sent through smtp.example.com:587 (SMTP_URL); none are printed here.');
    expect(delivery.announcement).not.toContain('secret-pass');
    expect(delivery.transport.transporter.name).toBe('SMTP');
    expect(printed).toBe('');
  });
});
