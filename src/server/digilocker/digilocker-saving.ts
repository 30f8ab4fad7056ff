import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DigiLockerOutcome } from '../../shared/api/digilocker.js';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { DocumentRow } from '../documents/document-views.js';
import type { Clock } from '../platform/clock.js';
import {
  type DigiLockerClient,
  DigiLockerError,
  pkcePair,
} from '../providers/digilocker-client.js';
import {
  dropLink,
  liveLink,
  saveAuthorisation,
  saveLink,
  takeAuthorisation,
} from './digilocker-store.js';

/**
 * Save to DigiLocker for one borrower's document: with a live token, upload; else start an
 * authorisation (PKCE, `state` bound to the session and document) and, when DigiLocker sends the
 * borrower back, exchange the code, keep the token sealed, and upload. The PDF goes as signed,
 * unchanged, to /loan-documents/<lender>/<file name>.
 */

export interface DigiLockerSavingDependencies {
  db: Kysely<Tables>;
  clock: Clock;
  secrets: Secrets;
  client: DigiLockerClient;
  /** The borrower's own document, or undefined. */
  findDocument: (documentId: string, panDigest: string) => Promise<DocumentRow | undefined>;
  /** Its PDF, when it can still be given. */
  readPdf: (document: DocumentRow) => Promise<Buffer | null>;
  /** Whether the session an authorisation was started in is still live. */
  sessionIsLive: (sessionId: string) => Promise<boolean>;
  onSaved: (document: DocumentRow) => Promise<void>;
}

export type SaveResult =
  | { saved: true; path: string; document: DocumentRow }
  /** `binding` goes to this browser in a cookie; the redirect back counts only with it. */
  | { saved: false; authorizeUrl: string; binding: string }
  | { saved: false; problem: 'not-found' | 'unavailable' };

export function digilockerPath(document: Pick<DocumentRow, 'lender_id' | 'file_name'>): string {
  return `/loan-documents/${document.lender_id}/${digilockerFileName(document.file_name)}`;
}

/**
 * The file's name as DigiLocker takes it: letters, digits, space, `_ . ( ) -` only. A lender's
 * name may hold others ("Mahindra & Mahindra Financial Services"): `&` is said as "and", any
 * other character becomes `_`.
 */
export function digilockerFileName(fileName: string): string {
  return fileName.replace(/&/g, 'and').replace(/[^\w .()-]/g, '_');
}

export class DigiLockerSaving {
  constructor(private readonly deps: DigiLockerSavingDependencies) {}

  async save(
    borrower: { panDigest: string; sessionId: string },
    documentId: string,
  ): Promise<SaveResult> {
    const { db, clock, secrets } = this.deps;
    const document = await this.deps.findDocument(documentId, borrower.panDigest);
    if (!document) return { saved: false, problem: 'not-found' };
    const sealed = await liveLink(db, borrower.panDigest, clock.now());
    if (sealed) {
      const uploaded = await this.#upload(document, decryptText(secrets.masterKey, sealed));
      if (uploaded !== 'expired') return uploaded;
      await dropLink(db, borrower.panDigest);
    }
    const state = randomBytes(32).toString('base64url');
    const binding = randomBytes(32).toString('base64url');
    const { verifier, challenge } = pkcePair();
    await saveAuthorisation(
      db,
      authorisationKey(secrets.hmacKey, state, binding),
      {
        panDigest: borrower.panDigest,
        sessionId: borrower.sessionId,
        documentId: document.id,
        verifierSealed: encryptText(secrets.masterKey, verifier),
      },
      clock.now(),
    );
    return {
      saved: false,
      authorizeUrl: this.deps.client.authorizeUrl(state, challenge),
      binding,
    };
  }

  /**
   * DigiLocker's redirect back: the outcome, and the document it was for when known. It counts
   * only in the browser that asked (its `binding` cookie): a redirect carrying someone else's
   * `state` — a link an attacker started for their own account and sent to a victim — would
   * otherwise tie the victim's DigiLocker to the attacker's account.
   */
  async complete(
    query: {
      state: string;
      code?: string | undefined;
      error?: string | undefined;
    },
    binding: string | undefined,
  ): Promise<{ outcome: DigiLockerOutcome; documentId?: string }> {
    const { db, clock, secrets, client } = this.deps;
    if (!binding) return { outcome: 'expired' };
    const key = authorisationKey(secrets.hmacKey, query.state, binding);
    const pending = await takeAuthorisation(db, key, clock.now());
    if (!pending || !(await this.deps.sessionIsLive(pending.sessionId))) {
      return { outcome: 'expired' };
    }
    const documentId = pending.documentId;
    if (query.error || !query.code) return { outcome: 'denied', documentId };
    const document = await this.deps.findDocument(documentId, pending.panDigest);
    if (!document) return { outcome: 'failed' };
    let token: Awaited<ReturnType<DigiLockerClient['exchangeCode']>>;
    try {
      token = await client.exchangeCode(
        query.code,
        decryptText(secrets.masterKey, pending.verifierSealed),
        clock.now(),
      );
    } catch (error) {
      if (error instanceof DigiLockerError) return { outcome: 'failed', documentId };
      throw error;
    }
    await saveLink(
      db,
      pending.panDigest,
      encryptText(secrets.masterKey, token.accessToken),
      token.expiresAt,
      clock.now(),
    );
    const uploaded = await this.#upload(document, token.accessToken);
    return { outcome: uploaded === 'expired' || !uploaded.saved ? 'failed' : 'saved', documentId };
  }

  async #upload(document: DocumentRow, accessToken: string): Promise<SaveResult | 'expired'> {
    const pdf = await this.deps.readPdf(document);
    if (!pdf) return { saved: false, problem: 'not-found' };
    const path = digilockerPath(document);
    try {
      await this.deps.client.upload(accessToken, path, pdf);
    } catch (error) {
      if (!(error instanceof DigiLockerError)) throw error;
      if (error.failure === 'authorisation-expired') return 'expired';
      return { saved: false, problem: 'unavailable' };
    }
    await this.deps.onSaved(document);
    return { saved: true, path, document };
  }
}

/** Where an authorisation is kept: found again only with both its `state` and the browser's binding. */
function authorisationKey(hmacKey: Buffer, state: string, binding: string): string {
  return digest(hmacKey, 'digilocker-state', `${state}.${binding}`);
}
