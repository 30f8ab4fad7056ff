import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config/config.js';
import { type Clock, systemClock } from '../platform/clock.js';
import {
  BUREAU_PATHS,
  creditReportRequest,
  registeredMobilesRequest,
} from '../providers/contracts/bureau.js';
import { idempotencyKey } from '../providers/contracts/common.js';
import {
  CONTRACT_ERRORS,
  type ContractErrorCode,
  contractError,
} from '../providers/contracts/errors.js';
import { accountRequest, LENDER_PATHS } from '../providers/contracts/lender.js';
import { holderRequest, PAN_REGISTRY_PATHS } from '../providers/contracts/pan-registry.js';
import {
  bodyDigest,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  type SignatureProblem,
  signAnswer,
  signatureOf,
  verifyRequest,
} from '../providers/contracts/signing.js';
import { LenderAccountNotFoundError, LenderUnavailableError } from '../providers/providers.js';
import { type ContractAnswer, IdempotencyStore } from './idempotency-store.js';
import { findLender } from './lenders.js';
import { SandboxBureau } from './sandbox-bureau.js';
import { sandboxDigiLocker } from './sandbox-digilocker.js';
import { SandboxLenderGateway, type SandboxLenderOptions } from './sandbox-lenders.js';
import { SandboxPanRegistry } from './sandbox-pan-registry.js';

/**
 * The sandbox world as a party on the other end of the wire: one Fastify app implementing the
 * bureau, PAN registry and lender contracts (docs/contracts/) with the sandbox's generator,
 * personas and lender behaviour. Mounted in-process by the composition root, or run alone with
 * `npm run sandbox`; the product reaches it over HTTP either way.
 *
 *   /bureau/v1/…               the credit bureau
 *   /pan-registry/v1/…         the PAN registry
 *   /lenders/{lenderId}/v1/…   each catalogue lender
 *   /digilocker/oauth2/1/…     DigiLocker, as its Authorized Partner API publishes it
 */

/** The key id the sandbox signs with; its secret is per run, or SANDBOX_SECRET. */
export const SANDBOX_KEY_ID = 'sandbox';

export const SANDBOX_PARTIES = {
  bureau: '/bureau',
  panRegistry: '/pan-registry',
  lenders: '/lenders',
  digilocker: '/digilocker',
} as const;

/** The partner client id the sandbox DigiLocker knows; its secret is the sandbox's secret. */
export const SANDBOX_DIGILOCKER_CLIENT_ID = 'loan-documents-sandbox';

export interface SandboxAppOptions {
  /** Key id → secret: whose signed requests the sandbox accepts, and how it signs answers. */
  keys: Record<string, string>;
  lenders: AppConfig['sandboxLenders'];
  clock?: Clock;
  /** Where the sandbox logs (requests at info), or nowhere. */
  logger?: FastifyBaseLogger;
  lenderOptions?: SandboxLenderOptions;
  /** How long the sandbox DigiLocker's access tokens live (tests see one expire). */
  digilockerTokenTtlSeconds?: number;
}

class ContractFailure extends Error {
  constructor(
    readonly code: ContractErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const SIGNATURE_MESSAGES: Record<SignatureProblem, string> = {
  missing: 'The request is not signed (X-Key-Id, X-Timestamp, X-Signature)',
  'unknown-key': 'The key id is not known here',
  'stale-timestamp': 'The timestamp is outside the accepted window',
  mismatch: 'The signature does not match the request',
};

export async function buildSandboxApp(options: SandboxAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const bureau = new SandboxBureau(clock);
  const registry = new SandboxPanRegistry();
  const lenders = new SandboxLenderGateway(options.lenders, {
    now: () => clock.now(),
    ...options.lenderOptions,
  });
  const remembered = new IdempotencyStore();
  const secretOf = (keyId: string) =>
    Object.hasOwn(options.keys, keyId) ? options.keys[keyId] : undefined;

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 16 * 1024,
  });

  // The signature covers the exact bytes, so the body is kept as sent and parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const signed = signatureOf(request.headers);
    const secret = signed && secretOf(signed.keyId);
    if (!signed || secret === undefined || typeof payload !== 'string') return payload;
    reply.headers(
      signAnswer(
        { keyId: signed.keyId, secret },
        {
          status: reply.statusCode,
          body: payload,
          request: { method: request.method, path: pathOf(request), signature: signed.signature },
        },
      ),
    );
    return payload;
  });

  app.setNotFoundHandler((_request, reply) => {
    void send(reply, failureAnswer('NOT_FOUND', 'No such contract route'));
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox contract call failed');
    void send(
      reply,
      status < 500
        ? failureAnswer('INVALID_REQUEST', 'The request is not a JSON contract request')
        : failureAnswer('INTERNAL_ERROR', 'The sandbox failed; try again'),
    );
  });

  /** One contract route: signature, idempotency key, body schema, then the remembered answer. */
  function contractRoute<S extends z.ZodType>(
    path: string,
    schema: S,
    work: (body: z.output<S>, request: FastifyRequest) => Promise<unknown>,
  ) {
    app.post(path, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = verifyRequest(
        request.headers,
        { method: request.method, path: pathOf(request), body: raw },
        secretOf,
      );
      if (!signature.ok) {
        return send(
          reply,
          failureAnswer('INVALID_SIGNATURE', SIGNATURE_MESSAGES[signature.problem]),
        );
      }
      const key = idempotencyKey.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) {
        return send(
          reply,
          failureAnswer('INVALID_REQUEST', 'Idempotency-Key must be 8 to 128 URL-safe characters'),
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return send(reply, failureAnswer('INVALID_REQUEST', 'The body is not JSON'));
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        // Names the field and the rule, never the value sent.
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        return send(reply, failureAnswer('INVALID_REQUEST', `${field}: ${issue?.message}`));
      }
      // Keys are the caller's own: scoped by its key id and the route.
      const scope = `${signatureOf(request.headers)?.keyId}|${pathOf(request)}|${key.data}`;
      const answer = await remembered.answer(scope, bodyDigest(raw), () =>
        work(parsed.data, request).then(
          (body) => ({ status: 200, body }),
          (error: unknown) => {
            if (error instanceof ContractFailure) return failureAnswer(error.code, error.message);
            throw error;
          },
        ),
      );
      if (answer === 'reused') {
        return send(
          reply,
          failureAnswer(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used with another request body',
          ),
        );
      }
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return send(reply, answer);
    });
  }

  app.get('/health', async () => ({ status: 'ok' }));

  contractRoute(
    `${SANDBOX_PARTIES.bureau}${BUREAU_PATHS.creditReport}`,
    creditReportRequest,
    ({ panNumber, asOf }) => bureau.fetchReport(panNumber, asOf),
  );
  contractRoute(
    `${SANDBOX_PARTIES.bureau}${BUREAU_PATHS.registeredMobiles}`,
    registeredMobilesRequest,
    async ({ panNumber }) => ({ mobiles: await bureau.registeredMobiles(panNumber) }),
  );
  contractRoute(
    `${SANDBOX_PARTIES.panRegistry}${PAN_REGISTRY_PATHS.holder}`,
    holderRequest,
    async ({ panNumber }) => ({
      holderName: (await registry.findHolder(panNumber))?.holderName ?? null,
    }),
  );
  contractRoute(
    `${SANDBOX_PARTIES.lenders}/:lenderId${LENDER_PATHS.account}`,
    accountRequest,
    async ({ panNumber, loanId, asOf }, request) => {
      const { lenderId } = request.params as { lenderId: string };
      if (!findLender(lenderId)) throw new ContractFailure('NOT_FOUND', 'No such sandbox lender');
      try {
        return await lenders.fetchAccount({ lenderId, panNumber, loanId }, asOf);
      } catch (error) {
        if (error instanceof LenderAccountNotFoundError) {
          throw new ContractFailure(
            'ACCOUNT_NOT_FOUND',
            'This lender holds no such loan for this borrower',
          );
        }
        if (error instanceof LenderUnavailableError) {
          throw new ContractFailure(
            'TEMPORARILY_UNAVAILABLE',
            'The lender is not available right now',
          );
        }
        throw error;
      }
    },
  );

  const digilockerSecret = secretOf(SANDBOX_KEY_ID);
  if (digilockerSecret) {
    await app.register(sandboxDigiLocker, {
      prefix: SANDBOX_PARTIES.digilocker,
      clientId: SANDBOX_DIGILOCKER_CLIENT_ID,
      clientSecret: digilockerSecret,
      clock,
      ...(options.digilockerTokenTtlSeconds
        ? { tokenTtlSeconds: options.digilockerTokenTtlSeconds }
        : {}),
    });
  }

  return app;
}

function failureAnswer(code: ContractErrorCode, message: string): ContractAnswer {
  return { status: CONTRACT_ERRORS[code].status, body: contractError(code, message) };
}

function send(reply: FastifyReply, answer: ContractAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send(JSON.stringify(answer.body));
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}
