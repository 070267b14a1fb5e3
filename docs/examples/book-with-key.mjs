#!/usr/bin/env node
// Books a court with a Fairplay API key and waits for the club's webhook that tells of it.
//
// Needs Node 20 and nothing else. Before running it, the club's owner, in Settings → Integrations:
//   1. creates a read-write API key acting as a staff member who may book courts, and
//   2. adds a webhook endpoint for "Booking created" whose URL reaches this script (http://<this machine>:<PORT>/),
//      and copies its signing secret.
//
//   FAIRPLAY_URL=https://club.example.org FAIRPLAY_API_KEY=fp_live_... WEBHOOK_SECRET=whsec_... \
//   COURT_ID=12 START=2026-12-01T17:00:00Z END=2026-12-01T18:00:00Z PORT=8787 node docs/examples/book-with-key.mjs
//
// It prints the booking, then the webhook once its Standard Webhooks signature checks out, and exits 0; it exits 1
// when the booking is refused or no signed webhook arrives within WAIT_SECONDS (default 60).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const env = (name, fallback) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) {
    console.error(`Set ${name} (see the top of this file).`);
    process.exit(2);
  }
  return value;
};
const baseUrl = env('FAIRPLAY_URL').replace(/\/$/, '');
const apiKey = env('FAIRPLAY_API_KEY');
const secret = env('WEBHOOK_SECRET');
const courtId = Number(env('COURT_ID'));
const start = env('START');
const end = env('END');
const port = Number(env('PORT', '8787'));
const waitSeconds = Number(env('WAIT_SECONDS', '60'));

/** Standard Webhooks: v1 signatures are base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret's bytes. */
function verified(headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !timestamp) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

let bookingId = null;
const seen = [];
let server;
const received = new Promise((resolve) => {
  server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verified(request.headers, body)) {
        response.writeHead(401).end('bad signature');
        return;
      }
      response.writeHead(204).end();
      const event = JSON.parse(body);
      seen.push(event);
      if (bookingId !== null && seen.some((e) => e.type === 'booking.created' && e.data.appointment_id === bookingId))
        resolve();
    });
  });
  server.listen(port, () => console.log(`Waiting for webhooks on port ${port}`));
});

const answer = await fetch(`${baseUrl}/api/v1/appointment/add_complex`, {
  method: 'POST',
  headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
  body: JSON.stringify({ courts: [courtId], start_time: start, end_time: end }),
});
const result = await answer.json();
if (answer.status !== 200) {
  console.error(`The booking was refused (${answer.status}): ${result.message}`);
  process.exit(1);
}
bookingId = result.payload.created[0].id;
console.log(`Booked appointment ${bookingId} on court ${courtId} from ${start} to ${end}`);

const timer = setTimeout(() => {
  console.error(`No signed booking.created webhook for appointment ${bookingId} within ${waitSeconds} s.`);
  process.exit(1);
}, waitSeconds * 1000);
// A webhook that arrived before the booking's answer was read counts too.
const early = seen.find((e) => e.type === 'booking.created' && e.data.appointment_id === bookingId);
if (!early) await received;
clearTimeout(timer);
const event = seen.find((e) => e.type === 'booking.created' && e.data.appointment_id === bookingId);
console.log(`Received ${event.type} (version ${event.version}) for appointment ${event.data.appointment_id}`);
server.close();
process.exit(0);
