import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_MESSAGES, SANDBOX_PATHS, endpoints, type Reader } from '@fairplay/contracts';
import {
  charges,
  ledgerEntries,
  ledgerTransactions,
  locations,
  paymentReaders,
  sandboxReaders,
  sandboxTerminalLocations,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.readers;

describe('card readers and terminal charges (issue 12, spec 3 "Terminal flow")', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let locationId: number;
  let sam: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    sam = await userIdOf(t, 'sam.garcia');
    const [location] = await t.handle.db.select().from(locations).where(eq(locations.businessId, clubId)).limit(1);
    locationId = location!.id;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const register = async (label: string, token = owner): Promise<Reader> => {
    const response = await t.call(table.create, {
      body: { registration_code: 'simulated-wpe', label, location: locationId },
      token,
    });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const send = (body: Record<string, unknown>, headers: Record<string, string> = freshKey(), token = owner) =>
    t.callRaw(table.createIntent, { body, token, headers });
  /** The card holder taps a test card on the simulated reader's page (the sandbox's, outside /api/v1). */
  const tap = async (reader: Reader, card: 'succeeds' | 'declined') => {
    expect(reader.simulator_url).toBe(`${SANDBOX_PATHS.reader}/${await providerIdOf(reader.id)}`);
    const page = await t.app.inject({ method: 'GET', url: reader.simulator_url! });
    expect(page.body).toContain('Tap test card');
    const response = await t.app.inject({
      method: 'POST',
      url: `${reader.simulator_url}/present`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${card}`,
    });
    expect(response.statusCode, response.body).toBe(303);
  };
  const providerIdOf = async (id: number) =>
    (await t.handle.db.select().from(paymentReaders).where(eq(paymentReaders.id, id)))[0]!.providerReaderId;
  const capture = (paymentIntentId: string, token = owner) =>
    t.callRaw(table.capture, { body: { payment_intent_id: paymentIntentId }, token });

  it('creates the reader’s provider location with the full address, and refuses an address without city or ZIP', async () => {
    const newLocation = async (address: string) => {
      const made = await t.call(endpoints.locations.create, {
        body: { name: `Annex ${address.length}`, address },
        token: owner,
      });
      expect(made.status, made.body.message).toBe(200);
      return made.body.payload.id;
    };
    const short = await newLocation('1 Court Street');
    const refused = await t.callRaw(table.create, {
      body: { registration_code: 'simulated-wpe', label: 'Annex desk', location: short },
      token: owner,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]).toEqual({ field: 'location', message: READER_MESSAGES.addressIncomplete });
    const full = await newLocation('1 Court Street, Suite 4, Austin, TX 78701');
    const registered = await t.call(table.create, {
      body: { registration_code: 'simulated-wpe', label: 'Annex desk', location: full },
      token: owner,
    });
    expect(registered.status, registered.body.message).toBe(200);
    const [location] = await t.handle.db
      .select({ address: sandboxTerminalLocations.address })
      .from(sandboxTerminalLocations)
      .innerJoin(sandboxReaders, eq(sandboxReaders.locationId, sandboxTerminalLocations.id))
      .where(eq(sandboxReaders.id, (await providerIdOf(registered.body.payload.id))!));
    expect(location?.address).toBe('1 Court Street, Suite 4, Austin, TX 78701, US');
    await t.call(table.remove, { params: { id: registered.body.payload.id }, token: owner });
  });

  it('registers a simulated reader at a location (label or lable), lists it online, and removes it', async () => {
    const reader = await register('Front desk');
    expect(reader).toMatchObject({
      label: 'Front desk',
      location_id: locationId,
      device_type: 'simulated_wisepos_e',
      status: 'online',
      simulated: true,
      action: null,
    });
    const spelled = await t.call(table.create, {
      body: { registration_code: 'simulated-s700', lable: 'Pro shop', location: locationId },
      token: owner,
    });
    expect(spelled.body.payload).toMatchObject({ label: 'Pro shop', device_type: 'simulated_stripe_s700' });
    const listed = await t.call(table.list, { token: owner });
    expect(listed.body.payload.readers.map((row) => row.id)).toEqual(
      expect.arrayContaining([reader.id, spelled.body.payload.id]),
    );
    const token = await t.call(table.terminalToken, { body: { location: locationId }, token: owner });
    expect(token.body.payload.secret).toMatch(/^pst_test_/);
    expect((await t.call(table.remove, { params: { id: spelled.body.payload.id }, token: owner })).status).toBe(200);
    const after = await t.call(table.list, { token: owner });
    expect(after.body.payload.readers.map((row) => row.id)).not.toContain(spelled.body.payload.id);
    expect((await t.callRaw(table.remove, { params: { id: spelled.body.payload.id }, token: owner })).status).toBe(404);
  });

  it("refuses a bad registration with the spec's message, naming the field, and leaves nothing behind", async () => {
    const before = await t.handle.db.select().from(paymentReaders).where(eq(paymentReaders.businessId, clubId));
    const bad = async (body: Record<string, unknown>, field: string, message: string = READER_MESSAGES.badForm) => {
      const response = await t.callRaw(table.create, { body, token: owner });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.errors).toContainEqual({ field, message });
    };
    await bad({ registration_code: 'ab', label: 'Desk', location: locationId }, 'registration_code');
    await bad({ registration_code: 'simulated-wpe', label: 'D', location: locationId }, 'label');
    await bad({ registration_code: 'simulated-wpe', location: locationId }, 'label');
    await bad({ registration_code: 'simulated-wpe', label: 'Desk' }, 'location');
    await bad(
      { registration_code: 'wrong-code', label: 'Desk', location: locationId },
      'registration_code',
      READER_MESSAGES.invalidCode,
    );
    const after = await t.handle.db.select().from(paymentReaders).where(eq(paymentReaders.businessId, clubId));
    expect(after).toHaveLength(before.length);
    const badCharge = await send({ reader_id: 1, amount: 0 });
    expect(badCharge.status).toBe(400);
    expect(badCharge.errors.map((error) => error.field)).toContain('amount');
    const noKey = await t.callRaw(table.createIntent, { body: { reader_id: 1, amount: 100 }, token: owner });
    expect(noKey.status).toBe(400);
  });

  it('takes a terminal charge: continue on the terminal, the card is tapped, captured into the ledger', async () => {
    const reader = await register('Counter');
    const headers = freshKey();
    const body = { reader_id: reader.id, amount: 2500, user_id: sam, description: 'Racquet restring' };
    const sent = await send(body, headers);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe(READER_MESSAGES.continueOnTerminal);
    const intent = sent.body.payload;
    expect(intent.charge).toMatchObject({ type: 'terminal', status: 'processing', total: 2500, member_id: sam });
    expect(intent.client_secret).toContain('_secret_');
    expect(intent.reader.action).toMatchObject({ charge_id: intent.charge.id, status: 'in_progress' });
    // A retried request is the same charge on the same reader.
    const again = await send(body, headers);
    expect(again.body.payload.charge.id).toBe(intent.charge.id);
    expect((await send({ ...body, amount: 2600 }, headers)).status).toBe(409);
    // Another charge waits for the reader.
    expect((await send({ reader_id: reader.id, amount: 100 })).status).toBe(409);

    const waiting = await capture(intent.payment_intent_id);
    expect(waiting.status).toBe(200);
    expect(waiting.body.payload.status).toBe('processing');
    expect(waiting.body.message).toBe(READER_MESSAGES.continueOnTerminal);
    await tap(reader, 'succeeds');
    const captured = await capture(intent.payment_intent_id);
    expect(captured.body.payload).toMatchObject({
      status: 'succeeded',
      source: { object: 'card_present', last4: '4242' },
    });
    expect((await capture(intent.payment_intent_id)).body.payload.status).toBe('succeeded');
    const entries = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.chargeId, intent.charge.id)));
    expect(entries).toEqual(
      expect.arrayContaining([
        { account: 'processor', amount: 2500 },
        { account: 'revenue', amount: -2500 },
      ]),
    );
  });

  it('fails a charge the reader declines (402), and cancels one still waiting', async () => {
    const reader = await register('Bar');
    const declined = (await send({ reader_id: reader.id, amount: 1200 })).body.payload;
    await tap(reader, 'declined');
    const answer = await capture(declined.payment_intent_id);
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Your card was declined.');
    const waiting = (await send({ reader_id: reader.id, amount: 800 })).body.payload;
    const canceled = await t.call(table.cancel, {
      body: { payment_intent_id: waiting.payment_intent_id },
      token: owner,
    });
    expect(canceled.body.payload).toMatchObject({ status: 'failed', failure_message: READER_MESSAGES.canceled });
    expect(
      (await t.callRaw(table.cancel, { body: { payment_intent_id: waiting.payment_intent_id }, token: owner })).status,
    ).toBe(409);
    const rows = await t.handle.db
      .select({ status: charges.status })
      .from(charges)
      .where(eq(charges.providerReaderId, (await providerIdOf(reader.id))!));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed']);
  });

  it("keeps readers and terminal payments in their club: another club's ids answer 404 and change nothing", async () => {
    const reader = await register('Lobby');
    const intent = (await send({ reader_id: reader.id, amount: 900 })).body.payload;
    const other = await registerSecondClub(t, 'reader');
    await connectSandbox(t, other.token);
    const token = other.token;
    expect((await t.call(table.list, { token })).body.payload.readers).toEqual([]);
    expect((await t.callRaw(table.remove, { params: { id: reader.id }, token })).status).toBe(404);
    expect((await send({ reader_id: reader.id, amount: 100 }, freshKey(), token)).status).toBe(404);
    expect((await capture(intent.payment_intent_id, token)).status).toBe(404);
    expect(
      (await t.callRaw(table.cancel, { body: { payment_intent_id: intent.payment_intent_id }, token })).status,
    ).toBe(404);
    const theirs = await t.callRaw(table.create, {
      body: { registration_code: 'simulated-wpe', label: 'Mine', location: locationId },
      token,
    });
    expect(theirs.status).toBe(404);
    expect((await t.callRaw(table.terminalToken, { body: { location: locationId }, token })).status).toBe(404);
    // Nothing changed for the first club.
    expect((await t.call(table.list, { token: owner })).body.payload.readers.map((row) => row.id)).toContain(reader.id);
    expect((await capture(intent.payment_intent_id)).body.payload.status).toBe('processing');
    await t.call(table.cancel, { body: { payment_intent_id: intent.payment_intent_id }, token: owner });
  });

  it('needs payments update for readers and terminal charges, and a sign-in for all', async () => {
    const member = await t.login('sam.garcia');
    const coach = await t.login('coach');
    for (const token of [member, coach]) {
      expect((await t.callRaw(table.list, { token })).status).toBe(403);
      expect(
        (
          await t.callRaw(table.create, {
            body: { registration_code: 'simulated-wpe', label: 'Desk', location: locationId },
            token,
          })
        ).status,
      ).toBe(403);
      expect((await send({ reader_id: 1, amount: 100 }, freshKey(), token)).status).toBe(403);
      expect((await t.callRaw(table.terminalToken, { body: {}, token })).status).toBe(403);
    }
    expect((await t.callRaw(table.list, {})).status).toBe(401);
    expect((await t.callRaw(table.capture, { body: { payment_intent_id: 'py_x' } })).status).toBe(401);
  });
});
