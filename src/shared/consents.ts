/**
 * Consent records, shaped after India's Account Aggregator consent artefact: why (a purpose code
 * and text), what is fetched from whom, how (one-time), for how long the data lives, and where
 * the consent stands.
 */

/** What the borrower consents to. */
export const CONSENT_PURPOSES = ['bureau-report', 'batch-documents', 'lender-documents'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The Account Aggregator purpose "explicit one-time consent for accessing data from accounts". */
export const CONSENT_PURPOSE_CODE = '105';
export const CONSENT_FETCH_TYPE = 'ONETIME';
/** What was fetched is kept this long, then deleted. */
export const CONSENT_DATA_LIFE_DAYS = 30;

export const CONSENT_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export type ConsentProviderType = 'BUREAU' | 'LENDER';
