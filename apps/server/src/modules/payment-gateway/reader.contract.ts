import { expect, it } from 'vitest';
import { ProviderError, type PaymentProvider, type ProviderErrorCode } from './provider.js';

interface ReaderUnderTest {
  provider: PaymentProvider;
  account: string;
  /** Idempotency keys derived from a record of ours. */
  key(kind: string): string;
}

async function failure(promise: Promise<unknown>): Promise<ProviderErrorCode> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).code;
}

/**
 * The card readers' part of the PaymentProvider contract (issue 12, spec 3 "Terminal flow"): readers registered
 * by a simulated code at a location, and server-driven card-present payments that a test card completes.
 * Runs inside providerContract's describe, on its connected account.
 */
export function readerContract(name: string, setup: () => ReaderUnderTest) {
  const registered = async (label: string) => {
    const { provider, account, key } = setup();
    const { locationId } = await provider.createLocation(account, {
      displayName: `Front desk ${name}`,
      address: {
        line1: '1 Court Street',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      idempotencyKey: key('location'),
    });
    const reader = await provider.registerReader(account, {
      registrationCode: 'simulated-wpe',
      label,
      locationId,
      idempotencyKey: key('reader'),
    });
    return { reader, locationId };
  };
  const terminalPayment = async (amount: number) => {
    const { provider, account, key } = setup();
    const reference = key('charge');
    return provider.createTerminalPayment(account, {
      amount,
      currency: 'usd',
      description: 'Pro shop',
      reference,
      idempotencyKey: reference,
    });
  };

  it('registers a simulated reader by its code at a location, lists it, and removes it', async () => {
    const { provider, account, key } = setup();
    const { secret } = await provider.createConnectionToken(account, {});
    expect(secret).toMatch(/^pst_/);
    const { reader, locationId } = await registered('Front desk');
    expect(reader).toMatchObject({ label: 'Front desk', locationId, simulated: true, status: 'online', action: null });
    expect(reader.deviceType).toBe('simulated_wisepos_e');
    expect((await provider.listReaders(account)).map((row) => row.id)).toContain(reader.id);
    expect(await provider.retrieveReader(account, reader.id)).toEqual(reader);
    expect(
      await failure(
        provider.registerReader(account, {
          registrationCode: 'not-a-code',
          label: 'Bar',
          locationId,
          idempotencyKey: key('reader'),
        }),
      ),
    ).toBe('invalid_code');
    await provider.deleteReader(account, reader.id);
    expect((await provider.listReaders(account)).map((row) => row.id)).not.toContain(reader.id);
    expect(await failure(provider.retrieveReader(account, reader.id))).toBe('not_found');
  });

  it('takes a payment on a reader: waiting for the card, authorized by a test card, then captured', async () => {
    const { provider, account, key } = setup();
    const { reader } = await registered('Pro shop');
    const { payment, clientSecret } = await terminalPayment(4500);
    expect(clientSecret).toContain('_secret_');
    expect(payment).toMatchObject({ status: 'processing', amount: 4500, amountCaptured: 0 });
    const processKey = key('process');
    const busy = await provider.processOnReader(account, {
      readerId: reader.id,
      paymentId: payment.id,
      idempotencyKey: processKey,
    });
    expect(busy.action).toMatchObject({ paymentId: payment.id, status: 'in_progress' });
    // A retried send is the same send; another payment must wait for the reader.
    await provider.processOnReader(account, { readerId: reader.id, paymentId: payment.id, idempotencyKey: processKey });
    const other = await terminalPayment(1000);
    expect(
      await failure(
        provider.processOnReader(account, {
          readerId: reader.id,
          paymentId: other.payment.id,
          idempotencyKey: key('process'),
        }),
      ),
    ).toBe('reader_busy');
    const look = () => provider.retrieveTerminalPayment(account, { paymentId: payment.id, readerId: reader.id });
    expect((await look()).status).toBe('processing');
    const done = await provider.presentTestPayment(account, { readerId: reader.id, card: 'succeeds' });
    expect(done.action).toMatchObject({ paymentId: payment.id, status: 'succeeded' });
    expect(await look()).toMatchObject({
      status: 'requires_capture',
      method: { object: 'card_present', last4: '4242' },
    });
    const captured = await provider.capturePayment(account, { paymentId: payment.id, idempotencyKey: key('capture') });
    expect(captured).toMatchObject({ status: 'succeeded', amountCaptured: 4500 });
    expect((await provider.listActivity(account, { since: new Date(0) })).payments.map((row) => row.id)).toContain(
      payment.id,
    );
    await provider.cancelPayment(account, { paymentId: other.payment.id, idempotencyKey: key('cancel') });
  });

  it('fails a payment the reader declines, and frees a reader whose payment was canceled', async () => {
    const { provider, account, key } = setup();
    const { reader } = await registered('Bar');
    const declined = await terminalPayment(2000);
    await provider.processOnReader(account, {
      readerId: reader.id,
      paymentId: declined.payment.id,
      idempotencyKey: key('process'),
    });
    const after = await provider.presentTestPayment(account, { readerId: reader.id, card: 'declined' });
    expect(after.action).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
    expect(
      await provider.retrieveTerminalPayment(account, { paymentId: declined.payment.id, readerId: reader.id }),
    ).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
    expect(await failure(provider.presentTestPayment(account, { readerId: reader.id, card: 'succeeds' }))).toBe(
      'invalid_request',
    );

    const abandoned = await terminalPayment(3000);
    await provider.processOnReader(account, {
      readerId: reader.id,
      paymentId: abandoned.payment.id,
      idempotencyKey: key('process'),
    });
    const stopped = await provider.cancelReaderAction(account, reader.id);
    expect(stopped.action?.status).not.toBe('in_progress');
    const released = await provider.cancelPayment(account, {
      paymentId: abandoned.payment.id,
      idempotencyKey: key('cancel'),
    });
    expect(released.status).toBe('canceled');
    // The reader is free for the next payment.
    const next = await terminalPayment(1500);
    const sent = await provider.processOnReader(account, {
      readerId: reader.id,
      paymentId: next.payment.id,
      idempotencyKey: key('process'),
    });
    expect(sent.action).toMatchObject({ paymentId: next.payment.id, status: 'in_progress' });
  });
}
