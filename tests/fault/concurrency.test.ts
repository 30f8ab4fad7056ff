import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { digest } from '../../src/server/crypto/field-encryption.js';
import { type Database, openDatabase } from '../../src/server/db/database.js';
import { MAX_ACTIVE_SHARE_LINKS } from '../../src/server/documents/share-links.js';
import { OTP_LIMITS } from '../../src/server/otp/otp-rules.js';
import type { ConsentRecord } from '../../src/shared/api/consents.js';
import type { Loan } from '../../src/shared/api/loans.js';
import { freshPan, strangerMobile } from '../support/borrower.js';
import {
  type ApiRequest,
  anAddress,
  auditCount,
  batchAwaitingOtp,
  burst,
  type ConsentedBorrower,
  consentedBorrower,
  type Deployment,
  endedBatch,
  inProcess,
  latestOtp,
  mobileOf,
  ok,
  overHttp,
  tally,
  textsTo,
} from '../support/concurrency.js';
import { createTestDatabase } from '../support/databases.js';
import { postgresFor } from '../support/skips.js';
import { startTestApp } from '../support/test-app.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

/**
 * Every single-use or limited operation keeps its invariant when many requests arrive at once:
 * in one process on the embedded database, and on two server processes sharing PostgreSQL, where
 * requests really race. At most 5 codes are compared per OTP challenge; an approval, a Try again,
 * a withdrawal, a deletion happens exactly once; a cap is never passed.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The persona whose IDFC FIRST Bank always fails. */
const FAILING_LENDER_PAN = 'DHWPS8043Q';

const ENV = {
  LOG_LEVEL: 'warn',
  OCR_WARM: 'false',
  SANDBOX_LENDER_LATENCY_MS: '0-20',
  // A failing bank fails for good at its first answer, so Try again can be tapped.
  BATCH_RETRY_LIMIT: '0',
  // ...but answers only after 4 s: the job a Try again starts cannot fail again (which would
  // rightly let a later tap through) while the taps of one burst are still arriving.
  SANDBOX_LENDERS: JSON.stringify({ 'idfc-first-bank': { latencyMs: [4000, 4000] } }),
  PROVIDER_RETRIES: '0',
  DOCUMENT_RETENTION_SCHEDULE: 'off',
  FILE_RECONCILE_SCHEDULE: 'off',
};

function wrongCodes(right: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
    if (code !== right) codes.add(code);
  }
  return [...codes];
}

/** `count` guesses at once with the right code among them, at a random place. */
function guessesWith(right: string, count: number): string[] {
  const guesses = wrongCodes(right, count - 1);
  guesses.splice(randomBytes(1)[0]! % count, 0, right);
  return guesses;
}

/** The invariants, against whichever deployment the describe block gives. */
function invariants(deployment: () => Deployment) {
  const first = () => deployment().instances[0]!;
  const panDigest = (panNumber: string) => digest(deployment().hmacKey, 'pan', panNumber);

  /** The ids of a batch's documents. */
  async function documentsOf(batchId: string): Promise<string[]> {
    const rows = await deployment()
      .db.selectFrom('documents')
      .select('id')
      .where('request_id', '=', batchId)
      .execute();
    return rows.map((row) => row.id);
  }

  interface Challenge {
    panNumber: string;
    /** The code texted. */
    right: string;
    /** The request that tries a code. */
    verify: (code: string) => ApiRequest;
  }

  /** A sign-in code sent for a fresh PAN. */
  async function signInChallenge(): Promise<Challenge & { challengeId: string }> {
    const panNumber = freshPan();
    const mobile = await mobileOf(first(), panNumber);
    const { challenge_id: challengeId } = await ok(first(), {
      method: 'POST',
      url: '/api/sign-in/request-otp',
      body: { pan_number: panNumber },
    });
    return {
      panNumber,
      challengeId,
      right: await latestOtp(first(), mobile),
      verify: (code) => ({
        method: 'POST',
        url: '/api/sign-in/verify-otp',
        body: { challenge_id: challengeId, otp_code: code },
      }),
    };
  }

  /** A bureau-consent code sent for a fresh PAN. */
  async function bureauChallenge(): Promise<Challenge> {
    const panNumber = freshPan();
    const mobile = await mobileOf(first(), panNumber);
    const { consent_id } = await ok(first(), {
      method: 'POST',
      url: '/api/request-cibil-consent',
      body: { pan_number: panNumber, phone_number: mobile },
    });
    return {
      panNumber,
      right: await latestOtp(first(), mobile),
      verify: (code) => ({
        method: 'POST',
        url: '/api/verify-cibil-consent',
        body: { consent_id, otp_code: code, pan_number: panNumber },
      }),
    };
  }

  /** Tries these codes at once; the answers, after checking that at most 5 were compared. */
  async function guessedAtOnce(challenge: Challenge, guesses: readonly string[]) {
    const answers = await burst(deployment(), guesses.length, (index) =>
      challenge.verify(guesses[index]!),
    );
    const counts = tally(answers);
    const compared = (counts.OK ?? 0) + (counts.OTP_INCORRECT ?? 0);
    expect(compared, JSON.stringify(counts)).toBeLessThanOrEqual(OTP_LIMITS.maxAttempts);
    expect(counts.OK ?? 0).toBeLessThanOrEqual(1);
    for (const kind of Object.keys(counts)) {
      expect(['OK', 'OTP_INCORRECT', 'OTP_LOCKED', 'OTP_USED']).toContain(kind);
    }
    return answers;
  }

  it('compares at most 5 codes of a sign-in challenge, however many guesses arrive together', async () => {
    const challenge = await signInChallenge();
    await guessedAtOnce(challenge, guessesWith(challenge.right, 60));
    const row = await deployment()
      .db.selectFrom('otp_challenges')
      .select('attempts')
      .where('id', '=', challenge.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(OTP_LIMITS.maxAttempts);
  });

  it('compares at most 5 codes of a bureau-consent challenge', async () => {
    const challenge = await bureauChallenge();
    // Twenty tries a minute per consent pass the route's limit: 14 at once.
    await guessedAtOnce(challenge, guessesWith(challenge.right, 14));
  });

  /**
   * The attack the invariant stops: 19 wrong guesses and the right code sent last, all at once,
   * on a fresh challenge each round. Compared in one statement and counted in a later one, the
   * right code won 10 of 12 such rounds on two instances. Compared and counted together, which
   * request the database reaches first is chance (a busy machine reorders them), but the outcome
   * of each round is not: the right code wins only ahead of the fifth wrong one, and is otherwise
   * refused as locked after exactly five wrong ones were compared.
   */
  async function rightCodeSentLastAfterWrongOnes(challenge: () => Promise<Challenge>) {
    for (let round = 0; round < 6; round++) {
      const next = await challenge();
      const answers = await guessedAtOnce(next, [...wrongCodes(next.right, 19), next.right]);
      const wrongCompared = tally(answers.slice(0, -1)).OTP_INCORRECT ?? 0;
      const rightCode = answers.at(-1)!;
      if (rightCode.status === 200) {
        expect(wrongCompared).toBeLessThan(OTP_LIMITS.maxAttempts);
      } else {
        expect(tally([rightCode])).toEqual({ OTP_LOCKED: 1 });
        expect(wrongCompared).toBe(OTP_LIMITS.maxAttempts);
      }
    }
  }

  it('refuses the right sign-in code once five wrong ones were compared', async () => {
    await rightCodeSentLastAfterWrongOnes(signInChallenge);
  });

  it('refuses the right bureau-consent code once five wrong ones were compared', async () => {
    await rightCodeSentLastAfterWrongOnes(bureauChallenge);
  });

  it('lets exactly one of many simultaneous right codes sign in', async () => {
    const challenge = await signInChallenge();
    const answers = await burst(deployment(), 20, () => challenge.verify(challenge.right));
    expect(tally(answers)).toEqual({ OK: 1, OTP_USED: 19 });
    expect(
      await auditCount(deployment().db, 'session.started', {
        panDigest: panDigest(challenge.panNumber),
      }),
    ).toBe(1);
  });

  describe('one batch', () => {
    let who: ConsentedBorrower;
    let batchId = '';
    let loan: Loan;

    it('is approved once, and each of its documents made once', async () => {
      who = await consentedBorrower(deployment());
      loan = who.loans[0]!;
      batchId = await batchAwaitingOtp(deployment(), who, [loan], ['statement_of_account']);
      const right = await latestOtp(first(), who.mobile);
      const answers = await burst(deployment(), 20, () => ({
        method: 'POST',
        url: '/api/consent/batch/verify-otp',
        token: who.token,
        body: { batchId, otpCode: right },
      }));
      const counts = tally(answers);
      expect(counts.OK, JSON.stringify(counts)).toBe(1);
      for (const kind of Object.keys(counts)) {
        expect(['OK', 'OTP_USED', 'BATCH_ALREADY_APPROVED']).toContain(kind);
      }
      const ended = await endedBatch(deployment(), who, batchId);
      expect(ended.batch.documentsGenerated).toBe(1);
      expect(await documentsOf(batchId)).toHaveLength(1);
      expect(await auditCount(deployment().db, 'batch.approved', { detail: { batchId } })).toBe(1);
    });

    it(`never has more than ${MAX_ACTIVE_SHARE_LINKS} share links for a document`, async () => {
      const [documentId] = await documentsOf(batchId);
      const answers = await burst(deployment(), MAX_ACTIVE_SHARE_LINKS + 10, () => ({
        method: 'POST',
        url: `/api/documents/${documentId}/share`,
        token: who.token,
      }));
      expect(tally(answers)).toEqual({ OK: MAX_ACTIVE_SHARE_LINKS, TOO_MANY_SHARE_LINKS: 10 });
      const links = await deployment()
        .db.selectFrom('share_link_documents')
        .select('share_id')
        .where('document_id', '=', documentId!)
        .execute();
      expect(links).toHaveLength(MAX_ACTIVE_SHARE_LINKS);
    });

    it('has its consent withdrawn once', async () => {
      const { consents } = await ok(first(), {
        method: 'GET',
        url: '/api/consents',
        token: who.token,
      });
      const consentId: string = consents.find(
        (consent: ConsentRecord) => consent.purpose.kind === 'batch-documents',
      ).consentId;
      const answers = await burst(deployment(), 10, () => ({
        method: 'POST',
        url: `/api/consents/${consentId}/withdraw`,
        token: who.token,
      }));
      expect(tally(answers)).toEqual({ OK: 1, CONSENT_NOT_ACTIVE: 9 });
      expect(
        await auditCount(deployment().db, 'consent.withdrawn', { detail: { consentId } }),
      ).toBe(1);
    });
  });

  it('asks a failed bank again once, however many Try again taps arrive together', async () => {
    const who = await consentedBorrower(deployment(), FAILING_LENDER_PAN);
    const failing = who.loans.find((loan) => loan.bankName === 'IDFC FIRST Bank')!;
    const batchId = await batchAwaitingOtp(deployment(), who, [failing], ['statement_of_account']);
    await ok(first(), {
      method: 'POST',
      url: '/api/consent/batch/verify-otp',
      token: who.token,
      body: { batchId, otpCode: await latestOtp(first(), who.mobile) },
    });
    expect((await endedBatch(deployment(), who, batchId)).batch.failedBanks).toHaveLength(1);
    const answers = await burst(deployment(), 10, () => ({
      method: 'POST',
      url: `/api/consent/batch/${batchId}/banks/idfc-first-bank/retry`,
      token: who.token,
    }));
    expect(tally(answers)).toEqual({ OK: 1, BANK_NOT_FAILED: 9 });
    expect(await auditCount(deployment().db, 'batch.bank-retried', { detail: { batchId } })).toBe(
      1,
    );
    await endedBatch(deployment(), who, batchId);
    expect(await documentsOf(batchId)).toHaveLength(1);
  });

  it('approves an older-flow consent once and makes each of its documents once, however many retrievals arrive together', async () => {
    const who = await consentedBorrower(deployment());
    const loan = who.loans[0]!;
    const { consent_token: consentToken } = await ok(first(), {
      method: 'POST',
      url: '/api/request-consent',
      token: who.token,
      body: { account_id: loan.loanId, pan_number: who.panNumber },
    });
    const code = await latestOtp(first(), who.mobile);
    const answers = await burst(deployment(), 20, () => ({
      method: 'POST',
      url: '/api/retrieve-documents',
      token: who.token,
      body: {
        pan_number: who.panNumber,
        selected_loans: [{ id: loan.loanId }],
        document_types: ['soa', 'repayment_schedule'],
        consent_otp: code,
        consent_token: consentToken,
      },
    }));
    const counts = tally(answers);
    expect(counts.OK ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(1);
    for (const kind of Object.keys(counts)) expect(['OK', 'OTP_USED']).toContain(kind);
    // Every answer that listed documents listed the same two, and only those two exist.
    const listed = answers
      .filter((answer) => answer.status === 200)
      .map((answer) =>
        (answer.body.documents as Array<{ document_id: string }>)
          .map((document) => document.document_id)
          .sort(),
      );
    const made = (await documentsOf(consentToken)).sort();
    expect(made).toHaveLength(2);
    for (const ids of listed) expect(ids).toEqual(made);
    const { db } = deployment();
    expect(await auditCount(db, 'consent.verified', { detail: { consentId: consentToken } })).toBe(
      1,
    );
    expect(await auditCount(db, 'documents.fetched', { detail: { batchId: consentToken } })).toBe(
      1,
    );
  });

  it("deletes a borrower's data once", async () => {
    const who = await consentedBorrower(deployment());
    const answers = await burst(deployment(), 10, () => ({
      method: 'DELETE',
      url: '/api/my-data',
      token: who.token,
    }));
    expect(tally(answers)).toEqual({ OK: 1, UNAUTHORIZED: 9 });
    expect(
      await auditCount(deployment().db, 'data.deleted', { panDigest: panDigest(who.panNumber) }),
    ).toBe(1);
  });

  it('signs out everywhere once, ending every session', async () => {
    const who = await consentedBorrower(deployment());
    const tokens = [who.token];
    for (let more = 0; more < 3; more++) tokens.push(await bearerSignIn(who));
    const answers = await burst(deployment(), 12, (index) => ({
      method: 'POST',
      url: '/api/sign-out',
      token: tokens[index % tokens.length],
      body: { everywhere: true },
    }));
    expect(tally(answers)).toEqual({ OK: 12 });
    const live = await deployment()
      .db.selectFrom('sessions')
      .select('id')
      .where('pan_digest', '=', panDigest(who.panNumber))
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(
      await auditCount(deployment().db, 'session.ended', { panDigest: panDigest(who.panNumber) }),
    ).toBe(1);
  });

  it('texts a mobile no more codes an hour than its ceiling, from any number of clients', async () => {
    const panNumber = freshPan();
    const mobile = await mobileOf(first(), panNumber);
    // Sign-in and bureau consent each let 10 a minute through per PAN: 20 could be sent.
    const answers = await burst(deployment(), 20, (index) =>
      index % 2
        ? { method: 'POST', url: '/api/sign-in/request-otp', body: { pan_number: panNumber } }
        : {
            method: 'POST',
            url: '/api/request-cibil-consent',
            body: { pan_number: panNumber, phone_number: mobile },
          },
    );
    expect(tally(answers).OK).toBe(OTP_LIMITS.mobileCeilingPerHour);
    expect(await textsTo(first(), mobile)).toBe(OTP_LIMITS.mobileCeilingPerHour);
  });

  it('tells at most 5 wrong holder names a day for a PAN, and the right one still passes', async () => {
    const panNumber = FAILING_LENDER_PAN;
    const answers = await burst(deployment(), 9, (index) => ({
      method: 'POST',
      url: '/api/validate-pan',
      body: { pan_number: panNumber, holder_name: `Guess Number ${'x'.repeat(index + 1)}` },
    }));
    const told = answers.filter((answer) => answer.body.is_valid === false);
    expect(told).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.is_valid === true)).toHaveLength(4);
  });

  it('tells at most 5 wrong mobiles a day for a PAN; the rest go to the number on record', async () => {
    const panNumber = freshPan();
    const mobile = await mobileOf(first(), panNumber);
    const answers = await burst(deployment(), 9, () => ({
      method: 'POST',
      url: '/api/request-cibil-consent',
      body: { pan_number: panNumber, phone_number: strangerMobile() },
    }));
    const counts = tally(answers);
    expect(counts.MOBILE_NOT_ON_RECORD, JSON.stringify(counts)).toBe(5);
    expect(counts.OK).toBe(4);
    expect(await textsTo(first(), mobile)).toBe(4);
  });

  /** A bearer session for the borrower (sign-in as an API client). */
  async function bearerSignIn(who: ConsentedBorrower): Promise<string> {
    const address = anAddress();
    const { challenge_id } = await ok(first(), {
      method: 'POST',
      url: '/api/sign-in/request-otp',
      address,
      body: { pan_number: who.panNumber },
    });
    return (
      await ok(first(), {
        method: 'POST',
        url: '/api/sign-in/verify-otp',
        address,
        headers: { 'x-session': 'bearer' },
        body: { challenge_id, otp_code: await latestOtp(first(), who.mobile) },
      })
    ).access_token;
  }
}

describe('in one process on the embedded database', () => {
  let started: Awaited<ReturnType<typeof startTestApp>> | undefined;
  beforeAll(async () => {
    started = await startTestApp('embedded', { env: ENV });
  });
  afterAll(async () => started?.close());
  invariants(() => ({
    instances: [inProcess(started!.app)],
    db: started!.app.database.db,
    hmacKey: started!.app.secrets.hmacKey,
  }));
});

const adminUrl = postgresFor('the concurrency invariants on two instances sharing PostgreSQL');

describe.skipIf(!adminUrl)('on two instances sharing PostgreSQL', () => {
  const outDir = path.join(repositoryRoot, 'dist', `test-concurrency-${process.pid}`);
  const processes: ServerProcess[] = [];
  const hmacKey = randomBytes(32);
  let database: Database | undefined;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    await buildServer(outDir, { seed: false });
    const created = await createTestDatabase('postgres');
    drop = created.drop;
    const env = {
      ...ENV,
      DATABASE_URL: created.url!,
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: hmacKey.toString('base64'),
      TRUST_PROXY: 'true',
    };
    const main = path.join(outDir, 'main.js');
    processes.push(await startServerProcess(env, { compiledMain: main }));
    processes.push(await startServerProcess(env, { compiledMain: main }));
    database = await openDatabase({ kind: 'postgres', url: created.url! });
  }, 180_000);

  afterAll(async () => {
    for (const running of processes.splice(0)) await running.kill();
    await database?.close();
    await drop();
    await rm(outDir, { recursive: true, force: true });
  });

  invariants(() => ({
    instances: processes.map((process) => overHttp(process.baseUrl)),
    db: database!.db,
    hmacKey,
  }));
});
