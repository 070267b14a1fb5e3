import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SANDBOX_PATHS, sandboxTokenBody, type SandboxError, type SandboxToken } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ProviderError } from '../provider.js';
import { insertToken } from './sandbox.repository.js';
import { sandboxId, type SandboxProvider } from './sandbox.provider.js';
import { bankBehavior, cardBehavior, cardBrand, luhnValid } from './test-cards.js';

const TOKEN_MINUTES = 60;
const page = { schema: { hide: true }, config: { access: 'public' as const } };

function fail(reply: FastifyReply, status: number, code: string, message: string, param: string | null = null) {
  const body: SandboxError = { error: { code, message, param } };
  return reply.status(status).send(body);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a path on this server: the consent and authentication pages never send the browser elsewhere. */
function localPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= 500
    ? value
    : null;
}

function htmlPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    );
}

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/**
 * The sandbox processor's own small API, outside /api/v1 (docs/decisions.md "Payments (issue 12)"):
 * tokenization (card numbers go here, never to Fairplay's API), the connection consent page, and the card
 * holder's authentication page. Answers are processor-style JSON or plain HTML pages, not the API envelope.
 */
export function sandboxRoutes(db: Database, now: () => Date, sandbox: SandboxProvider): FastifyPluginAsync {
  return async (app) => {
    // The consent and authentication pages post plain HTML forms; the parser stays inside this plugin.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.post(SANDBOX_PATHS.tokens, page, async (request, reply) => {
      const parsed = sandboxTokenBody.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(reply, 400, 'invalid_request', issue.message, issue.path.join('.') || null);
      }
      const created = now();
      const expiresAt = new Date(created.getTime() + TOKEN_MINUTES * 60_000);
      if ('card' in parsed.data) {
        const card = parsed.data.card;
        if (!luhnValid(card.number))
          return fail(reply, 402, 'incorrect_number', 'Your card number is incorrect.', 'card.number');
        const expired =
          card.exp_year < created.getUTCFullYear() ||
          (card.exp_year === created.getUTCFullYear() && card.exp_month < created.getUTCMonth() + 1);
        if (expired)
          return fail(
            reply,
            402,
            'invalid_expiry_year',
            "Your card's expiration date is in the past.",
            'card.exp_year',
          );
        const row = await insertToken(db, {
          id: sandboxId('tok'),
          type: 'card',
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
          expMonth: card.exp_month,
          expYear: card.exp_year,
          accountHolderName: card.name ?? null,
          behavior: cardBehavior(card.number),
          expiresAt,
        });
        const token: SandboxToken = {
          id: row.id,
          object: 'token',
          type: 'card',
          card: { brand: row.brand, last4: row.last4, exp_month: card.exp_month, exp_year: card.exp_year },
          bank_account: null,
          created: Math.floor(created.getTime() / 1000),
        };
        return reply.send(token);
      }
      const bank = parsed.data.bank_account;
      const row = await insertToken(db, {
        id: sandboxId('btok'),
        type: 'bank_account',
        brand: 'STRIPE TEST BANK',
        last4: bank.account_number.padStart(4, '0').slice(-4),
        accountHolderName: bank.account_holder_name,
        behavior: bankBehavior(bank.routing_number, bank.account_number),
        expiresAt,
      });
      const token: SandboxToken = {
        id: row.id,
        object: 'token',
        type: 'bank_account',
        card: null,
        bank_account: { bank_name: row.brand, last4: row.last4 },
        created: Math.floor(created.getTime() / 1000),
      };
      return reply.send(token);
    });

    // The connection consent: a club's staff approve (or deny) connecting a new sandbox test account.
    app.get(SANDBOX_PATHS.authorize, page, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const redirect = localPath(query.redirect_uri);
      if (!redirect)
        return fail(reply, 400, 'invalid_request', 'redirect_uri must be a path on this server.', 'redirect_uri');
      const state = typeof query.state === 'string' ? query.state.slice(0, 200) : '';
      const hidden =
        `<input type="hidden" name="state" value="${escape(state)}">` +
        `<input type="hidden" name="redirect_uri" value="${escape(redirect)}">`;
      return htmlPage(
        reply,
        'Connect to the sandbox payment provider',
        `<p>This is the sandbox: a test-mode payment processor built into Fairplay. No real money moves.</p>` +
          `<form method="post" action="${SANDBOX_PATHS.authorize}">${hidden}` +
          `<button name="decision" value="allow">Connect my sandbox account</button> ` +
          `<button name="decision" value="deny">Deny</button></form>`,
      );
    });

    app.post(SANDBOX_PATHS.authorize, page, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const redirect = localPath(body.redirect_uri);
      if (!redirect)
        return fail(reply, 400, 'invalid_request', 'redirect_uri must be a path on this server.', 'redirect_uri');
      const state = typeof body.state === 'string' ? body.state.slice(0, 200) : '';
      if (body.decision !== 'allow')
        return reply.redirect(
          withQuery(redirect, { error: 'access_denied', error_description: 'The user denied your request', state }),
          303,
        );
      const { code } = await sandbox.openAccount();
      return reply.redirect(withQuery(redirect, { code, state }), 303);
    });

    // The card holder's authentication (the 3-D Secure stand-in) for a payment waiting on it.
    app.get(`${SANDBOX_PATHS.authenticate}/:id`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const returnUrl = localPath((request.query as Record<string, unknown>).return_url) ?? '/';
      const hidden = `<input type="hidden" name="return_url" value="${escape(returnUrl)}">`;
      return htmlPage(
        reply,
        'Authenticate this payment',
        `<p>Your bank asks you to confirm this payment (sandbox test mode).</p>` +
          `<form method="post" action="${SANDBOX_PATHS.authenticate}/${escape(id)}">${hidden}` +
          `<button name="outcome" value="complete">Complete authentication</button> ` +
          `<button name="outcome" value="fail">Fail authentication</button></form>`,
      );
    });

    // A simulated card reader's screen: the amount it is collecting, and test cards to tap (issue 12, terminal).
    app.get(`${SANDBOX_PATHS.reader}/:id`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const screen = await sandbox.readerScreen(id.slice(0, 100));
      if (!screen) return fail(reply, 404, 'resource_missing', `No such reader: '${id}'`, 'reader');
      const { reader, payment } = screen;
      const amount = payment ? `${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}` : null;
      const last = reader.action && reader.action.status !== 'in_progress' ? reader.action : null;
      return htmlPage(
        reply,
        `Simulated reader: ${escape(reader.label)}`,
        `<p>This is a simulated card reader of the sandbox (test mode). No real money moves.</p>` +
          (amount
            ? `<p role="status">Collecting <strong>${escape(amount)}</strong>. Tap a test card:</p>` +
              `<form method="post" action="${SANDBOX_PATHS.reader}/${escape(reader.id)}/present">` +
              `<button name="card" value="succeeds">Tap test card (Visa 4242)</button> ` +
              `<button name="card" value="declined">Tap declined card (Visa 0002)</button></form>`
            : `<p role="status">Waiting for a payment.${
                last
                  ? ` Last payment: ${last.status === 'succeeded' ? 'approved' : escape(last.failure?.message ?? 'failed')}.`
                  : ''
              }</p><p><a href="${SANDBOX_PATHS.reader}/${escape(reader.id)}">Refresh</a></p>`),
      );
    });

    app.post(`${SANDBOX_PATHS.reader}/:id/present`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as Record<string, unknown>;
      try {
        const reader = await sandbox.tap(id.slice(0, 100), body.card === 'declined' ? 'declined' : 'succeeds');
        if (!reader) return fail(reply, 404, 'resource_missing', `No such reader: '${id}'`, 'reader');
      } catch (error) {
        if (error instanceof ProviderError) return fail(reply, 400, error.code, error.message, error.param);
        throw error;
      }
      return reply.redirect(`${SANDBOX_PATHS.reader}/${encodeURIComponent(id)}`, 303);
    });

    app.post(`${SANDBOX_PATHS.authenticate}/:id`, page, async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const returnUrl = localPath(body.return_url) ?? '/';
      const payment = await sandbox.authenticate(id.slice(0, 100), body.outcome === 'complete' ? 'complete' : 'fail');
      if (!payment) return fail(reply, 404, 'resource_missing', `No such payment: '${id}'`, 'payment');
      return reply.redirect(withQuery(returnUrl, { payment: payment.id, status: payment.status }), 303);
    });
  };
}
