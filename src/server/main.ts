import { buildApp } from './app.js';
import { loadConfigOrExit } from './config/config.js';
import { collectStartUpGarbage } from './platform/start-up-memory.js';

const START_UP_SETTLES_MS = 15_000;

/** Starts the server and shuts it down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 20_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('://127.0.0.1', '://localhost');
  app.log.info(`Loan Documents is running at ${shown}`);
  console.log(`\n  Loan Documents is running at ${shown}\n`);
  // By then the OCR worker has warmed up (a few seconds) and the seed is unpacked.
  collectStartUpGarbage(START_UP_SETTLES_MS);
}

void main();
