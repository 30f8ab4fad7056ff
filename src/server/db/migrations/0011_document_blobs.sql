-- Document files (sealed by the vault) kept in PostgreSQL when no object store is configured,
-- so every instance on the database serves every document. Only storage/ writes here.
create table document_blobs (
  key text primary key,
  bytes bytea not null,
  stored_at timestamptz not null default now()
);
-- Large values are already encrypted: compressing them is wasted work.
alter table document_blobs alter column bytes set storage external;
