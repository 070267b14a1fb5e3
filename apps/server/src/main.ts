import { DEMO_PASSWORD, DEMO_SIGN_INS, migrate, openDatabase, seedDemoIfEmpty } from '@fairplay/db';
import { buildApp } from './app.js';
import { ConfigError, configFromEnv } from './config.js';
import { OutboxSender, chooseMailDelivery } from './modules/mail/index.js';
import { providerAnnouncement } from './modules/payment-gateway/index.js';

/** The longest a graceful shutdown may take (orchestrators wait 30 s before killing). */
const SHUTDOWN_LIMIT_MS = 25_000;

async function main(): Promise<void> {
  // The one place the environment is read: a bad value stops the start before anything opens.
  const config = configFromEnv(process.env);
  const handle = await openDatabase(config.database);
  await migrate(handle);
  const seed = await seedDemoIfEmpty(handle.db);
  const now = () => new Date();
  // On PostgreSQL, live updates reach every process through LISTEN on a direct connection (DATABASE_LISTEN_URL).
  const app = await buildApp(
    { db: handle.db, config, now, listenUrl: handle.listenUrl },
    { logger: { level: config.logLevel } },
  );

  const mail = chooseMailDelivery(config.smtpUrl, process.stdout);
  const sender = new OutboxSender(handle.db, mail.transport, config.mailFrom, app.log);
  sender.start();
  // Due jobs (booking reminders) run in this process; several processes may share the database.
  app.jobs.start();

  // Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): readiness answers 503, the open live-update streams
  // end (their sheets reconnect to another process), no new connection is taken, requests in flight finish, then
  // the job worker, the mail sender and the database close. A shutdown that hangs is cut short.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; stopping now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await app.close();
    await sender.stop();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  console.log(`\nFairplay is running at ${config.publicUrl}  (database: ${where})`);
  if (seed.seeded) console.log('Seeded the demo club "Riverside Racquet & Golf Club".');
  console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"): ${DEMO_SIGN_INS.join(', ')}`);
  console.log(mail.announcement);
  console.log(providerAnnouncement(config.stripe));
  console.log(`API docs: ${config.publicUrl}/api/docs\n`);
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say which variable, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
