-- Bureau consent by OTP: one-time codes, consent records, the credit reports fetched under them,
-- the access tokens they grant, and the audit trail later features write to as well.

-- One OTP sent by SMS. Only an HMAC of the code is kept. A challenge is usable once, for its
-- purpose and subject only, until it expires, is replaced by a newer one or has 5 wrong tries.
create table otp_challenges (
  id text primary key,
  -- bureau-consent | batch-consent | lender-consent
  purpose text not null,
  -- What the code approves, e.g. the PAN digest or a batch id.
  subject text not null,
  mobile_digest text not null,
  code_digest text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  -- Set when a newer code for the same purpose and subject was sent.
  superseded_at timestamptz
);
create index otp_challenges_subject on otp_challenges (purpose, subject, created_at);
create index otp_challenges_mobile on otp_challenges (mobile_digest, created_at);

-- What the borrower agreed to, when, and through which mobile. Masked values stay readable
-- for the audit trail; the sealed ones can be cleared when the borrower deletes their data.
create table consents (
  id text primary key,
  -- bureau-report
  purpose text not null,
  -- JSON: what is fetched and from whom.
  scope jsonb not null,
  -- requested | verified
  status text not null,
  pan_digest text not null,
  pan_sealed text,
  pan_masked text not null,
  mobile_digest text not null,
  mobile_sealed text,
  mobile_masked text not null,
  -- entered (typed by the borrower) | bureau-registered
  mobile_source text not null,
  otp_challenge_id text not null references otp_challenges (id),
  requested_at timestamptz not null,
  verified_at timestamptz
);
create index consents_pan_digest on consents (pan_digest);

-- The bureau report fetched under a verified consent, sealed (AES-GCM JSON).
create table credit_reports (
  id text primary key,
  consent_id text not null references consents (id),
  pan_digest text not null,
  -- ISO date (India) the report describes.
  as_of text not null,
  report_sealed text not null,
  fetched_at timestamptz not null
);
create index credit_reports_pan_digest on credit_reports (pan_digest, fetched_at);
create index credit_reports_consent_id on credit_reports (consent_id, fetched_at);

-- Opaque bearer tokens granted by a verified consent; only their HMAC is stored.
create table access_tokens (
  id text primary key,
  token_digest text not null unique,
  consent_id text not null references consents (id),
  pan_digest text not null,
  pan_sealed text not null,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz
);
create index access_tokens_pan_digest on access_tokens (pan_digest);

-- What happened, masked: consent requested/verified, batch created, documents downloaded,
-- data deleted. Kept for a year.
create table audit_events (
  id text primary key,
  -- domain.event, e.g. consent.verified
  kind text not null,
  pan_digest text,
  pan_masked text,
  mobile_masked text,
  detail jsonb not null default '{}',
  created_at timestamptz not null
);
create index audit_events_pan_digest on audit_events (pan_digest, created_at);
create index audit_events_created_at on audit_events (created_at);
