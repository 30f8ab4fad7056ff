import type { FastifyInstance } from 'fastify';
import type { RequestConsentResponse } from '../../src/shared/api/legacy.js';
import type { CibilReportResponse, LegacyLoanAccount } from '../../src/shared/api/loans.js';
import type { LegacyDocumentType } from '../../src/shared/documents.js';
import { type BatchBorrower, batchBorrower } from './batch-journey.js';
import { bearer, latestOtp } from './borrower.js';

/** The older flow through the API, as /dashboard and /documents call it. */

export function legacyClient(app: FastifyInstance, borrower: BatchBorrower) {
  const headers = bearer(borrower.accessToken);
  const { remoteAddress } = borrower;
  return {
    cibilReport: async (): Promise<LegacyLoanAccount[]> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cibil-report',
        headers,
        remoteAddress,
        payload: { pan_number: borrower.panNumber },
      });
      if (response.statusCode !== 200) throw new Error(`cibil-report: ${response.body}`);
      return response.json<CibilReportResponse>().loan_accounts;
    },
    requestConsent: (accountId: string, panNumber = borrower.panNumber) =>
      app.inject({
        method: 'POST',
        url: '/api/request-consent',
        headers,
        remoteAddress,
        payload: { account_id: accountId, pan_number: panNumber },
      }),
    retrieve: (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/retrieve-documents',
        headers,
        remoteAddress,
        payload,
      }),
  };
}

/** The body /documents sends for one loan. */
export function retrieveBody(
  borrower: { panNumber: string },
  loan: LegacyLoanAccount,
  types: readonly LegacyDocumentType[],
  otp: string,
  consentToken?: string,
) {
  return {
    pan_number: borrower.panNumber,
    selected_loans: [
      {
        id: loan.id,
        bank_name: loan.bank_name,
        account_number: loan.account_number,
        loan_type: loan.loan_type,
      },
    ],
    document_types: types,
    consent_otp: otp,
    ...(consentToken ? { consent_token: consentToken } : {}),
  };
}

/** Requests the loan's consent and returns its token with the code texted for it. */
export async function requestedConsent(
  app: FastifyInstance,
  borrower: BatchBorrower,
  loan: LegacyLoanAccount,
): Promise<{ token: string; otp: string }> {
  const response = await legacyClient(app, borrower).requestConsent(loan.id);
  if (response.statusCode !== 200) throw new Error(`request-consent: ${response.body}`);
  return {
    token: response.json<RequestConsentResponse>().consent_token,
    otp: await latestOtp(app, borrower.mobile),
  };
}

/** A fresh borrower's first loan, its consent approved and these documents retrieved (200). */
export async function retrievedLoan(app: FastifyInstance, types: readonly LegacyDocumentType[]) {
  const borrower = await batchBorrower(app);
  const client = legacyClient(app, borrower);
  const [loan] = await client.cibilReport();
  const consent = await requestedConsent(app, borrower, loan!);
  const response = await client.retrieve(
    retrieveBody(borrower, loan!, types, consent.otp, consent.token),
  );
  if (response.statusCode !== 200) throw new Error(`retrieve-documents: ${response.body}`);
  return { borrower, client, loan: loan!, consent, response };
}
