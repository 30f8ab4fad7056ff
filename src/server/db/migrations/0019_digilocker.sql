-- Save to DigiLocker. An authorisation under way: the borrower was sent to DigiLocker's allow
-- page; `state` (kept as a keyed digest) brings them back to the session and document it was
-- started for, and the PKCE verifier (sealed) proves the code is ours. Single use, 10 minutes.
create table digilocker_authorisations (
  state_digest text primary key,
  pan_digest text not null,
  session_id text not null,
  document_id text not null,
  verifier_sealed text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index digilocker_authorisations_pan_digest on digilocker_authorisations (pan_digest);

-- The access token DigiLocker gave for a borrower, sealed: never sent to the browser.
create table digilocker_links (
  pan_digest text primary key,
  token_sealed text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
