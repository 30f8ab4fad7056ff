import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CircuitBreakerSettings } from '../providers/circuit-breaker.js';
import { type LenderEndpoint, lenderDirectoryFile } from '../providers/lender-directory.js';
import type { RetryPolicy } from '../providers/signed-http-client.js';
import { signingFiles } from '../providers/signing-files.js';
import { type DltTemplates, dltTemplateGaps, dltTemplatesFile } from '../sms/dlt-registration.js';
import {
  isOtpKind,
  LONGEST_VALUES,
  renderSms,
  type SmsContext,
  smsLength,
  smsTemplates,
} from '../sms/sms-templates.js';

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

const SMS_GATEWAYS = ['outbox', 'http', 'msg91', 'sns', 'gupshup'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAYS)[number];
const smsGatewayName = z.enum(SMS_GATEWAYS);

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
   * "http" posts them to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as a bearer token; "msg91",
   * "sns" and "gupshup" speak those providers' APIs with the DLT settings below.
   * SMS_FALLBACK_GATEWAY takes over when the first times out, fails on its side or is paused.
   */
  SMS_GATEWAY: smsGatewayName.default('outbox'),
  SMS_FALLBACK_GATEWAY: smsGatewayName.optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  /** TRAI DLT: the principal entity id, the registered header, the registered templates (a JSON file). */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^[0-9]{10,25}$/, 'the digits of the DLT principal entity id')
    .optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9]{3,11}$/,
      'the registered header, 3 to 11 letters or digits (India: 6 letters)',
    )
    .optional(),
  SMS_DLT_TEMPLATES: z.string().min(1).optional(),
  /** Android SMS Retriever's app hash, added to every OTP text. */
  SMS_ANDROID_APP_HASH: z
    .string()
    .regex(/^[A-Za-z0-9+/]{11}$/, 'the 11-character app hash')
    .optional(),
  MSG91_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().min(8).max(200).optional(),
  GUPSHUP_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://enterprise.smsgupshup.com/GatewayAPI/rest'),
  GUPSHUP_USER_ID: z
    .string()
    .regex(/^[0-9]{1,20}$/, 'the numeric account id')
    .optional(),
  GUPSHUP_PASSWORD: z.string().min(1).max(200).optional(),
  /** SNS: the region, and an endpoint other than AWS's (tests); credentials are the SDK's usual chain. */
  AWS_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-[0-9]$/, 'an AWS region, e.g. ap-south-1')
    .optional(),
  SNS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Save to DigiLocker: the Authorized Partner API's base URL and our partner client. Absent
   * outside the sandbox: no button. In the sandbox, absent: the sandbox world's DigiLocker.
   */
  DIGILOCKER_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DIGILOCKER_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'the partner client id')
    .optional(),
  DIGILOCKER_CLIENT_SECRET: z.string().min(16).max(200).optional(),
  DIGILOCKER_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
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
  /** Processes typesetting PDFs (the one render pool); 0 means one per core. */
  RENDER_PROCESSES: z.coerce.number().int().min(0).max(16).default(0),
  /** When due Keep-trying tries are started and ended schedules settled (cron, UTC), or "off". */
  BATCH_KEEP_TRYING_SCHEDULE: z
    .string()
    .regex(/^(off|[0-9*/,\- ]{9,64})$/, 'use a cron expression such as "* * * * *", or "off"')
    .default('* * * * *'),
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
  smsGateway: SmsGatewayName;
  /** Takes over when smsGateway times out, fails on its side or is paused by its breaker. */
  smsFallbackGateway: SmsGatewayName | undefined;
  /** Set when either gateway is "http". */
  httpSmsGateway: { url: string; token: string; timeoutMs: number } | undefined;
  /** Each DLT provider that either gateway names, with its settings. */
  smsProviders: {
    msg91?: { baseUrl: string; authKey: string };
    sns?: { region: string; endpoint: string | undefined };
    gupshup?: { baseUrl: string; userId: string; password: string };
  };
  /** The DLT registration; set when a DLT provider is used (or SMS_DLT_TEMPLATES is given). */
  dltSms: { entityId: string; senderId: string; templates: DltTemplates } | undefined;
  smsTimeoutMs: number;
  /** What every SMS template depends on: PUBLIC_ORIGIN's host, the Android app hash. */
  smsContext: SmsContext;
  /** Our DigiLocker partner client; absent: the sandbox's (SANDBOX=true) or no DigiLocker. */
  digilocker:
    | { baseUrl: string; clientId: string; clientSecret: string; redirectUri: string }
    | undefined;
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
    /** Cron expression (UTC) of the Keep-trying sweep; null when not scheduled. */
    keepTryingSchedule: string | null;
  };
  /** Processes of the render pool that typesets every PDF (one per core by default). */
  renderProcesses: number;
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
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const sms = smsSettings(env, smsContextOf(env, publicOrigin));
  // First: it lists everything missing at once, SMS settings included.
  const outsideWorld = outsideWorldSettings(env, sms.problems);
  if (sms.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${sms.problems.join('\n  ')}`);
  }
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
    publicOrigin,
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
    ...sms.settings,
    digilocker: digilockerSettings(env),
    ...storageSettings(env, sms.warnings),
    s3Storage: s3StorageSettings(env),
    renderProcesses: env.RENDER_PROCESSES,
    batch: {
      jobTimeoutSeconds: env.BATCH_JOB_TIMEOUT_SECONDS,
      retryLimit: env.BATCH_RETRY_LIMIT,
      retryDelaySeconds: env.BATCH_RETRY_DELAY_SECONDS,
      workers: env.BATCH_WORKERS,
      jobsPerWorker: env.BATCH_JOBS_PER_WORKER,
      keepTryingSchedule:
        env.BATCH_KEEP_TRYING_SCHEDULE === 'off' ? null : env.BATCH_KEEP_TRYING_SCHEDULE,
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
function outsideWorldSettings(env: Env, smsProblems: string[]): OutsideWorld | undefined {
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
  if (env.SMS_GATEWAY === 'outbox' || env.SMS_FALLBACK_GATEWAY === 'outbox') {
    problems.push(
      'SMS_GATEWAY: must be http, msg91, sns or gupshup — the outbox exists only in the sandbox',
    );
  }
  // Told here, with the rest, rather than on their own.
  problems.push(...smsProblems.splice(0));
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
  smsWarnings: string[],
): Pick<AppConfig, 'storage' | 'warnings'> {
  const storage = env.STORAGE ?? (env.DATABASE_URL ? 'database' : 'local');
  const warnings = [...smsWarnings];
  if (storage === 'local' && env.DATABASE_URL) {
    warnings.push(
      'STORAGE=local with DATABASE_URL: document files stay on this machine, so other ' +
        'instances on the same database cannot serve them; use STORAGE=database or s3 ' +
        'when running more than one instance',
    );
  }
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

const DLT_PROVIDERS = ['msg91', 'sns', 'gupshup'] as const;

/** What SMS templates depend on, from the environment alone (also for `npm run sms:templates`). */
export function smsContextOf(
  env: { SMS_ANDROID_APP_HASH?: string | undefined },
  publicOrigin: string,
): SmsContext {
  return { host: new URL(publicOrigin).hostname, androidAppHash: env.SMS_ANDROID_APP_HASH };
}

type SmsSettings = Pick<
  AppConfig,
  | 'smsGateway'
  | 'smsFallbackGateway'
  | 'httpSmsGateway'
  | 'smsProviders'
  | 'dltSms'
  | 'smsTimeoutMs'
  | 'smsContext'
>;

/**
 * The gateways SMS_GATEWAY and SMS_FALLBACK_GATEWAY name, each with what it needs, and the DLT
 * registration checked against every text the product sends: problems name each gap.
 */
function smsSettings(
  env: Env,
  context: SmsContext,
): { settings: SmsSettings; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const gateways = [env.SMS_GATEWAY, env.SMS_FALLBACK_GATEWAY].filter(
    (name): name is SmsGatewayName => name !== undefined,
  );
  const uses = (name: SmsGatewayName) => gateways.includes(name);
  const need = (name: string, value: string | undefined, why: string): string => {
    if (value === undefined) problems.push(`${name}: missing — ${why}`);
    return value ?? '';
  };
  if (env.SMS_FALLBACK_GATEWAY && env.SMS_FALLBACK_GATEWAY === env.SMS_GATEWAY) {
    problems.push('SMS_FALLBACK_GATEWAY: must differ from SMS_GATEWAY');
  }
  const settings: SmsSettings = {
    smsGateway: env.SMS_GATEWAY,
    smsFallbackGateway: env.SMS_FALLBACK_GATEWAY,
    httpSmsGateway: undefined,
    smsProviders: {},
    dltSms: undefined,
    smsTimeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
    smsContext: context,
  };
  if (uses('http')) {
    settings.httpSmsGateway = {
      url: need('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, "the SMS gateway's URL"),
      token: need('SMS_GATEWAY_TOKEN', env.SMS_GATEWAY_TOKEN, "the SMS gateway's bearer token"),
      timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
    };
  }
  if (uses('msg91')) {
    settings.smsProviders.msg91 = {
      baseUrl: env.MSG91_BASE_URL,
      authKey: need('MSG91_AUTH_KEY', env.MSG91_AUTH_KEY, "MSG91's auth key"),
    };
  }
  if (uses('sns')) {
    settings.smsProviders.sns = {
      region: need('AWS_REGION', env.AWS_REGION, 'the AWS region SNS sends from'),
      endpoint: env.SNS_ENDPOINT,
    };
  }
  if (uses('gupshup')) {
    settings.smsProviders.gupshup = {
      baseUrl: env.GUPSHUP_BASE_URL,
      userId: need('GUPSHUP_USER_ID', env.GUPSHUP_USER_ID, "Gupshup's numeric account id"),
      password: need('GUPSHUP_PASSWORD', env.GUPSHUP_PASSWORD, "that account's password"),
    };
  }
  const dltNeeded = gateways.some((name) => (DLT_PROVIDERS as readonly string[]).includes(name));
  if (dltNeeded || env.SMS_DLT_TEMPLATES) {
    const why = 'a DLT-registered gateway sends only registered templates';
    const entityId = need(
      'SMS_DLT_ENTITY_ID',
      env.SMS_DLT_ENTITY_ID,
      `the principal entity id (${why})`,
    );
    const senderId = need('SMS_SENDER_ID', env.SMS_SENDER_ID, `the registered header (${why})`);
    const file = need(
      'SMS_DLT_TEMPLATES',
      env.SMS_DLT_TEMPLATES,
      `the registered templates, a JSON file (\`npm run sms:templates\` prints it to fill in)`,
    );
    const templates = file ? readDltTemplates(file, context, problems) : undefined;
    if (templates) settings.dltSms = { entityId, senderId, templates };
  }
  // A code split over two texts arrives late or in pieces; say so, without refusing to start.
  // A notice carries no code: two segments cost more but arrive whole.
  for (const template of smsTemplates(context)) {
    if (!isOtpKind(template.kind)) continue;
    if (template.kind === 'otp-lender-consent') continue; // names a bank: may be long
    const length = smsLength(
      renderSms(template.kind, template.language, LONGEST_VALUES, context).text,
    );
    if (length.segments > 1) {
      warnings.push(
        `SMS ${template.key} takes ${length.segments} segments with the host ${context.host} (${length.units} ${length.encoding} characters)`,
      );
    }
  }
  return { settings, problems, warnings };
}

function readDltTemplates(
  file: string,
  context: SmsContext,
  problems: string[],
): DltTemplates | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    problems.push(`SMS_DLT_TEMPLATES: cannot read ${file}`);
    return undefined;
  }
  const parsed = dltTemplatesFile.safeParse(parseJson(text));
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5)) {
      problems.push(`SMS_DLT_TEMPLATES: ${file} ${issue.path.join('.')} ${issue.message}`);
    }
    return undefined;
  }
  const gaps = dltTemplateGaps(parsed.data, context);
  for (const gap of gaps) problems.push(`SMS_DLT_TEMPLATES: ${gap}`);
  return gaps.length === 0 ? parsed.data : undefined;
}

function digilockerSettings(env: Env): AppConfig['digilocker'] {
  const given = {
    DIGILOCKER_BASE_URL: env.DIGILOCKER_BASE_URL,
    DIGILOCKER_CLIENT_ID: env.DIGILOCKER_CLIENT_ID,
    DIGILOCKER_CLIENT_SECRET: env.DIGILOCKER_CLIENT_SECRET,
    DIGILOCKER_REDIRECT_URI: env.DIGILOCKER_REDIRECT_URI,
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map(([name]) => `${name}: missing — DigiLocker needs all four DIGILOCKER_* settings`).join('\n  ')}`,
    );
  }
  return {
    baseUrl: given.DIGILOCKER_BASE_URL as string,
    clientId: given.DIGILOCKER_CLIENT_ID as string,
    clientSecret: given.DIGILOCKER_CLIENT_SECRET as string,
    redirectUri: given.DIGILOCKER_REDIRECT_URI as string,
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
