-- Each document's content as data (docs/document-data.md), sealed: made with its PDF from the same
-- lender's record, so the JSON a borrower downloads says what the PDF says. Deleted with its row.
-- Null on rows made before, and until the document is ready.
alter table documents add column document_data_sealed text;
