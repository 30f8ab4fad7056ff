-- The lender's record of the loan a document was made from (its status, balances and dates),
-- sealed like the credit report it is compared with: a statement of account is the lender's word
-- the credit record check holds against the bureau's. Null on older rows and before the document
-- is ready.
alter table documents add column lender_record_sealed text;
