import path from 'node:path';
import { z } from 'zod';

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
  /** Start the OCR worker at boot so the first upload is fast. */
  OCR_WARM: booleanFlag.default(true),
  /** Sandbox lender behaviour: typical latency range and failure rate for every lender. */
  SANDBOX_LENDER_LATENCY_MS: z
    .string()
    .regex(/^\d+(-\d+)?$/, 'use "min-max" in milliseconds, e.g. "300-1500"')
    .default('400-2000'),
  SANDBOX_LENDER_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Per-lender overrides as JSON: {"hdfc-bank": {"latencyMs": [1000, 3000], "failureRate": 0.5}} */
  SANDBOX_LENDERS: z.string().optional(),
  /**
   * Where SMS texts go: "outbox" keeps them in the database (read at /api/sandbox/outbox);
   * "http" posts them to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as a bearer token.
   */
  SMS_GATEWAY: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Where document files go: "local" (DATA_DIR/blobs) or "s3" (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
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
  ocrWarm: boolean;
  sandboxLenders: {
    latencyMs: [number, number];
    failureRate: number;
    overrides: Record<string, { latencyMs?: [number, number]; failureRate?: number }>;
  };
  smsGateway: 'outbox' | 'http';
  /** Set when smsGateway is "http". */
  httpSmsGateway: { url: string; token: string; timeoutMs: number } | undefined;
  storage: 'local' | 's3';
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
}

export class ConfigError extends Error {}

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
    ocrWarm: env.OCR_WARM,
    sandboxLenders: {
      latencyMs: parseRange(env.SANDBOX_LENDER_LATENCY_MS),
      failureRate: env.SANDBOX_LENDER_FAILURE_RATE,
      overrides: parseLenderOverrides(env.SANDBOX_LENDERS),
    },
    smsGateway: env.SMS_GATEWAY,
    httpSmsGateway: httpSmsGatewaySettings(env),
    storage: env.STORAGE,
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
  };
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
