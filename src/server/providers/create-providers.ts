import type { FastifyInstance } from 'fastify';
import { SandboxBureau } from '../sandbox/sandbox-bureau.js';
import { SandboxLenderGateway } from '../sandbox/sandbox-lenders.js';
import { SandboxPanRegistry } from '../sandbox/sandbox-pan-registry.js';
import { SmsOutbox } from '../sandbox/sms-outbox.js';
import { HttpSmsGateway } from './http-sms-gateway.js';
import type { Providers, SmsGateway } from './providers.js';

/**
 * The outside world the app talks to. Only sandbox implementations exist today; a real adapter
 * is chosen here from the configuration when its contract exists.
 */
export function createProviders(app: FastifyInstance): Providers {
  return {
    panRegistry: new SandboxPanRegistry(),
    bureau: new SandboxBureau(app.clock),
    lenders: new SandboxLenderGateway(app.config.sandboxLenders),
    sms: createSmsGateway(app),
  };
}

/** SMS_GATEWAY picks where texts go; a real provider is one more case here. */
function createSmsGateway(app: FastifyInstance): SmsGateway {
  switch (app.config.smsGateway) {
    case 'outbox':
      return new SmsOutbox(app.database.db, app.secrets, app.clock);
    case 'http':
      if (!app.config.httpSmsGateway) throw new Error('SMS_GATEWAY=http is not configured');
      return new HttpSmsGateway(app.config.httpSmsGateway);
  }
}
