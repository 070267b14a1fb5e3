import type { MethodKind, NewMethodValues } from '../model/new-method';
import { tokenizeWithSandbox, type TokenizeResult } from './sandbox-tokenizer';

/**
 * The browser client behind the new-method fields now on screen. The fields register it when they mount (Stripe.js
 * once it has loaded, with its Elements); the last mounted fields win, and unmounting gives the earlier ones back.
 */
export type MountedClient =
  | { kind: 'sandbox' }
  | { kind: 'stripe'; tokenize: (kind: MethodKind, values: NewMethodValues) => Promise<TokenizeResult> }
  | { kind: 'loading' | 'unavailable' };

const mounted: MountedClient[] = [];

/** Registers the client of fields that mounted; the returned function unregisters it. */
export function mountClient(client: MountedClient): () => void {
  mounted.push(client);
  return () => {
    const at = mounted.lastIndexOf(client);
    if (at >= 0) mounted.splice(at, 1);
  };
}

export const NOT_READY = 'Card payments are not available yet. Please try again in a moment.';

/**
 * The one seam every payment form tokenizes through (charge panel, checkout, save-a-card, subscribe, points):
 * the sandbox's own small client by default, Stripe.js (a PaymentMethod, `pm_…`) when the fields on screen are
 * Stripe Elements (api/stripe-tokenizer.ts, loaded only then). Either way only the token is sent to Fairplay's API, in the calls' `token` field.
 */
export async function tokenizeMethod(kind: MethodKind, values: NewMethodValues): Promise<TokenizeResult> {
  const client = mounted.at(-1) ?? { kind: 'sandbox' };
  if (client.kind === 'sandbox') return tokenizeWithSandbox(kind, values);
  if (client.kind === 'stripe') return client.tokenize(kind, values);
  return { ok: false, errors: {}, message: NOT_READY };
}
