-- What each bank of a batch was asked for, kept from creation until the OTP is verified (the
-- documents rows only exist from then on), and the name printed on the batch's documents.

-- JSON array of {"loanId", "documentType"}, in priority order.
alter table batch_banks add column requested_documents jsonb not null default '[]';
alter table batch_banks add column documents_requested integer not null default 0;

-- Sealed (AES-GCM): the holder's name as verified with the PAN, when the registry has none.
alter table batches add column holder_name_sealed text;

-- A bank job reads its own documents: (request, lender) without scanning the whole batch.
create index documents_request_lender on documents (request_id, lender_id, status);
