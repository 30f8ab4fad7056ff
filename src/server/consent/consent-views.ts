import type { Kysely, Selectable } from 'kysely';
import type { ConsentRecord } from '../../shared/api/consents.js';
import type { Tables } from '../db/tables.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { consentStatus, givenConsents } from './consent-store.js';
import type { ConsentsTable, FetchedData } from './consent-tables.js';

/** A consent the borrower gave, as they read it: the artefact's fields in their language. */

/** A consents row as read back. */
export type GivenConsent = Selectable<ConsentsTable>;

function fetchedSentence(data: FetchedData): Sentence {
  switch (data.type) {
    case 'CREDIT_SCORE':
      return sentence('dataCreditScore');
    case 'LOAN_ACCOUNTS':
      return sentence('dataLoanAccounts');
    case 'DOCUMENT':
      return sentence('dataDocument', {
        documentType: data.documentType,
        bank: data.bankName,
        account: data.accountMasked,
        year: data.financialYear ?? '',
      });
  }
}

export function consentRecordView(
  consent: GivenConsent,
  now: Date,
  say: (said: Sentence) => string,
): ConsentRecord {
  const givenAt = consent.verified_at ?? consent.requested_at;
  return {
    consentId: consent.id,
    purpose: {
      code: consent.purpose_code,
      kind: consent.purpose,
      text: say(sentence('consentPurpose', { purpose: consent.purpose })),
    },
    dataFetched: consent.scope.dataFetched.map((data) => say(fetchedSentence(data))),
    providers: consent.scope.providers.map((provider) => ({
      type: provider.type,
      name: provider.type === 'BUREAU' ? say(sentence('providerBureau')) : provider.name,
    })),
    fetchType: 'ONETIME',
    dataLife: { unit: 'DAY', value: consent.data_life_days },
    createdAt: consent.requested_at.toISOString(),
    givenAt: givenAt.toISOString(),
    expiresAt: (consent.expires_at ?? givenAt).toISOString(),
    revokedAt: consent.revoked_at?.toISOString() ?? null,
    status: consentStatus(consent, now),
    phoneMasked: consent.mobile_masked,
  };
}

/** Every consent the borrower gave, as records in their language. */
export async function consentRecords(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
  say: (said: Sentence) => string,
): Promise<ConsentRecord[]> {
  const consents = await givenConsents(db, panDigest);
  return consents.map((consent) => consentRecordView(consent, now, say));
}
