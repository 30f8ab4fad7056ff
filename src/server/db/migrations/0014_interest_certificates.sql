-- An interest certificate speaks for one financial year (April–March), written "2025-26". The
-- year is kept with the document, so its name, its file and the versions the Document Center
-- shows tell one year's certificate from another's. Null for documents that are not yearly.
alter table documents add column financial_year text;
