export { buildApp, API_PREFIX } from './app.js';
export { configFromEnv, type AppConfig } from './config.js';
export type { AppDeps } from './deps.js';
