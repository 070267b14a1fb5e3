import { expect, test } from './fixtures.js';
import { signIn } from './support.js';
import { addDays, clubInstant, courtId, TODAY, token } from './sheet-support.js';

interface Envelope {
  code: number;
  message: string;
  payload: { errors?: { field: string; message: string }[] } | null;
}

/**
 * Issue 24 point 16: the message people read never carries an internal field name or a validation library's raw
 * wording; the field stays in payload.errors for the form that places it. Asked through the signed-in browser's
 * session, as the app's screens ask.
 */
test('refusals read as sentences, with the field kept for the form', async ({ page }) => {
  await signIn(page, 'owner');
  const headers = { 'access-token': await token(page) };
  const day = addDays(TODAY, 40);

  // The spec's own sentence, without "end_time: " before it.
  const range = await page.request.delete('/api/v1/appointment/delete_rule', {
    headers,
    data: {
      court_id: await courtId(page, 'Court 6'),
      start_time: clubInstant(day, '12:00'),
      end_time: clubInstant(day, '11:00'),
    },
  });
  expect(range.status()).toBe(400);
  const refused = (await range.json()) as Envelope;
  expect(refused.message).toBe('Please provide valid date range');
  expect(refused.payload?.errors?.[0]?.field).toBe('end_time');

  // A number out of range: a plain sentence, never "Too big: expected number to be <=30" or "limit: ...".
  const paged = await page.request.get('/api/v1/microsettings/all?limit=31', { headers });
  expect(paged.status()).toBe(400);
  const tooMany = (await paged.json()) as Envelope;
  expect(tooMany.message).not.toMatch(/Too big|expected number|^limit\b|:\s/);
  expect(tooMany.message).toMatch(/^[A-Z].*\.$/);
  expect(tooMany.payload?.errors?.[0]?.field).toBe('limit');
});
