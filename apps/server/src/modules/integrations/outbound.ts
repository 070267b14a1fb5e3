import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { INTEGRATION_LIMITS } from '@fairplay/contracts';

/** Addresses a webhook may not reach unless WEBHOOKS_ALLOW_PRIVATE=true: the server's own and its networks'. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export interface SendOutcome {
  statusCode: number | null;
  responseBody: string;
  error: string | null;
  durationMs: number;
}

const TIMEOUT_MS = 10_000;

/**
 * POSTs one webhook: http(s) only, no redirects followed (a 3xx is a failure), 10 s at most, the answer's first
 * characters kept for the log. A private address is refused unless allowed (docs/decisions.md, "Webhooks").
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<SendOutcome, 'durationMs'>): SendOutcome => ({
    ...outcome,
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done({ statusCode: null, responseBody: '', error: 'The address is not a valid URL.' });
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return done({ statusCode: null, responseBody: '', error: 'Only http and https addresses are called.' });
  if (!allowPrivate) {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    try {
      const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
      if (addresses.some(({ address }) => isPrivate(address)))
        return done({ statusCode: null, responseBody: '', error: 'The address is in a private network.' });
    } catch {
      return done({ statusCode: null, responseBody: '', error: `The host ${host} could not be found.` });
    }
  }
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Fairplay-Webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    const ok = response.status >= 200 && response.status < 300;
    return done({
      statusCode: response.status,
      responseBody: text.slice(0, INTEGRATION_LIMITS.responseKept),
      error: ok ? null : `The receiver answered ${response.status}.`,
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'No answer within 10 seconds.' : null;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return done({ statusCode: null, responseBody: '', error: reason ?? `The call failed: ${cause}` });
  }
}
