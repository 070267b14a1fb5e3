import { resolve } from 'node:path';
import type { DatabaseConfig } from '@fairplay/db';

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
}

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/** Reads the configuration documented in the README from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = numberFrom(env.PORT, 3000, 'PORT');
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data') },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Fairplay <no-reply@fairplay.local>',
    operatorEmail: env.OPERATOR_EMAIL ?? 'demo@fairplay.local',
    tokenTtlHours: numberFrom(env.TOKEN_TTL_HOURS, 24 * 30, 'TOKEN_TTL_HOURS'),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
