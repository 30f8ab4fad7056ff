-- A balance-transfer pack is a share link made for one of the borrower's loans: the loan is kept
-- with it, so the kit lists the packs already working and the borrower does not make another by
-- accident. Null for a link the borrower made from the document center.
alter table share_links add column loan_id text;
create index share_links_pan_digest_loan_id on share_links (pan_digest, loan_id)
  where loan_id is not null;
