import {
  SANDBOX_PATHS,
  sandboxErrorSchema,
  sandboxTokenSchema,
  type SandboxToken,
  type SandboxTokenBody,
} from '@fairplay/contracts';
import {
  fieldOfParam,
  tokenBodyOf,
  type MethodErrors,
  type MethodKind,
  type NewMethodValues,
} from '../model/new-method';

/** A refusal of the tokenizer: its message is fit to show, `param` names the field it is about. */
export class TokenizeError extends Error {
  constructor(
    message: string,
    readonly param: string | null,
  ) {
    super(message);
    this.name = 'TokenizeError';
  }
}

/**
 * The browser client of the built-in sandbox processor: card and bank details go straight to the processor's own
 * endpoint (outside Fairplay's API, /api/v1), which answers a single-use token; only the token is sent to
 * Fairplay. Stripe's browser client (Stripe.js) plays this part when the club's provider is Stripe.
 */
export async function createSandboxToken(body: SandboxTokenBody): Promise<SandboxToken> {
  let response: Response;
  try {
    response = await fetch(SANDBOX_PATHS.tokens, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new TokenizeError('Unable to reach the payment processor. Please try again.', null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const token = sandboxTokenSchema.safeParse(answer);
    if (token.success) return token.data;
  }
  const failure = sandboxErrorSchema.safeParse(answer);
  if (failure.success) {
    // A field of the card or bank body ("card.number") is named by its last part ("number").
    const param = failure.data.error.param?.split('.').pop() ?? null;
    throw new TokenizeError(failure.data.error.message, param);
  }
  throw new TokenizeError('The payment processor could not read these details.', null);
}

export type TokenizeResult = { ok: true; token: string } | { ok: false; errors: MethodErrors; message: string | null };

/** Checks the typed details, then asks the sandbox for a token; a refusal is put under the field it names. */
export async function tokenizeWithSandbox(kind: MethodKind, values: NewMethodValues): Promise<TokenizeResult> {
  const built = tokenBodyOf(kind, values);
  if (built.errors) return { ok: false, errors: built.errors, message: null };
  try {
    const token = await createSandboxToken(built.body);
    return { ok: true, token: token.id };
  } catch (error) {
    if (!(error instanceof TokenizeError)) throw error;
    const field = fieldOfParam(error.param);
    return field
      ? { ok: false, errors: { [field]: error.message }, message: null }
      : { ok: false, errors: {}, message: error.message };
  }
}
