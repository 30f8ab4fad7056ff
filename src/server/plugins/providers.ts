import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PartyAccess, SmsGatewayName } from '../config/config.js';
import { CircuitBreaker } from '../providers/circuit-breaker.js';
import { DigiLockerClient } from '../providers/digilocker-client.js';
import { FailoverSmsGateway } from '../providers/failover-sms-gateway.js';
import { FileDocumentSigning } from '../providers/file-document-signing.js';
import { GupshupSmsGateway } from '../providers/gupshup-sms-gateway.js';
import { HttpBureau } from '../providers/http-bureau.js';
import { HttpLenderGateway } from '../providers/http-lender-gateway.js';
import { HttpPanRegistry } from '../providers/http-pan-registry.js';
import { HttpSmsGateway } from '../providers/http-sms-gateway.js';
import { ConfiguredLenderDirectory, type LenderEndpoint } from '../providers/lender-directory.js';
import { Msg91SmsGateway } from '../providers/msg91-sms-gateway.js';
import type { Providers, SmsGateway } from '../providers/providers.js';
import { SignedHttpClient } from '../providers/signed-http-client.js';
import { SnsSmsGateway } from '../providers/sns-sms-gateway.js';
import { sandboxLenderDirectory } from '../sandbox/lenders.js';
import {
  buildSandboxApp,
  SANDBOX_DIGILOCKER_CLIENT_ID,
  SANDBOX_KEY_ID,
  SANDBOX_PARTIES,
} from '../sandbox/sandbox-app.js';
import { SandboxDocumentSigning } from '../sandbox/sandbox-signing.js';
import { SmsOutbox } from '../sandbox/sms-outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PAN registry, credit bureau, lenders and SMS gateway (sandbox or real, per config). */
    providers: Providers;
  }
}

/** Where the outside parties are and how to sign for them: configured, or the sandbox's. */
interface OutsideParties {
  bureau: PartyAccess;
  panRegistry: PartyAccess;
  lenders: LenderEndpoint[];
  /** The sandbox's DigiLocker; a configured one comes from config. */
  digilocker?: { baseUrl: string; clientId: string; clientSecret: string };
}

export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    const parties = app.config.outsideWorld ?? (await sandboxParties(app));
    app.decorate('providers', createProviders(app, parties));
  },
  { name: 'providers', dependencies: ['services'] },
);

/**
 * The sandbox world as the outside parties: the one SANDBOX_URL names, or a sandbox app started
 * here on a loopback port with a secret of this run, closed with the app. Either way the
 * product reaches it over HTTP, through the same adapters as real parties.
 */
async function sandboxParties(app: FastifyInstance): Promise<OutsideParties> {
  const configured = app.config.sandboxWorld;
  let baseUrl = configured.url;
  let secret = configured.secret;
  if (!baseUrl || !secret) {
    secret = randomBytes(32).toString('base64url');
    const quieter = ['error', 'fatal', 'silent'].includes(app.log.level) ? app.log.level : 'warn';
    const sandbox = await buildSandboxApp({
      keys: { [SANDBOX_KEY_ID]: secret },
      lenders: app.config.sandboxLenders,
      clock: app.clock,
      // Its own requests are the app's calls, logged there: only its troubles here.
      logger: app.log.child({ world: 'sandbox' }, { level: quieter }),
    });
    baseUrl = await sandbox.listen({ host: '127.0.0.1', port: 0 });
    app.addHook('onClose', () => sandbox.close());
  }
  const root = baseUrl.replace(/\/+$/, '');
  const access = (path: string): PartyAccess => ({
    baseUrl: `${root}${path}`,
    keyId: SANDBOX_KEY_ID,
    secret,
  });
  return {
    bureau: access(SANDBOX_PARTIES.bureau),
    panRegistry: access(SANDBOX_PARTIES.panRegistry),
    lenders: sandboxLenderDirectory(root, SANDBOX_KEY_ID).map((lender) => ({
      ...lender,
      secret,
    })),
    digilocker: {
      baseUrl: `${root}${SANDBOX_PARTIES.digilocker}`,
      clientId: SANDBOX_DIGILOCKER_CLIENT_ID,
      clientSecret: secret,
    },
  };
}

/** The outside world the app talks to: always over the contracts, whoever answers. */
export function createProviders(app: FastifyInstance, parties: OutsideParties): Providers {
  const calls = app.config.providerCalls;
  const client = (name: string, party: PartyAccess) =>
    new SignedHttpClient(
      { name, ...party, timeoutMs: calls.timeoutMs },
      calls.retry,
      new CircuitBreaker(calls.breaker),
    );
  return {
    lenderDirectory: new ConfiguredLenderDirectory(parties.lenders),
    // Real lender adapters sign with the operator's keys; sandbox lenders with the sandbox CA.
    documentSigning: app.config.outsideWorld
      ? new FileDocumentSigning(app.config.outsideWorld.signingDir)
      : new SandboxDocumentSigning(() => app.clock.now()),
    panRegistry: new HttpPanRegistry(client('The PAN registry', parties.panRegistry)),
    bureau: new HttpBureau(client('The credit bureau', parties.bureau)),
    lenders: new HttpLenderGateway(parties.lenders, calls),
    sms: createSmsGateway(app),
    digilocker: digilockerClient(app, parties),
  };
}

/** The configured DigiLocker, else the sandbox's (coming back to this app's callback), else none. */
function digilockerClient(
  app: FastifyInstance,
  parties: OutsideParties,
): DigiLockerClient | undefined {
  const timeoutMs = app.config.providerCalls.timeoutMs;
  if (app.config.digilocker) return new DigiLockerClient({ ...app.config.digilocker, timeoutMs });
  if (!parties.digilocker) return undefined;
  return new DigiLockerClient({
    ...parties.digilocker,
    redirectUri: `${app.config.publicOrigin}/api/digilocker/callback`,
    timeoutMs,
  });
}

/**
 * SMS_GATEWAY picks where texts go, SMS_FALLBACK_GATEWAY where they go when it is down; each
 * real gateway has its own breaker and the same timeout and retry policy as every outside call.
 */
function createSmsGateway(app: FastifyInstance): SmsGateway {
  const primary = smsGateway(app, app.config.smsGateway);
  const fallbackName = app.config.smsFallbackGateway;
  if (!fallbackName) return primary;
  return new FailoverSmsGateway(primary, smsGateway(app, fallbackName), (error) =>
    app.log.warn(
      { provider: error.provider, failure: error.failure, code: error.code },
      'SMS sent through the fallback gateway',
    ),
  );
}

function smsGateway(app: FastifyInstance, name: SmsGatewayName): SmsGateway {
  const { config } = app;
  const resilience = {
    retry: config.providerCalls.retry,
    breaker: new CircuitBreaker(config.providerCalls.breaker),
    timeoutMs: config.smsTimeoutMs,
  };
  const dlt = () => {
    if (!config.dltSms) throw new Error(`SMS_GATEWAY=${name} needs the DLT settings`);
    return config.dltSms;
  };
  switch (name) {
    case 'outbox':
      return new SmsOutbox(app.database.db, app.secrets, app.clock);
    case 'http':
      if (!config.httpSmsGateway) throw new Error('SMS_GATEWAY=http is not configured');
      return new HttpSmsGateway({ ...config.httpSmsGateway, ...resilience });
    case 'msg91':
      if (!config.smsProviders.msg91) throw new Error('SMS_GATEWAY=msg91 is not configured');
      return new Msg91SmsGateway({ ...config.smsProviders.msg91, ...resilience, dlt: dlt() });
    case 'gupshup':
      if (!config.smsProviders.gupshup) throw new Error('SMS_GATEWAY=gupshup is not configured');
      return new GupshupSmsGateway({ ...config.smsProviders.gupshup, ...resilience, dlt: dlt() });
    case 'sns': {
      if (!config.smsProviders.sns) throw new Error('SMS_GATEWAY=sns is not configured');
      const gateway = new SnsSmsGateway({ ...config.smsProviders.sns, ...resilience, dlt: dlt() });
      app.addHook('onClose', async () => gateway.close());
      return gateway;
    }
  }
}
