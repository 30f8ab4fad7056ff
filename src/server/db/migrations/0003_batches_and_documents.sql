-- Document batches (one OTP for many banks) and the documents they produce.

create table batches (
  id text primary key,
  pan_digest text not null,
  pan_sealed text not null,
  -- The bureau consent whose access token created the batch; its mobile receives the batch OTP.
  consent_id text not null,
  -- pending (awaiting OTP) | processing | completed | failed
  status text not null,
  -- CONSENT_PENDING | OTP_VERIFICATION | PROCESSING_STARTED | FETCHING_DOCUMENTS | GENERATING_DOCUMENTS | COMPLETED
  current_stage text not null,
  otp_challenge_id text,
  documents_requested integer not null,
  created_at timestamptz not null,
  otp_verified_at timestamptz,
  completed_at timestamptz
);
create index batches_pan_digest on batches (pan_digest);

-- One row per lender in a batch; its documents are fetched and generated together.
create table batch_banks (
  batch_id text not null references batches (id) on delete cascade,
  lender_id text not null,
  bank_name text not null,
  -- pending | processing | completed | failed
  status text not null,
  attempts integer not null default 0,
  last_error text,
  started_at timestamptz,
  finished_at timestamptz,
  primary key (batch_id, lender_id)
);

-- Every requested document, created as 'processing' when the batch OTP is verified and
-- completed exactly once: (request, loan, type) is unique, so a retried job never duplicates.
create table documents (
  id text primary key,
  pan_digest text not null,
  -- The batch id, or for the older per-bank flow the id of that bank's consent.
  request_id text not null,
  loan_id text not null,
  lender_id text not null,
  bank_name text not null,
  document_type text not null,
  display_name text not null,
  file_name text not null,
  -- processing | ready | failed
  status text not null,
  -- Key of the encrypted file in the document vault; null until ready.
  blob_key text,
  file_size integer,
  download_count integer not null default 0,
  created_at timestamptz not null,
  generated_at timestamptz,
  expires_at timestamptz,
  unique (request_id, loan_id, document_type)
);
create index documents_pan_digest on documents (pan_digest);
create index documents_expires_at on documents (expires_at) where expires_at is not null;
