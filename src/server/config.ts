import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CircuitBreakerSettings } from './providers/circuit-breaker.js';
import { type LenderEndpoint, lenderDirectoryFile } from './providers/lender-directory.js';
import type { RetryPolicy } from './providers/signed-http-client.js';
import { signingFiles } from './providers/signing-files.js';

/**
 * The whole runtime configuration, read from the environment in one place.
 * Nothing else in the server reads `process.env`.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const base64Key = z
  .string()
  .refine(
    (value) => Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes, base64-encoded',
  );

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SANDBOX: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MASTER_KEY: base64Key.optional(),
  HMAC_KEY: base64Key.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** The browsable API documentation at /api/docs: on in the sandbox, off otherwise unless asked. */
  API_DOCS: booleanFlag.optional(),
  /**
   * The address borrowers and the people they share documents with reach the app at: printed in
   * every document's verification link and QR code. Defaults to http://localhost:PORT.
   */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Who borrowers write to with a grievance about their data (shown on /learn-more and the footer). */
  GRIEVANCE_NAME: z.string().min(2).max(120).default('Grievance Officer, Loan Documents'),
  GRIEVANCE_EMAIL: z.string().email().max(200).default('grievance@loan-documents.example'),
  /** Start the OCR worker at boot so the first upload is fast. */
  OCR_WARM: booleanFlag.default(true),
  /** Sandbox lender behaviour: typical latency range and failure rate for every lender. */
  SANDBOX_LENDER_LATENCY_MS: z
    .string()
    .regex(/^\d+(-\d+)?$/, 'use "min-max" in milliseconds, e.g. "300-1500"')
    .default('400-2000'),
  SANDBOX_LENDER_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /**
   * Per-lender overrides as JSON: {"hdfc-bank": {"latencyMs": [1000, 3000], "failureRate": 0.5}};
   * "failFirstCalls": n makes the lender fail its first n calls for each account, then answer.
   */
  SANDBOX_LENDERS: z.string().optional(),
  /**
   * The sandbox world (SANDBOX=true) runs in this process on a loopback port unless SANDBOX_URL
   * names one started with `npm run sandbox`; SANDBOX_SECRET is then the secret both share.
   * SANDBOX_PORT and SANDBOX_HOST are where `npm run sandbox` listens.
   */
  SANDBOX_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_SECRET: z.string().min(16).max(200).optional(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** The real outside world (SANDBOX=false): each party's contract base URL and signing key. */
  BUREAU_URL: z.url({ protocol: /^https?$/ }).optional(),
  BUREAU_KEY_ID: z.string().min(1).max(100).optional(),
  BUREAU_SECRET: z.string().min(16).max(200).optional(),
  PAN_REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAN_REGISTRY_KEY_ID: z.string().min(1).max(100).optional(),
  PAN_REGISTRY_SECRET: z.string().min(16).max(200).optional(),
  /** Path of the lender directory, a JSON file (providers/lender-directory.ts). */
  LENDER_DIRECTORY: z.string().min(1).optional(),
  LENDER_SIGNING_DIR: z.string().min(1).optional(),
  /** The lenders' signing secrets as JSON, key id → secret: {"hdfc-2026": "…"}. */
  LENDER_SECRETS: z.string().optional(),
  /** Every call to the bureau, PAN registry or a lender: timeout, retries, circuit breaker. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PROVIDER_RETRY_DELAY_MS: z.coerce.number().int().min(1).max(10_000).default(200),
  PROVIDER_BREAKER_FAILURES: z.coerce.number().int().min(1).max(10_000).default(5),
  PROVIDER_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Where SMS texts go: "outbox" keeps them in the database (read at /api/sandbox/outbox);
   * "http" posts them to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as a bearer token.
   */
  SMS_GATEWAY: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Where document files go: "local" (DATA_DIR/blobs), "database" (the PostgreSQL server) or
   * "s3" (an S3-compatible bucket). Default: "database" with DATABASE_URL, else "local".
   */
  STORAGE: z.enum(['local', 'database', 's3']).optional(),
  /** For S3-compatible services other than AWS (MinIO, Ceph, R2 …). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).max(64).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Both or neither; without them the AWS SDK's default credential chain is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * Document batches: a bank job running longer than this is taken as lost (its process died)
   * and is retried; lender failures are retried BATCH_RETRY_LIMIT times with exponential
   * backoff from BATCH_RETRY_DELAY_SECONDS. BATCH_WORKERS=0 leaves batches to other processes.
   */
  BATCH_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  BATCH_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  BATCH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(1),
  BATCH_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  BATCH_JOBS_PER_WORKER: z.coerce.number().int().min(1).max(100).default(25),
  /** Threads laying out PDFs for batches; 0 renders on the main thread. */
  BATCH_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** When expired documents and share links are deleted (cron, UTC); "off" runs no schedule. */
  DOCUMENT_RETENTION_SCHEDULE: z
    .string()
    .regex(/^(off|[0-9*/,\- ]{9,64})$/, 'use a cron expression such as "*/15 * * * *", or "off"')
    .default('*/15 * * * *'),
  /** Bearer token GET /metrics requires on the app's port (required there when SANDBOX=false). */
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  /** Serve GET /metrics on this port only (on HOST), never on the app's port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** When stored files that no document row owns are removed (cron, UTC), or "off". */
  FILE_RECONCILE_SCHEDULE: z
    .string()
    .regex(/^(off|[0-9*/,\- ]{9,64})$/, 'use a cron expression such as "41 * * * *", or "off"')
    .default('41 * * * *'),
});

export type Environment = z.input<typeof environmentSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; absent means the embedded database under dataDir. */
  databaseUrl: string | undefined;
  sandbox: boolean;
  logLevel: string;
  /** Keys given in the environment; absent ones are generated into dataDir (embedded mode only). */
  masterKey: Buffer | undefined;
  hmacKey: Buffer | undefined;
  trustProxy: boolean;
  /** Whether /api/docs serves the API documentation. */
  apiDocs: boolean;
  /** Scheme, host and port the app is reached at, without a trailing slash. */
  publicOrigin: string;
  grievance: { name: string; email: string };
  ocrWarm: boolean;
  sandboxLenders: {
    latencyMs: [number, number];
    failureRate: number;
    overrides: Record<
      string,
      { latencyMs?: [number, number]; failureRate?: number; failFirstCalls?: number }
    >;
  };
  sandboxWorld: {
    /** A sandbox started with `npm run sandbox`; absent: one is started in this process. */
    url: string | undefined;
    /** Shared with that sandbox; absent for the in-process one (a secret per run). */
    secret: string | undefined;
    /** Where `npm run sandbox` listens. */
    port: number;
    host: string;
  };
  /** The real parties; set exactly when sandbox is false. */
  outsideWorld: OutsideWorld | undefined;
  providerCalls: {
    timeoutMs: number;
    retry: RetryPolicy;
    breaker: CircuitBreakerSettings;
  };
  smsGateway: 'outbox' | 'http';
  /** Set when smsGateway is "http". */
  httpSmsGateway: { url: string; token: string; timeoutMs: number } | undefined;
  storage: 'local' | 'database' | 's3';
  /** Set when storage is "s3". */
  s3Storage:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  batch: {
    jobTimeoutSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
    /** Workers polling for bank jobs in this process; 0 for none. */
    workers: number;
    /** Bank jobs one worker takes at a time (run concurrently). */
    jobsPerWorker: number;
    /** Worker threads rendering documents; 0 renders on the main thread. */
    renderThreads: number;
  };
  /** Cron expression (UTC) of the document retention job; null when not scheduled. */
  documentRetentionSchedule: string | null;
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  /** Cron expression (UTC) of the job removing files no row owns; null when not scheduled. */
  fileReconcileSchedule: string | null;
  /** Settings that work but deserve an operator's attention, logged at start-up. */
  warnings: string[];
}

/** A party reached over its contract: base URL and the key we sign with. */
export interface PartyAccess {
  baseUrl: string;
  keyId: string;
  secret: string;
}

export interface OutsideWorld {
  bureau: PartyAccess;
  panRegistry: PartyAccess;
  lenders: LenderEndpoint[];
  /** Each lender adapter's document-signing certificate chain and key (see file-document-signing). */
  signingDir: string;
}

export class ConfigError extends Error {}

/** For a process's entry point: the configuration, or what is wrong with it on stderr and exit 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
): AppConfig {
  // Empty strings count as "not set", as most shells and .env tools produce them.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && (!env.MASTER_KEY || !env.HMAC_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  MASTER_KEY and HMAC_KEY are required when DATABASE_URL is set ' +
        '(generate each with: openssl rand -base64 32)',
    );
  }
  // First: it lists everything missing at once, SMS settings included.
  const outsideWorld = outsideWorldSettings(env);
  if (env.SANDBOX_URL && !env.SANDBOX_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_URL needs SANDBOX_SECRET, the secret that sandbox was started with',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    sandbox: env.SANDBOX,
    logLevel: env.LOG_LEVEL,
    masterKey: env.MASTER_KEY ? Buffer.from(env.MASTER_KEY, 'base64') : undefined,
    hmacKey: env.HMAC_KEY ? Buffer.from(env.HMAC_KEY, 'base64') : undefined,
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? env.SANDBOX,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    grievance: { name: env.GRIEVANCE_NAME, email: env.GRIEVANCE_EMAIL },
    ocrWarm: env.OCR_WARM,
    sandboxLenders: {
      latencyMs: parseRange(env.SANDBOX_LENDER_LATENCY_MS),
      failureRate: env.SANDBOX_LENDER_FAILURE_RATE,
      overrides: parseLenderOverrides(env.SANDBOX_LENDERS),
    },
    sandboxWorld: {
      url: env.SANDBOX_URL,
      secret: env.SANDBOX_SECRET,
      port: env.SANDBOX_PORT,
      host: env.SANDBOX_HOST,
    },
    outsideWorld,
    providerCalls: {
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
      retry: {
        retries: env.PROVIDER_RETRIES,
        baseDelayMs: env.PROVIDER_RETRY_DELAY_MS,
        maxDelayMs: env.PROVIDER_RETRY_DELAY_MS * 16,
      },
      breaker: {
        failureThreshold: env.PROVIDER_BREAKER_FAILURES,
        cooldownMs: env.PROVIDER_BREAKER_COOLDOWN_MS,
      },
    },
    smsGateway: env.SMS_GATEWAY,
    httpSmsGateway: httpSmsGatewaySettings(env),
    ...storageSettings(env),
    s3Storage: s3StorageSettings(env),
    batch: {
      jobTimeoutSeconds: env.BATCH_JOB_TIMEOUT_SECONDS,
      retryLimit: env.BATCH_RETRY_LIMIT,
      retryDelaySeconds: env.BATCH_RETRY_DELAY_SECONDS,
      workers: env.BATCH_WORKERS,
      jobsPerWorker: env.BATCH_JOBS_PER_WORKER,
      renderThreads: env.BATCH_RENDER_THREADS,
    },
    documentRetentionSchedule:
      env.DOCUMENT_RETENTION_SCHEDULE === 'off' ? null : env.DOCUMENT_RETENTION_SCHEDULE,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    fileReconcileSchedule:
      env.FILE_RECONCILE_SCHEDULE === 'off' ? null : env.FILE_RECONCILE_SCHEDULE,
  };
}

type Env = z.output<typeof environmentSchema>;

/**
 * With SANDBOX=false every outside party must be real and configured; the error lists every
 * setting missing or wrong, so one start tells the operator all of it.
 */
function outsideWorldSettings(env: Env): OutsideWorld | undefined {
  if (env.SANDBOX) return undefined;
  const problems: string[] = [];
  const need = <T>(name: string, value: T | undefined, meaning: string): T => {
    if (value === undefined) problems.push(`${name}: missing — ${meaning}`);
    return value as T;
  };
  const bureau: PartyAccess = {
    baseUrl: need('BUREAU_URL', env.BUREAU_URL, "the credit bureau's contract base URL"),
    keyId: need('BUREAU_KEY_ID', env.BUREAU_KEY_ID, 'our signing key id at the bureau'),
    secret: need('BUREAU_SECRET', env.BUREAU_SECRET, "that key's secret"),
  };
  const panRegistry: PartyAccess = {
    baseUrl: need('PAN_REGISTRY_URL', env.PAN_REGISTRY_URL, "the PAN registry's contract base URL"),
    keyId: need('PAN_REGISTRY_KEY_ID', env.PAN_REGISTRY_KEY_ID, 'our signing key id there'),
    secret: need('PAN_REGISTRY_SECRET', env.PAN_REGISTRY_SECRET, "that key's secret"),
  };
  const lenders = lenderEndpoints(env, problems);
  const signingDir = need(
    'LENDER_SIGNING_DIR',
    env.LENDER_SIGNING_DIR,
    "folder of each lender's document-signing <id>.chain.pem and <id>.key.pem",
  );
  if (signingDir) {
    const missing = lenders.flatMap((lender) =>
      Object.values(signingFiles(signingDir, lender.id)).filter((file) => !existsSync(file)),
    );
    if (missing.length > 0) {
      problems.push(`LENDER_SIGNING_DIR: missing ${missing.slice(0, 5).join(', ')}`);
    }
  }
  if (env.SMS_GATEWAY !== 'http') {
    problems.push('SMS_GATEWAY: must be "http" — the outbox exists only in the sandbox');
  }
  need('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, "the SMS gateway's URL");
  need('SMS_GATEWAY_TOKEN', env.SMS_GATEWAY_TOKEN, "the SMS gateway's bearer token");
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration: SANDBOX=false needs the real bureau, PAN registry, lenders and SMS gateway:\n  ${problems.join('\n  ')}`,
    );
  }
  return { bureau, panRegistry, lenders, signingDir: path.resolve(signingDir) };
}

const lenderSecretsSchema = z.record(z.string().min(1), z.string().min(16).max(200));

/** The lender directory file with each lender's secret; problems are added to `problems`. */
function lenderEndpoints(env: Env, problems: string[]): LenderEndpoint[] {
  const file = env.LENDER_DIRECTORY;
  if (!file) {
    problems.push('LENDER_DIRECTORY: missing — path of the lender directory (a JSON file)');
  }
  let secrets: Record<string, string> | undefined;
  if (!env.LENDER_SECRETS) {
    problems.push(
      'LENDER_SECRETS: missing — the lenders\' signing secrets, JSON {"key id": "secret"}',
    );
  } else {
    const parsed = lenderSecretsSchema.safeParse(parseJson(env.LENDER_SECRETS));
    if (parsed.success) secrets = parsed.data;
    else problems.push('LENDER_SECRETS: must be JSON {"key id": "secret of 16+ characters"}');
  }
  if (!file) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    problems.push(`LENDER_DIRECTORY: cannot read ${file}`);
    return [];
  }
  const directory = lenderDirectoryFile.safeParse(parseJson(text));
  if (!directory.success) {
    for (const issue of directory.error.issues.slice(0, 5)) {
      problems.push(`LENDER_DIRECTORY: ${file} ${issue.path.join('.') || ''} ${issue.message}`);
    }
    return [];
  }
  if (!secrets) return [];
  const withoutSecret = [
    ...new Set(directory.data.lenders.map((lender) => lender.keyId).filter((id) => !secrets[id])),
  ];
  if (withoutSecret.length > 0) {
    problems.push(`LENDER_SECRETS: no secret for key id ${withoutSecret.join(', ')}`);
  }
  return directory.data.lenders.map((lender) => ({
    ...lender,
    secret: secrets[lender.keyId] ?? '',
  }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * With a PostgreSQL server, several instances may share the database: files go there too
 * unless S3 is named. A local folder is then allowed only when asked for, with a warning.
 */
function storageSettings(
  env: z.output<typeof environmentSchema>,
): Pick<AppConfig, 'storage' | 'warnings'> {
  const storage = env.STORAGE ?? (env.DATABASE_URL ? 'database' : 'local');
  const warnings =
    storage === 'local' && env.DATABASE_URL
      ? [
          'STORAGE=local with DATABASE_URL: document files stay on this machine, so other ' +
            'instances on the same database cannot serve them; use STORAGE=database or s3 ' +
            'when running more than one instance',
        ]
      : [];
  return { storage, warnings };
}

function s3StorageSettings(env: z.output<typeof environmentSchema>): AppConfig['s3Storage'] {
  if (env.STORAGE !== 's3') return undefined;
  if (!env.S3_BUCKET || !env.S3_REGION) {
    throw new ConfigError('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET and S3_REGION');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function httpSmsGatewaySettings(
  env: z.output<typeof environmentSchema>,
): AppConfig['httpSmsGateway'] {
  if (env.SMS_GATEWAY !== 'http') return undefined;
  if (!env.SMS_GATEWAY_URL || !env.SMS_GATEWAY_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_GATEWAY=http needs SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN',
    );
  }
  return {
    url: env.SMS_GATEWAY_URL,
    token: env.SMS_GATEWAY_TOKEN,
    timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
  };
}

function parseRange(value: string): [number, number] {
  const [min, max = min] = value.split('-').map(Number) as [number, number?];
  if (max < min)
    throw new ConfigError(`Invalid configuration:\n  latency range "${value}" is reversed`);
  return [min, max];
}

const lenderOverridesSchema = z.record(
  z.string(),
  z
    .object({
      latencyMs: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
      failureRate: z.number().min(0).max(1).optional(),
      failFirstCalls: z.number().int().min(0).max(100).optional(),
    })
    .strict(),
);

function parseLenderOverrides(value: string | undefined): AppConfig['sandboxLenders']['overrides'] {
  if (!value) return {};
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid configuration:\n  SANDBOX_LENDERS is not valid JSON');
  }
  const parsed = lenderOverridesSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration:\n  SANDBOX_LENDERS: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}
