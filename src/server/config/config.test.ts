import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages.js';
import { signingFiles } from '../providers/signing-files.js';
import { sandboxLenderDirectory } from '../sandbox/lenders.js';
import { registrationJson } from '../sms/dlt-registration.js';
import { OTP_SMS_KINDS, SMS_KINDS } from '../sms/sms-templates.js';
import { ConfigError, loadConfig } from './config.js';

let folder: string;
let directoryFile: string;
let signingDir: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-config-'));
  directoryFile = path.join(folder, 'lenders.json');
  const lenders = sandboxLenderDirectory('https://lenders.example.in', 'lk-1').slice(0, 2);
  lenders[1]!.keyId = 'lk-2';
  lenders[1]!.timeoutMs = 4000;
  await writeFile(directoryFile, JSON.stringify({ lenders }));
  // Only their presence is checked at start-up; they are read when a document is signed.
  signingDir = path.join(folder, 'signing');
  await mkdir(signingDir);
  for (const lender of lenders) {
    for (const file of Object.values(signingFiles(signingDir, lender.id))) {
      await writeFile(file, '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n');
    }
  }
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const realWorld = () => ({
  SANDBOX: 'false',
  BUREAU_URL: 'https://bureau.example.in/loan-docs',
  BUREAU_KEY_ID: 'bk-1',
  BUREAU_SECRET: 'bureau-secret-0123456789',
  PAN_REGISTRY_URL: 'https://pan.example.in',
  PAN_REGISTRY_KEY_ID: 'pk-1',
  PAN_REGISTRY_SECRET: 'registry-secret-0123456789',
  LENDER_DIRECTORY: directoryFile,
  LENDER_SIGNING_DIR: signingDir,
  LENDER_SECRETS: JSON.stringify({
    'lk-1': 'lender-one-secret-0123',
    'lk-2': 'lender-two-secret-0123',
  }),
  SMS_GATEWAY: 'http',
  SMS_GATEWAY_URL: 'https://sms.example.in/v1/messages',
  SMS_GATEWAY_TOKEN: 'x'.repeat(20),
});

function configError(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('outside world configuration', () => {
  it('in sandbox mode needs nothing: the sandbox plays every party', () => {
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    expect(config.outsideWorld).toBeUndefined();
    expect(config.sandboxWorld).toEqual({
      url: undefined,
      secret: undefined,
      port: 4010,
      host: '127.0.0.1',
    });
    expect(config.providerCalls).toEqual({
      timeoutMs: 10_000,
      retry: { retries: 2, baseDelayMs: 200, maxDelayMs: 3200 },
      breaker: { failureThreshold: 5, cooldownMs: 30_000 },
    });
  });

  it('uses a separately started sandbox only with its secret', () => {
    expect(configError({ SANDBOX_URL: 'http://127.0.0.1:4010' })).toContain(
      'SANDBOX_URL needs SANDBOX_SECRET',
    );
    const config = loadConfig({
      SANDBOX_URL: 'http://127.0.0.1:4010',
      SANDBOX_SECRET: 's'.repeat(32),
    });
    expect(config.sandboxWorld.url).toBe('http://127.0.0.1:4010');
  });

  it('with SANDBOX=false and nothing configured, lists every missing setting at once', () => {
    const message = configError({ SANDBOX: 'false' });
    for (const name of [
      'BUREAU_URL',
      'BUREAU_KEY_ID',
      'BUREAU_SECRET',
      'PAN_REGISTRY_URL',
      'PAN_REGISTRY_KEY_ID',
      'PAN_REGISTRY_SECRET',
      'LENDER_DIRECTORY',
      'LENDER_SECRETS',
      'LENDER_SIGNING_DIR',
      'SMS_GATEWAY',
    ]) {
      expect(message).toMatch(new RegExp(`\\n  ${name}: `));
    }
    expect(message.split('\n')).toHaveLength(11);
  });

  it('with SANDBOX=false and everything configured, reads the parties and the directory', () => {
    const config = loadConfig(realWorld());
    expect(config.outsideWorld?.bureau).toEqual({
      baseUrl: 'https://bureau.example.in/loan-docs',
      keyId: 'bk-1',
      secret: 'bureau-secret-0123456789',
    });
    expect(
      config.outsideWorld?.lenders.map(({ id, keyId, secret, timeoutMs }) => ({
        id,
        keyId,
        secret,
        timeoutMs,
      })),
    ).toEqual([
      { id: 'sbi', keyId: 'lk-1', secret: 'lender-one-secret-0123', timeoutMs: undefined },
      { id: 'bank-of-baroda', keyId: 'lk-2', secret: 'lender-two-secret-0123', timeoutMs: 4000 },
    ]);
  });

  it('names the lender whose document-signing files are missing', () => {
    const message = configError({ ...realWorld(), LENDER_SIGNING_DIR: folder });
    expect(message).toContain(`LENDER_SIGNING_DIR: missing ${path.join(folder, 'sbi.chain.pem')}`);
  });

  it('names a lender key without a secret, an unreadable or invalid directory — and no secret', () => {
    const noSecret = configError({
      ...realWorld(),
      LENDER_SECRETS: JSON.stringify({ 'lk-1': 'lender-one-secret-0123' }),
    });
    expect(noSecret).toContain('LENDER_SECRETS: no secret for key id lk-2');
    expect(noSecret).not.toContain('lender-one-secret-0123');
    expect(
      configError({ ...realWorld(), LENDER_DIRECTORY: path.join(folder, 'none.json') }),
    ).toContain('LENDER_DIRECTORY: cannot read');
    expect(configError({ ...realWorld(), LENDER_SECRETS: 'not json' })).toContain(
      'LENDER_SECRETS: must be JSON',
    );
  });

  it('refuses a directory that breaks its format, saying where', async () => {
    const broken = path.join(folder, 'broken.json');
    await writeFile(broken, JSON.stringify({ lenders: [{ id: 'Bad Id' }] }));
    const message = configError({ ...realWorld(), LENDER_DIRECTORY: broken });
    expect(message).toContain('LENDER_DIRECTORY:');
    expect(message).toContain('lenders.0.id');
  });
});

describe('SMS gateway configuration', () => {
  const origin = 'https://loandocs.in';
  const templatesFile = () => path.join(folder, 'dlt-templates.json');
  const writeTemplates = async (
    edit: (json: ReturnType<typeof registrationJson>) => void = () => {},
    androidAppHash?: string,
  ) => {
    const json = registrationJson({ host: 'loandocs.in', androidAppHash });
    for (const [index, entry] of Object.values(json).entries()) {
      entry.templateId = `11070000000000000${index}`;
    }
    edit(json);
    await writeFile(templatesFile(), JSON.stringify(json));
  };
  const msg91 = () => ({
    PUBLIC_ORIGIN: origin,
    SMS_GATEWAY: 'msg91',
    MSG91_AUTH_KEY: 'msg91-auth-key-0123',
    SMS_DLT_ENTITY_ID: '1101234567890123456',
    SMS_SENDER_ID: 'LNDOCS',
    SMS_DLT_TEMPLATES: templatesFile(),
  });

  it('reads a DLT gateway, its fallback and the registration that covers every text', async () => {
    await writeTemplates(() => {}, 'FA+9qCX9VSu');
    const config = loadConfig({
      ...msg91(),
      SMS_FALLBACK_GATEWAY: 'gupshup',
      GUPSHUP_USER_ID: '2000123456',
      GUPSHUP_PASSWORD: 'secret',
      SMS_ANDROID_APP_HASH: 'FA+9qCX9VSu',
    });
    expect(config.smsGateway).toBe('msg91');
    expect(config.smsFallbackGateway).toBe('gupshup');
    expect(config.smsProviders.msg91).toEqual({
      baseUrl: 'https://control.msg91.com',
      authKey: 'msg91-auth-key-0123',
    });
    expect(config.smsProviders.gupshup?.baseUrl).toBe(
      'https://enterprise.smsgupshup.com/GatewayAPI/rest',
    );
    expect(config.smsContext).toEqual({ host: 'loandocs.in', androidAppHash: 'FA+9qCX9VSu' });
    expect(config.dltSms?.senderId).toBe('LNDOCS');
    // The app hash is part of every registered text: without it, none matches.
    expect(configError(msg91()).match(/does not match/g)).toHaveLength(
      OTP_SMS_KINDS.length * LANGUAGE_CODES.length,
    );
  });

  it('refuses, naming each gap, a DLT gateway without its settings', () => {
    const message = configError({ SMS_GATEWAY: 'sns', SMS_FALLBACK_GATEWAY: 'sns' });
    for (const name of [
      'SMS_FALLBACK_GATEWAY: must differ',
      'AWS_REGION: missing',
      'SMS_DLT_ENTITY_ID: missing',
      'SMS_SENDER_ID: missing',
      'SMS_DLT_TEMPLATES: missing',
    ]) {
      expect(message).toContain(`\n  ${name}`);
    }
  });

  it('refuses templates that miss a kind or whose text the product would not match', async () => {
    await writeTemplates((json) => {
      delete (json as Record<string, unknown>)['otp-sign-in.hi'];
      const entry = json['otp-batch-consent.en'];
      if (entry) entry.text = entry.text.replace('Do not share it.', 'Never share it.');
    });
    const message = configError(msg91());
    expect(message).toContain('\n  SMS_DLT_TEMPLATES: otp-sign-in.hi: no template registered');
    expect(message).toContain(
      '\n  SMS_DLT_TEMPLATES: otp-batch-consent.en: the registered text does not match what the product sends',
    );
    // Registered for another host, every text fails to match: the OTPs' WebOTP line and the
    // notices' own words name it.
    await writeTemplates();
    const otherHost = configError({ ...msg91(), PUBLIC_ORIGIN: 'https://docs.example.in' });
    expect(otherHost.match(/does not match/g)).toHaveLength(
      SMS_KINDS.length * LANGUAGE_CODES.length,
    );
  });

  it('with SANDBOX=false, lists the SMS gaps with the rest', () => {
    const message = configError({ SANDBOX: 'false', SMS_GATEWAY: 'gupshup' });
    expect(message).toContain('SANDBOX=false needs the real bureau');
    expect(message).toContain('\n  GUPSHUP_USER_ID: missing');
    expect(message).toContain('\n  SMS_DLT_TEMPLATES: missing');
    expect(message).not.toContain('the outbox exists only in the sandbox');
  });

  it('warns when the public host makes an OTP take two segments', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://documents.loan-documents.example.co.in' });
    expect(config.warnings).toContainEqual(
      expect.stringMatching(/^SMS otp-sign-in\.hi takes 2 segments/),
    );
    expect(loadConfig({ PUBLIC_ORIGIN: origin }).warnings).toEqual([]);
  });
});

describe('DigiLocker configuration', () => {
  it('takes all four settings or none, naming the missing ones', () => {
    expect(loadConfig({}).digilocker).toBeUndefined();
    const message = configError({ DIGILOCKER_BASE_URL: 'https://api.digitallocker.gov.in/public' });
    for (const name of [
      'DIGILOCKER_CLIENT_ID',
      'DIGILOCKER_CLIENT_SECRET',
      'DIGILOCKER_REDIRECT_URI',
    ]) {
      expect(message).toContain(`\n  ${name}: missing`);
    }
    expect(
      loadConfig({
        DIGILOCKER_BASE_URL: 'https://api.digitallocker.gov.in/public',
        DIGILOCKER_CLIENT_ID: 'LD0001',
        DIGILOCKER_CLIENT_SECRET: 'digilocker-secret-0123456789',
        DIGILOCKER_REDIRECT_URI: 'https://loandocs.in/api/digilocker/callback',
      }).digilocker,
    ).toEqual({
      baseUrl: 'https://api.digitallocker.gov.in/public',
      clientId: 'LD0001',
      clientSecret: 'digilocker-secret-0123456789',
      redirectUri: 'https://loandocs.in/api/digilocker/callback',
    });
  });
});
