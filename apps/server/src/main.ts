import { DEMO_PASSWORD, DEMO_SIGN_INS, migrate, openDatabase, seedDemoIfEmpty } from '@fairplay/db';
import { buildApp } from './app.js';
import { ConfigError, configFromEnv } from './config.js';
import { OutboxSender, chooseMailDelivery } from './modules/mail/index.js';
import { providerAnnouncement } from './modules/payments/index.js';

async function main(): Promise<void> {
  // The one place the environment is read: a bad value stops the start before anything opens.
  const config = configFromEnv(process.env);
  const handle = await openDatabase(config.database);
  await migrate(handle);
  const seed = await seedDemoIfEmpty(handle.db);
  const now = () => new Date();
  const app = await buildApp({ db: handle.db, config, now }, { logger: { level: config.logLevel } });

  const mail = chooseMailDelivery(config.smtpUrl, process.stdout);
  const sender = new OutboxSender(handle.db, mail.transport, config.mailFrom, app.log);
  sender.start();
  // Due jobs (booking reminders) run in this process; several processes may share the database.
  app.jobs.start();

  const shutdown = async () => {
    await app.close();
    await sender.stop();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

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
