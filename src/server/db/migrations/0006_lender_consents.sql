-- The older flow's per-bank consent: one OTP approves fetching documents of one loan from its
-- lender. The consent's id is the consent_token the borrower's browser holds (128 random bits),
-- the OTP's subject, and the request_id of the documents it produced.
create table lender_consents (
  id text primary key,
  pan_digest text not null,
  -- The bureau consent whose access token asked for this one.
  bureau_consent_id text not null,
  loan_id text not null,
  lender_id text not null,
  bank_name text not null,
  -- Where the OTP went, masked: the mobile registered with the bureau for the PAN.
  mobile_masked text not null,
  -- requested | verified
  status text not null,
  -- The latest code sent for this consent (a resend replaces it).
  otp_challenge_id text not null,
  -- HMAC of the code that verified it and the document types it approved: the same request
  -- repeated shortly after (a lost answer, a lender that failed) is answered without a new OTP.
  verified_code_digest text,
  document_types jsonb,
  requested_at timestamptz not null,
  last_sent_at timestamptz not null,
  verified_at timestamptz
);
create index lender_consents_borrower_loan on lender_consents (pan_digest, loan_id, requested_at);
