import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';

/**
 * The outside world the product depends on. Each is an interface with a sandbox implementation
 * (src/server/sandbox) selected by configuration; real adapters come when contracts exist.
 */

export interface PanRegistry {
  /** The holder on record for a PAN, or null when the registry has no record of it. */
  findHolder(panNumber: string): Promise<{ holderName: string } | null>;
}

export interface CreditBureau {
  /** The borrower's credit report as of `asOf` (ISO date, India time). */
  fetchReport(panNumber: string, asOf: string): Promise<CreditReport>;
  /** The mobile number registered with the bureau for this PAN (10 digits). */
  registeredMobile(panNumber: string): Promise<string>;
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
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

export interface Providers {
  panRegistry: PanRegistry;
  bureau: CreditBureau;
  lenders: LenderGateway;
  sms: SmsGateway;
}
