import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';
import type { DigiLockerClient } from './digilocker-client.js';

/**
 * The outside world the product depends on, as interfaces. Which implementation answers (the
 * sandbox world or a real party) is decided by the composition root, never by a domain.
 */

export interface PanRegistry {
  /** The holder on record for a PAN, or null when the registry has no record of it. */
  findHolder(panNumber: string): Promise<{ holderName: string } | null>;
}

export interface CreditBureau {
  /** The borrower's credit report as of `asOf` (ISO date, India time). */
  fetchReport(panNumber: string, asOf: string): Promise<CreditReport>;
  /**
   * The mobile numbers the bureau holds for this PAN (10 digits each), the primary one first;
   * empty when it holds none.
   */
  registeredMobiles(panNumber: string): Promise<string[]>;
}

/** How the product shows a lender: its letterhead and where borrowers take a grievance. */
export interface LenderProfile {
  id: string;
  name: string;
  /** Initials printed in the lender's mark, e.g. "HDFC". */
  shortName: string;
  /** Hex colour of the lender's mark. */
  brandColor: string;
  /** Registered-office city, printed under the name. */
  city: string;
  grievance: { email: string; phone: string };
}

/** The lenders the product can reach, by id. */
export interface LenderDirectory {
  find(lenderId: string): LenderProfile | undefined;
}

/** Who signs a lender's documents: its certificate, the issuers up to the root, its key. */
export interface SigningIdentity {
  /** DER of the signing certificate, then of each issuer up to the root. */
  certificateChain: readonly Uint8Array[];
  privateKey: CryptoKey;
  /** Shown by PDF readers as the signer, e.g. "HDFC Bank". */
  name: string;
  location: string;
  contactInfo: string;
}

/** The signing identity of each lender adapter: the documents it produces carry its signature. */
export interface DocumentSigning {
  identityFor(lender: LenderProfile): Promise<SigningIdentity>;
}

/** The lender has no such loan for this borrower; retrying will not help. */
export class LenderAccountNotFoundError extends Error {
  constructor(
    readonly lenderId: string,
    readonly loanId: string,
  ) {
    super(`Lender ${lenderId} has no loan ${loanId} for this borrower`);
  }
}

/** A lender could not be reached or refused; the caller may retry. */
export class LenderUnavailableError extends Error {
  constructor(
    readonly lenderId: string,
    message = `Lender ${lenderId} is not available right now`,
  ) {
    super(message);
  }
}

/**
 * The lender answered, signed and well-formed, that it will not serve this request (a contract
 * refusal other than ACCOUNT_NOT_FOUND). Still a LenderUnavailableError for callers that retry.
 */
export class LenderRefusedError extends LenderUnavailableError {}

export interface LenderAccountRequest {
  lenderId: string;
  panNumber: string;
  loanId: string;
}

export interface LenderGateway {
  /** The lender's own record of one account as of `asOf`; throws LenderUnavailableError. */
  fetchAccount(request: LenderAccountRequest, asOf: string): Promise<LoanAccount>;
}

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  to: string;
  text: string;
  /**
   * The registered template the text was rendered from (its key in SMS_DLT_TEMPLATES) and what
   * filled each `{#var#}`: DLT gateways send these, and refuse a text without them.
   */
  template?: { key: string; variables: readonly string[] };
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

export interface Providers {
  lenderDirectory: LenderDirectory;
  documentSigning: DocumentSigning;
  panRegistry: PanRegistry;
  bureau: CreditBureau;
  lenders: LenderGateway;
  sms: SmsGateway;
  /** Save to DigiLocker; absent when no DigiLocker is configured. */
  digilocker: DigiLockerClient | undefined;
}
