-- Share links and the removal of document files whose rows are gone.

-- A capability URL for one document: only the HMAC of its token is kept. It works until it
-- expires (24 h, or when its document expires, whichever is first) or is revoked.
create table share_links (
  id text primary key,
  document_id text not null references documents (id) on delete cascade,
  -- The owner's PAN digest (the document's), so one borrower's links are found without a join.
  pan_digest text not null,
  token_digest text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index share_links_document_id on share_links (document_id, created_at);
create index share_links_pan_digest on share_links (pan_digest);
create index share_links_expires_at on share_links (expires_at);

-- Vault files to remove. A row is written in the same transaction that deletes a document
-- row, and removed once the file is gone, so a failed removal is retried by the retention job
-- and never leaves a row pointing at nothing. A file a running job might still write is
-- removed again once `not_before` has passed.
create table vault_removals (
  blob_key text primary key,
  not_before timestamptz not null,
  attempts integer not null default 0,
  queued_at timestamptz not null
);
create index vault_removals_not_before on vault_removals (not_before);

-- Retention also ends documents that were never generated (failed, or stuck processing).
create index documents_created_at_unexpired on documents (created_at) where expires_at is null;
-- Batches are kept while any of their documents is.
create index documents_request_id on documents (request_id);
create index batches_created_at on batches (created_at);
