import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on a local port: records every POST and answers with `status` (changeable between tries).
 * Signatures are checked with the `standardwebhooks` package, an implementation independent of the server's.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  status = 200;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(this.status, { 'content-type': 'text/plain' });
        response.end(this.status < 300 ? 'thanks' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  /**
   * Verifies one received message with `secret` as the receiver would at the moment it arrived (the test's clock
   * may run days ahead of the wall clock, and the scheme refuses messages older or newer than 5 minutes).
   */
  verify(message: Received, secret: string): unknown {
    const sentAt = Number(message.headers['webhook-timestamp']) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt });
    try {
      return new Webhook(secret).verify(message.body, {
        'webhook-id': String(message.headers['webhook-id']),
        'webhook-timestamp': String(message.headers['webhook-timestamp']),
        'webhook-signature': String(message.headers['webhook-signature']),
      });
    } finally {
      vi.useRealTimers();
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
