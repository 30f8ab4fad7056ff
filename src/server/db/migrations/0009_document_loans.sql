-- The Document Center groups documents by loan account: each document names its loan's type and
-- masked account number (older rows have neither and are grouped by loan id alone).
alter table documents add column loan_type text;
alter table documents add column account_masked text;
create index documents_pan_digest_loan on documents (pan_digest, loan_id, document_type, created_at);
