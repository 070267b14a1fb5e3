import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ANDROID_APP_URL, DEFAULT_IOS_APP_URL, configFromEnv } from './config.js';

function errorOf(env: Record<string, string>): string {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('the configuration', () => {
  it('has a default for every variable', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: resolve('./data') },
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Fairplay <no-reply@fairplay.local>',
      operatorEmail: 'demo@fairplay.local',
      tokenTtlHours: 720,
      logLevel: 'info',
      trustProxy: [],
      marketing: {
        androidAppUrl: DEFAULT_ANDROID_APP_URL,
        iosAppUrl: DEFAULT_IOS_APP_URL,
        termsUrl: '/assets/file/terms-of-service',
        privacyUrl: '/assets/file/privacy-policy',
        demoTimezone: 'America/New_York',
      },
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
    expect(config.marketing.demoHours.map((hours) => hours.day)).toEqual([0, 1, 2, 3, 4]);
  });

  it('treats blank values as unset, except WEB_DIST where empty means API only', () => {
    const config = configFromEnv({ PORT: ' ', SMTP_URL: '', DATABASE_URL: '  ', WEB_DIST: '' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeNull();
    expect(config.database.kind).toBe('pglite');
    expect(config.webDist).toBeNull();
  });

  it('reads every variable of the README', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://fairplay@db:5432/fairplay',
      PUBLIC_URL: 'https://club.example.org/',
      SMTP_URL: 'smtp://user:pass@smtp.example.org:587',
      MAIL_FROM: 'Club <club@example.org>',
      TOKEN_TTL_HOURS: '48',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,fd00::/8,loopback',
      WEB_DIST: '/srv/web',
      OPERATOR_EMAIL: 'ops@example.org',
      ANDROID_APP_URL: 'https://play.example.org/a',
      IOS_APP_URL: 'https://apps.example.org/i',
      TERMS_URL: 'https://club.example.org/terms.pdf',
      PRIVACY_URL: 'https://club.example.org/privacy.pdf',
      DEMO_HOURS: 'Tue 10:00-12:00; Sat 09:30-10:30',
      DEMO_TIMEZONE: 'Europe/Berlin',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://fairplay@db:5432/fairplay' },
      publicUrl: 'https://club.example.org',
      smtpUrl: 'smtp://user:pass@smtp.example.org:587',
      mailFrom: 'Club <club@example.org>',
      tokenTtlHours: 48,
      logLevel: 'warn',
      trustProxy: ['10.0.0.2', '192.168.0.0/16', 'fd00::/8', 'loopback'],
      webhooksAllowPrivate: true,
      webDist: resolve('/srv/web'),
      operatorEmail: 'ops@example.org',
      marketing: {
        androidAppUrl: 'https://play.example.org/a',
        iosAppUrl: 'https://apps.example.org/i',
        termsUrl: 'https://club.example.org/terms.pdf',
        privacyUrl: 'https://club.example.org/privacy.pdf',
        demoTimezone: 'Europe/Berlin',
        demoHours: [
          { day: 1, startMinute: 600, endMinute: 720 },
          { day: 5, startMinute: 570, endMinute: 630 },
        ],
      },
    });
    expect(configFromEnv({ DATA_DIR: '/var/fairplay' }).database).toEqual({ kind: 'pglite', dataDir: '/var/fairplay' });
  });

  it('refuses private webhook addresses unless WEBHOOKS_ALLOW_PRIVATE=true, and any other value', () => {
    expect(configFromEnv({}).webhooksAllowPrivate).toBe(false);
    expect(configFromEnv({ WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooksAllowPrivate).toBe(false);
    expect(errorOf({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toMatch(/WEBHOOKS_ALLOW_PRIVATE must be true or false/);
  });

  it("refuses TRUST_PROXY=true, which would believe any client's X-Forwarded-For", () => {
    expect(errorOf({ TRUST_PROXY: 'true' })).toMatch(
      /^Invalid configuration: TRUST_PROXY must list the reverse proxies' addresses .*true is not accepted/,
    );
  });

  it('reads a transaction pooler and the direct connection LISTEN needs behind it', () => {
    const config = configFromEnv({
      DATABASE_URL: 'postgres://fairplay@pgbouncer:6432/fairplay',
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: 'postgres://fairplay@db:5432/fairplay',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://fairplay@pgbouncer:6432/fairplay',
      pooler: 'transaction',
      listenUrl: 'postgres://fairplay@db:5432/fairplay',
    });
    // Without a pooler, LISTEN uses DATABASE_URL itself.
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/f' }).database).toMatchObject({
      pooler: 'none',
      listenUrl: 'postgres://db/f',
    });
    expect(errorOf({ DATABASE_URL: 'postgres://pgbouncer/f', DATABASE_POOLER: 'transaction' })).toBe(
      'Invalid configuration: DATABASE_LISTEN_URL must be set with DATABASE_POOLER=transaction (a direct connection for LISTEN)',
    );
    expect(errorOf({ DATABASE_URL: 'postgres://db/f', DATABASE_POOLER: 'statement' })).toBe(
      'Invalid configuration: DATABASE_POOLER must be none or transaction',
    );
    expect(errorOf({ DATABASE_LISTEN_URL: 'postgres://db/f' })).toBe(
      'Invalid configuration: DATABASE_LISTEN_URL needs DATABASE_URL',
    );
  });

  it('refuses a bad value with a message naming its variable', () => {
    expect(errorOf({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be a whole number between 1 and 65535');
    expect(errorOf({ PORT: '70000' })).toBe('Invalid configuration: PORT must be a whole number between 1 and 65535');
    expect(errorOf({ PORT: '3000.5' })).toMatch(/^Invalid configuration: PORT /);
    expect(errorOf({ TOKEN_TTL_HOURS: '0' })).toMatch(/^Invalid configuration: TOKEN_TTL_HOURS must be a whole number/);
    expect(errorOf({ DATABASE_URL: 'mysql://db/x' })).toMatch(/^Invalid configuration: DATABASE_URL must be a URL/);
    expect(errorOf({ PUBLIC_URL: 'club.example.org' })).toMatch(/^Invalid configuration: PUBLIC_URL must be a URL/);
    expect(errorOf({ SMTP_URL: 'not a url' })).toMatch(/^Invalid configuration: SMTP_URL must be a URL/);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid configuration: LOG_LEVEL must be one of/);
    expect(errorOf({ TRUST_PROXY: 'yes' })).toMatch(
      /^Invalid configuration: TRUST_PROXY must list the reverse proxies/,
    );
    for (const bad of ['10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.1,,10.0.0.2', 'proxy.example.org'])
      expect(errorOf({ TRUST_PROXY: bad }), bad).toMatch(/^Invalid configuration: TRUST_PROXY must list/);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(errorOf({ OPERATOR_EMAIL: 'nobody' })).toMatch(/^Invalid configuration: OPERATOR_EMAIL /);
    expect(errorOf({ DEMO_HOURS: 'weekdays 9-5' })).toMatch(/^Invalid configuration: DEMO_HOURS/);
    expect(errorOf({ DEMO_TIMEZONE: 'Mars/Olympus' })).toMatch(/^Invalid configuration: DEMO_TIMEZONE /);
    expect(errorOf({ ANDROID_APP_URL: 'store' })).toMatch(/^Invalid configuration: ANDROID_APP_URL /);
    expect(errorOf({ IOS_APP_URL: 'ftp://x' })).toMatch(/^Invalid configuration: IOS_APP_URL /);
    expect(errorOf({ TERMS_URL: 'terms.html' })).toMatch(/^Invalid configuration: TERMS_URL /);
    expect(errorOf({ PRIVACY_URL: 'javascript:alert(1)' })).toMatch(/^Invalid configuration: PRIVACY_URL /);
  });

  it('names every bad variable at once', () => {
    expect(errorOf({ PORT: '0', LOG_LEVEL: 'loud' })).toMatch(/PORT .*; LOG_LEVEL /);
  });
  it('uses Stripe when STRIPE_SECRET_KEY is set, only with all of its keys of one mode', () => {
    expect(configFromEnv({}).stripe).toBeNull();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_CLIENT_ID: 'ca_Abc123',
    };
    expect(configFromEnv(keys).stripe).toEqual({
      secretKey: 'sk_test_51Abc',
      publishableKey: 'pk_test_51Abc',
      webhookSecret: 'whsec_abc123',
      clientId: 'ca_Abc123',
    });
    expect(errorOf({ STRIPE_SECRET_KEY: 'sk_test_51Abc' })).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY; ' +
        'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY; STRIPE_CLIENT_ID must be set with STRIPE_SECRET_KEY',
    );
    expect(errorOf({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc' })).toMatch(
      /^Invalid configuration: STRIPE_PUBLISHABLE_KEY must be of the same mode/,
    );
    expect(errorOf({ ...keys, STRIPE_SECRET_KEY: 'pk_test_51Abc' })).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY /,
    );
    expect(errorOf({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toMatch(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET /,
    );
    expect(errorOf({ ...keys, STRIPE_CLIENT_ID: 'client' })).toMatch(/^Invalid configuration: STRIPE_CLIENT_ID /);
    // The other keys alone do not switch payments to Stripe.
    expect(configFromEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' }).stripe).toBeNull();
  });
});
