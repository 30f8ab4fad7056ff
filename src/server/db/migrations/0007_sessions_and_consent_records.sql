-- Sessions, and consents as records the borrower can read and withdraw.

-- A borrower proven by an OTP to a mobile on the bureau's record stays signed in on that device
-- (an HttpOnly cookie) or API client (a bearer token). Only the token's HMAC is kept. Sessions
-- replace the access tokens that were bound to one bureau consent.
create table sessions (
  id text primary key,
  token_digest text not null unique,
  pan_digest text not null,
  pan_sealed text not null,
  -- cookie | bearer
  kind text not null,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_pan_digest on sessions (pan_digest);
create index sessions_absolute_expires_at on sessions (absolute_expires_at);
drop table access_tokens;

-- Every consent (the bureau lookup, each batch, each older-flow lender consent) is a record shaped
-- after the Account Aggregator consent artefact: purpose, what is fetched from whom, one-time
-- fetch, a 30-day data life, and a status (active, expired, revoked).
-- purpose: bureau-report | batch-documents | lender-documents
alter table consents add column purpose_code text not null default '105';
alter table consents add column fetch_type text not null default 'ONETIME';
alter table consents add column data_life_days integer not null default 30;
alter table consents add column expires_at timestamptz;
alter table consents add column revoked_at timestamptz;
-- scope becomes {"dataFetched": [...], "providers": [{"type", "id", "name"}]}.
update consents set scope = jsonb_build_object(
  'dataFetched', coalesce(scope -> 'data', '[]'::jsonb),
  'providers', jsonb_build_array(jsonb_build_object('type', 'BUREAU', 'id', 'credit-bureau', 'name', 'Credit bureau'))
);
update consents set expires_at = verified_at + interval '30 days' where verified_at is not null;
-- A batch or lender consent is recorded before its OTP is sent: the mobile comes with the OTP.
alter table consents alter column mobile_digest drop not null;
alter table consents alter column mobile_masked drop not null;
alter table consents alter column mobile_source drop not null;
alter table consents alter column otp_challenge_id drop not null;
-- Codes are deleted a day after they are sent; the consent keeps the id as a plain reference.
alter table consents drop constraint if exists consents_otp_challenge_id_fkey;
create index consents_pan_digest_status on consents (pan_digest, purpose, verified_at);

-- The consent a batch's own OTP approves (the bureau consent stays in consent_id). Null for
-- batches made before consent records.
alter table batches add column documents_consent_id text;
create index batches_documents_consent_id on batches (documents_consent_id);

-- The OTP a sign-in verifies names no PAN: the challenge keeps it, sealed, for the session.
alter table otp_challenges add column pan_sealed text;
-- The hourly cap counts codes sent per mobile and purpose.
create index otp_challenges_mobile_purpose on otp_challenges (mobile_digest, purpose, created_at);
