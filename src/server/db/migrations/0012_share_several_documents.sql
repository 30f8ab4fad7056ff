-- A share link may carry several documents (a balance-transfer pack: statement, sanction letter,
-- foreclosure letter). The link keeps its token, owner, expiry and revocation; which documents it
-- opens moves to its own table. A document deleted leaves the links that also carry others.
create table share_link_documents (
  share_id text not null references share_links (id) on delete cascade,
  document_id text not null references documents (id) on delete cascade,
  -- The order the borrower chose, so the receiver sees the documents in it.
  position integer not null,
  primary key (share_id, document_id)
);
create index share_link_documents_document_id on share_link_documents (document_id);

insert into share_link_documents (share_id, document_id, position)
  select id, document_id, 0 from share_links;

drop index share_links_document_id;
alter table share_links drop column document_id;
create index share_links_pan_digest_created_at on share_links (pan_digest, created_at);
