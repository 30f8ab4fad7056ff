import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfigOrExit } from '../config/config.js';
import { loggerOptions } from '../platform/logger.js';
import { buildSandboxApp, SANDBOX_KEY_ID } from './sandbox-app.js';

/**
 * `npm run sandbox`: the sandbox world alone, on SANDBOX_HOST:SANDBOX_PORT, for an app started
 * elsewhere with SANDBOX_URL and SANDBOX_SECRET, or for the conformance kit. Without
 * SANDBOX_SECRET a secret is made for this run and printed: it guards sandbox data only.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const given = config.sandboxWorld.secret;
  const secret = given ?? randomBytes(32).toString('base64url');
  const options = loggerOptions(config.logLevel);
  const app = await buildSandboxApp({
    keys: { [SANDBOX_KEY_ID]: secret },
    lenders: config.sandboxLenders,
    logger: pino(typeof options === 'object' ? options : {}),
  });
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  const url = await app.listen({ port: config.sandboxWorld.port, host: config.sandboxWorld.host });
  console.log(`\n  Sandbox world is running at ${url}`);
  console.log(`  Key id: ${SANDBOX_KEY_ID}; secret: ${given ? 'SANDBOX_SECRET' : secret}`);
  console.log(`  App:    SANDBOX_URL=${url} SANDBOX_SECRET=… npm start`);
  console.log(
    `  Check a lender: npm run conformance -- --lender ${url}/lenders/hdfc-bank --key-id ${SANDBOX_KEY_ID} --secret …\n`,
  );
}

void main();
