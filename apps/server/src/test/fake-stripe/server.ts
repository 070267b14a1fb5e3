import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { disputesOf, type FakeDispute } from './disputes.js';
import { parseForm, FormError, integer, object, required, type Form } from './form.js';
import { methodsOf } from './methods.js';
import { paymentsOf } from './payments.js';
import { terminalOf } from './terminal.js';
import {
  ApiError,
  fakeId,
  invalidRequest,
  missing,
  newAccount,
  type FakeAccount,
  type FakePaymentIntent,
  type FakePayout,
} from './state.js';

export interface FakeStripe {
  /** The SDK options that point a client at the fake. */
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  /** A new connected account and the one-time OAuth code its owner's consent returns. */
  authorize(): { accountId: string; code: string };
  /** The card holder completes (or fails) authentication on Stripe's page. */
  authenticate(accountId: string, paymentIntentId: string, outcome?: 'complete' | 'fail'): void;
  /** A refund fails after it was made (the money could not be returned). */
  failRefund(accountId: string, refundId: string): void;
  /** The bank answers a processing debit. */
  settleBankDebit(accountId: string, paymentIntentId: string): void;
  /** A PaymentIntent as Stripe would put it in an event's `data.object` now. */
  paymentIntent(accountId: string, paymentIntentId: string): FakePaymentIntent;
  /**
   * Stripe pays out the account's balance on its schedule: a payout of `amount` that reached the bank (`paid`),
   * or a paid payout the bank then returned (`fail`, with the id). Answers the Payout as an event carries it.
   */
  payout(accountId: string, amount: number): FakePayout;
  failPayout(accountId: string, payoutId: string): FakePayout;
  /** The card holder's bank disputes a paid PaymentIntent: amount and fee withdrawn. Answers the Dispute. */
  dispute(accountId: string, paymentIntentId: string): FakeDispute;
  /** The dispute ends: won (amount and fee given back) or lost. Answers the Dispute. */
  closeDispute(accountId: string, disputeId: string, outcome: 'won' | 'lost'): FakeDispute;
  /** Requests received, for assertions on idempotency keys. */
  requests: { method: string; path: string; account: string | null; idempotencyKey: string | null }[];
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': fakeId('req'), ...headers });
  response.end(JSON.stringify(body));
};

function page<T extends { id: string; created: number }>(rows: T[], form: Form, url: string) {
  const created = object(form, 'created');
  const since = typeof created.gte === 'string' ? Number(created.gte) : -Infinity;
  const limit = Math.min(integer(form, 'limit') ?? 10, 100);
  const ordered = rows.filter((row) => row.created >= since).reverse();
  const after =
    typeof form.starting_after === 'string' ? ordered.findIndex((row) => row.id === form.starting_after) : -1;
  const rest = ordered.slice(after + 1);
  return { object: 'list', url, has_more: rest.length > limit, data: rest.slice(0, limit) };
}

/**
 * A local fake of Stripe's API (issue 12) on 127.0.0.1, for the Stripe adapter's tests: the endpoints the adapter
 * uses, answered as Stripe answers them (form-encoded requests, JSON objects shaped by the SDK's types, Stripe's
 * error bodies), with Stripe's test payment methods, idempotency keys replayed per connected account (a different
 * request under a used key refused), manual capture, refunds and micro-deposit verification.
 */
export async function startFakeStripe(now: () => Date = () => new Date()): Promise<FakeStripe> {
  const secretKey = `sk_test_${fakeId('fake')}`;
  const accounts = new Map<string, FakeAccount>();
  const codes = new Map<string, string>();
  const platformKeys = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: FakeStripe['requests'] = [];
  let publicUrl = '';

  /** Each account's disputes (kept beside the account's records). */
  const disputeBooks = new Map<string, Map<string, FakeDispute>>();
  const parts = (account: FakeAccount) => {
    const payments = paymentsOf(account, now, publicUrl);
    if (!disputeBooks.has(account.id)) disputeBooks.set(account.id, new Map());
    const disputes = disputesOf(
      { paymentIntents: account.paymentIntents, disputes: disputeBooks.get(account.id)! },
      now,
    );
    return {
      payments,
      methods: methodsOf(account, now, payments),
      disputes,
      disputeList: disputeBooks.get(account.id)!,
    };
  };

  /** Routes one request of a connected account; answers the status and body. */
  function route(account: FakeAccount, method: string, path: string, form: Form): [number, unknown] {
    const { payments, methods, disputes, disputeList } = parts(account);
    const expanded = (intent: FakePaymentIntent) => payments.expand(intent, payments.expandFields(form));
    const segments = path.split('/').filter(Boolean).slice(1);
    const terminal = terminalOf(account, now)(method, segments, form);
    if (terminal) return terminal;
    const [resource, id, action] = segments;
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return [200, methods.createCustomer(form)];
      case 'POST payment_methods':
        return [200, methods.createMethod(form)];
      case 'GET payment_methods/:id':
        return [200, methods.retrieveMethod(id!)];
      case 'POST payment_methods/:id/detach':
        return [200, methods.detach(id!)];
      case 'POST setup_intents':
        return [200, methods.createSetupIntent(form)];
      case 'GET setup_intents':
        return [200, page(methods.listSetupIntents(form).reverse(), form, '/v1/setup_intents')];
      case 'POST setup_intents/:id/verify_microdeposits':
        return [200, methods.verifyMicrodeposits(id!, form)];
      case 'POST payment_intents':
        return [200, expanded(payments.createIntent(form))];
      case 'GET payment_intents/:id':
        return [200, expanded(payments.intentOf(id!))];
      case 'POST payment_intents/:id/capture':
        return [200, expanded(payments.capture(id!, form))];
      case 'POST payment_intents/:id/cancel':
        return [200, expanded(payments.cancel(id!))];
      case 'GET payment_intents': {
        const listed = page([...account.paymentIntents.values()], form, '/v1/payment_intents');
        const fields = payments.expandFields(form, 'data.');
        return [200, { ...listed, data: listed.data.map((intent) => payments.expand(intent, fields)) }];
      }
      case 'GET payouts':
        return [200, page([...account.payouts.values()], form, '/v1/payouts')];
      case 'GET payouts/:id': {
        const payout = account.payouts.get(id!);
        if (!payout) throw missing('payout', id!, 'id');
        return [200, payout];
      }
      case 'GET disputes':
        return [200, page([...disputeList.values()], form, '/v1/disputes')];
      case 'GET disputes/:id':
        return [200, disputes.retrieve(id!)];
      case 'POST refunds':
        return [200, payments.refund(form)];
      case 'GET refunds':
        return [
          200,
          page(
            [...account.refunds.values()].filter(
              (refund) => typeof form.payment_intent !== 'string' || refund.payment_intent === form.payment_intent,
            ),
            form,
            '/v1/refunds',
          ),
        ];
      default:
        throw new ApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  function oauthToken(form: Form): [number, unknown] {
    const code = required(form, 'code');
    const accountId = codes.get(code);
    if (form.grant_type !== 'authorization_code' || !accountId)
      return [400, { error: 'invalid_grant', error_description: `Authorization code does not exist: ${code}` }];
    codes.delete(code);
    return [
      200,
      {
        access_token: `sk_test_${fakeId('acc')}`,
        livemode: false,
        refresh_token: `rt_${fakeId('r')}`,
        token_type: 'bearer',
        scope: 'read_write',
        stripe_user_id: accountId,
        stripe_publishable_key: `pk_test_${fakeId('p')}`,
      },
    ];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const form = parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const accountId = header('stripe-account');
    const idempotencyKey = method === 'POST' ? header('idempotency-key') : null;
    requests.push({ method, path: url.pathname, account: accountId, idempotencyKey });

    if (header('authorization') !== `Bearer ${secretKey}`)
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });

    const account = accountId ? accounts.get(accountId) : undefined;
    if (accountId && !account)
      return json(response, 403, {
        error: {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: 'The provided key does not have access to account or application (or it does not exist).',
        },
      });

    // A repeated key answers the first answer; the same key with another request is refused (Stripe keeps
    // keys per account, and only for requests that reached a result).
    const store = account?.idempotency ?? platformKeys;
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${JSON.stringify(form)}`)
      .digest('hex');
    const seen = idempotencyKey ? store.get(idempotencyKey) : undefined;
    if (seen) {
      if (seen.fingerprint !== fingerprint)
        return json(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      return json(response, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    }

    let status: number;
    let body: unknown;
    try {
      if (url.pathname === '/oauth/token' && method === 'POST') [status, body] = oauthToken(form);
      else if (!account)
        throw invalidRequest('This fake answers requests made on a connected account (Stripe-Account).');
      else [status, body] = route(account, method, url.pathname, form);
    } catch (error) {
      if (error instanceof ApiError) [status, body] = [error.status, { error: error.body }];
      else if (error instanceof FormError)
        [status, body] = [
          400,
          { error: { type: 'invalid_request_error', message: error.message, param: error.param } },
        ];
      else throw error;
    }
    if (idempotencyKey) store.set(idempotencyKey, { fingerprint, status, body });
    json(response, status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      json(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://127.0.0.1:${port}`;

  const accountOf = (id: string) => {
    const account = accounts.get(id);
    if (!account) throw new Error(`no fake account ${id}`);
    return account;
  };

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    requests,
    authorize() {
      const accountId = fakeId('acct');
      const code = fakeId('ac');
      accounts.set(accountId, newAccount(accountId));
      codes.set(code, accountId);
      return { accountId, code };
    },
    authenticate(accountId, paymentIntentId, outcome = 'complete') {
      parts(accountOf(accountId)).payments.authenticate(paymentIntentId, outcome);
    },
    failRefund(accountId, refundId) {
      parts(accountOf(accountId)).payments.failRefund(refundId);
    },
    settleBankDebit(accountId, paymentIntentId) {
      parts(accountOf(accountId)).payments.settleBankDebit(paymentIntentId);
    },
    payout(accountId, amount) {
      const created = Math.floor(now().getTime() / 1000);
      const payout: FakePayout = {
        id: fakeId('po'),
        object: 'payout',
        amount,
        currency: 'usd',
        status: 'paid',
        arrival_date: created,
        created,
        method: 'standard',
        type: 'bank_account',
        failure_code: null,
        failure_message: null,
      };
      accountOf(accountId).payouts.set(payout.id, payout);
      return { ...payout };
    },
    failPayout(accountId, payoutId) {
      const payout = accountOf(accountId).payouts.get(payoutId)!;
      payout.status = 'failed';
      payout.failure_code = 'account_closed';
      payout.failure_message = 'The bank account has been closed.';
      return { ...payout };
    },
    dispute(accountId, paymentIntentId) {
      return parts(accountOf(accountId)).disputes.open(paymentIntentId);
    },
    closeDispute(accountId, disputeId, outcome) {
      return parts(accountOf(accountId)).disputes.close(disputeId, outcome);
    },
    paymentIntent(accountId, paymentIntentId) {
      return { ...parts(accountOf(accountId)).payments.intentOf(paymentIntentId) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A client of the SDK pointed at the fake, as the browser's Stripe.js would be (tokenizing a bank account). */
export const fakeClient = (fake: FakeStripe) => new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
