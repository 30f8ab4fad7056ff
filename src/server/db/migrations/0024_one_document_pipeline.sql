-- One document pipeline: the older flow's approved per-bank consent is, on the server, a batch
-- of one bank with the consent's id. Documents it fetched before were filed under that id with
-- no batch row; each such consent gets its batch (ended, as its documents are), and then every
-- document's request_id references a batch.
insert into batches (
  id, pan_digest, pan_sealed, consent_id, documents_consent_id, status, current_stage,
  otp_challenge_id, documents_requested, created_at, otp_verified_at, completed_at
)
select
  d.request_id,
  min(d.pan_digest),
  -- Only a processing bank is ever asked for the PAN, and none of these batches is processing.
  coalesce(min(c.pan_sealed), ''),
  coalesce(min(lc.bureau_consent_id), ''),
  min(c.id),
  case when bool_or(d.status = 'ready') then 'completed' else 'failed' end,
  'COMPLETED',
  min(lc.otp_challenge_id),
  count(*),
  min(d.created_at),
  min(lc.verified_at),
  max(coalesce(d.generated_at, d.created_at))
from documents d
left join lender_consents lc on lc.id = d.request_id
left join consents c on c.id = d.request_id
where not exists (select 1 from batches b where b.id = d.request_id)
group by d.request_id;

insert into batch_banks (
  batch_id, lender_id, bank_name, status, attempts, last_error, started_at, finished_at,
  requested_documents, documents_requested
)
select
  d.request_id,
  d.lender_id,
  min(d.bank_name),
  case when bool_and(d.status = 'ready') then 'completed' else 'failed' end,
  1,
  null,
  min(d.created_at),
  max(coalesce(d.generated_at, d.created_at)),
  jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
    'loanId', d.loan_id,
    'documentType', d.document_type,
    'loanType', d.loan_type,
    'accountMasked', d.account_masked,
    'financialYear', d.financial_year
  ))),
  count(*)
from documents d
where not exists (
  select 1 from batch_banks bb where bb.batch_id = d.request_id and bb.lender_id = d.lender_id
)
group by d.request_id, d.lender_id;

alter table documents
  add constraint documents_request_id_fkey foreign key (request_id) references batches (id);
