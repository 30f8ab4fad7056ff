-- Documents anyone can check: each carries a verification code (printed, and in a QR code) and
-- is signed; what a receiver may learn about it — lender, type, issue date, the file's SHA-256 —
-- is kept here, without anything personal, and outlives the document so a deleted document is
-- reported as deleted rather than unknown.
create table document_verifications (
  -- 12 Crockford base-32 characters (60 random bits), without the dashes printed between groups.
  code text primary key,
  document_id text not null,
  lender_name text not null,
  document_type text not null,
  -- Set once the document is made and signed.
  sha256 text,
  issued_at timestamptz,
  expires_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null
);
create index document_verifications_document_id on document_verifications (document_id);
create index document_verifications_deleted_at on document_verifications (deleted_at);

alter table documents add column verification_code text;
alter table documents add column sha256 text;
