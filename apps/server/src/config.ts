import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from '@fairplay/db';
import { isValidTimeZone, parseDemoHours, type OpenHours } from '@fairplay/domain';

/** Public-site settings (the marketing module's part of the configuration). */
export interface MarketingConfig {
  androidAppUrl: string;
  iosAppUrl: string;
  termsUrl: string;
  privacyUrl: string;
  demoHours: OpenHours[];
  demoTimezone: string;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  operatorEmail: string;
  tokenTtlHours: number;
  webDist: string | null;
  logLevel: string;
  /**
   * The reverse proxies (addresses, CIDR ranges or proxy-addr's `loopback`, `linklocal`, `uniquelocal`) whose
   * X-Forwarded-For is believed; empty: none, the peer's address is the client's.
   */
  trustProxy: string[];
  marketing: MarketingConfig;
  /** Stripe's keys: when set, payments go through Stripe instead of the built-in sandbox (issue 12). */
  stripe: StripeConfig | null;
  /**
   * Whether webhooks may be delivered to private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE=true):
   * off by default, so a club cannot make the server call into its own network (docs/decisions.md, "Webhooks").
   */
  webhooksAllowPrivate: boolean;
}

/** Stripe's keys (all four are given together; the secret key alone decides that Stripe is used). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The platform's Connect client id (`ca_…`), for the OAuth connection of each club's account. */
  clientId: string;
  /** Never from the environment: tests point the SDK at a local fake of Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export const DEFAULT_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=org.fairplay.app';
export const DEFAULT_IOS_APP_URL = 'https://apps.apple.com/app/fairplay-club/id6450000000';
export const DEFAULT_DEMO_HOURS = 'Mon-Fri 09:00-17:00';

/** A bad value in the environment: the message names the variable and is meant for the operator, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Unset and blank values mean "use the default"; everything else is trimmed. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number between ${min} and ${max}` })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, {
      error: `${name} must be a whole number between ${min} and ${max}`,
    });

const url = (name: string, protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}` },
  );

/** An absolute http(s) URL or a path on this server. */
const link = (name: string) =>
  z.string().refine((value) => value.startsWith('/') || url(name, ['http:', 'https:']).safeParse(value).success, {
    error: `${name} must be an http(s) URL or a path starting with /`,
  });

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_FORMAT =
  "TRUST_PROXY must list the reverse proxies' addresses or ranges, comma-separated (e.g. 10.0.0.2,192.168.0.0/16 or loopback)";

/** An address, an address/prefix, or one of proxy-addr's range names: what Fastify's trustProxy list takes. */
function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `true` (believe any peer) is refused: anyone could then name their own address in X-Forwarded-For and skip every
 * per-address limit. `false` is kept as "no proxy" for old settings.
 */
const trustedProxies = z.string().transform((value, context) => {
  if (value === 'false') return [];
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message: `${TRUST_PROXY_FORMAT}; true is not accepted, as it would believe any client's X-Forwarded-For`,
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyRange)) {
    context.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
    return z.NEVER;
  }
  return entries;
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment variables of the README's configuration table, each checked on its own. */
export const envSchema = z.object({
  PORT: optional(wholeNumber('PORT', 1, 65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url('DATABASE_URL', ['postgres:', 'postgresql:'])),
  DATABASE_POOLER: optional(z.enum(['none', 'transaction'], { error: 'DATABASE_POOLER must be none or transaction' })),
  DATABASE_LISTEN_URL: optional(url('DATABASE_LISTEN_URL', ['postgres:', 'postgresql:'])),
  WEBHOOKS_ALLOW_PRIVATE: optional(
    z.enum(['true', 'false'], { error: 'WEBHOOKS_ALLOW_PRIVATE must be true or false' }).transform((v) => v === 'true'),
  ),
  PUBLIC_URL: optional(url('PUBLIC_URL', ['http:', 'https:'])),
  SMTP_URL: optional(url('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string()),
  TOKEN_TTL_HOURS: optional(wholeNumber('TOKEN_TTL_HOURS', 1, 24 * 365 * 10)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  TRUST_PROXY: optional(trustedProxies),
  // Not through `optional`: an empty WEB_DIST means "serve the API only".
  WEB_DIST: z.string().optional(),
  OPERATOR_EMAIL: optional(z.email({ error: 'OPERATOR_EMAIL must be an e-mail address' })),
  DEMO_HOURS: optional(
    z.string().transform((value, context) => {
      try {
        return parseDemoHours(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  ),
  DEMO_TIMEZONE: optional(
    z.string().refine(isValidTimeZone, { error: 'DEMO_TIMEZONE must be an IANA time zone such as Europe/Berlin' }),
  ),
  ANDROID_APP_URL: optional(url('ANDROID_APP_URL', ['http:', 'https:'])),
  IOS_APP_URL: optional(url('IOS_APP_URL', ['http:', 'https:'])),
  TERMS_URL: optional(link('TERMS_URL')),
  PRIVACY_URL: optional(link('PRIVACY_URL')),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)',
    }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_\w+$/, {
      error: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
    }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { error: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' }),
  ),
  STRIPE_CLIENT_ID: optional(
    z.string().regex(/^ca_\w+$/, { error: 'STRIPE_CLIENT_ID must be a Connect client id (ca_…)' }),
  ),
});

const STRIPE_COMPANIONS = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CLIENT_ID'] as const;

/**
 * Stripe is used when STRIPE_SECRET_KEY is set, and then needs its companions: a half-configured Stripe would take
 * payments it cannot confirm (no webhook secret) or clubs it cannot connect (no client id). Keys of test and live
 * mode are never mixed.
 */
const withStripe = envSchema.superRefine((vars, context) => {
  // Behind a transaction pooler LISTEN would hold no connection of its own: live updates need a direct one.
  if (vars.DATABASE_POOLER === 'transaction' && !vars.DATABASE_LISTEN_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_LISTEN_URL'],
      message: 'DATABASE_LISTEN_URL must be set with DATABASE_POOLER=transaction (a direct connection for LISTEN)',
    });
  if ((vars.DATABASE_POOLER || vars.DATABASE_LISTEN_URL) && !vars.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: [vars.DATABASE_POOLER ? 'DATABASE_POOLER' : 'DATABASE_LISTEN_URL'],
      message: `${vars.DATABASE_POOLER ? 'DATABASE_POOLER' : 'DATABASE_LISTEN_URL'} needs DATABASE_URL`,
    });
  if (!vars.STRIPE_SECRET_KEY) return;
  for (const name of STRIPE_COMPANIONS)
    if (!vars[name])
      context.addIssue({ code: 'custom', path: [name], message: `${name} must be set with STRIPE_SECRET_KEY` });
  const live = (key: string | undefined) => key?.includes('_live_');
  if (vars.STRIPE_PUBLISHABLE_KEY && live(vars.STRIPE_SECRET_KEY) !== live(vars.STRIPE_PUBLISHABLE_KEY))
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'STRIPE_PUBLISHABLE_KEY must be of the same mode (test or live) as STRIPE_SECRET_KEY',
    });
});

function messageOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Reads the configuration documented in the README from an environment (main.ts passes process.env, once, at
 * start-up). Throws a ConfigError naming every bad variable.
 */
export function configFromEnv(env: Record<string, string | undefined>): AppConfig {
  const parsed = withStripe.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${messageOf(parsed.error)}`);
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const demoHours = vars.DEMO_HOURS ?? parseDemoHours(DEFAULT_DEMO_HOURS);
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    database: vars.DATABASE_URL
      ? {
          kind: 'postgres',
          url: vars.DATABASE_URL,
          pooler: vars.DATABASE_POOLER ?? 'none',
          listenUrl: vars.DATABASE_LISTEN_URL ?? vars.DATABASE_URL,
        }
      : { kind: 'pglite', dataDir: resolve(vars.DATA_DIR ?? './data') },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? 'Fairplay <no-reply@fairplay.local>',
    operatorEmail: vars.OPERATOR_EMAIL ?? 'demo@fairplay.local',
    tokenTtlHours: vars.TOKEN_TTL_HOURS ?? 24 * 30,
    webDist:
      vars.WEB_DIST === '' ? null : resolve(vars.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustProxy: vars.TRUST_PROXY ?? [],
    webhooksAllowPrivate: vars.WEBHOOKS_ALLOW_PRIVATE ?? false,
    marketing: {
      androidAppUrl: vars.ANDROID_APP_URL ?? DEFAULT_ANDROID_APP_URL,
      iosAppUrl: vars.IOS_APP_URL ?? DEFAULT_IOS_APP_URL,
      termsUrl: vars.TERMS_URL ?? '/assets/file/terms-of-service',
      privacyUrl: vars.PRIVACY_URL ?? '/assets/file/privacy-policy',
      demoHours,
      demoTimezone: vars.DEMO_TIMEZONE ?? 'America/New_York',
    },
    stripe: vars.STRIPE_SECRET_KEY
      ? {
          secretKey: vars.STRIPE_SECRET_KEY,
          publishableKey: vars.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET!,
          clientId: vars.STRIPE_CLIENT_ID!,
        }
      : null,
  };
}
