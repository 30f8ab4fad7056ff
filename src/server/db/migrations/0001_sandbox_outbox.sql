-- Sandbox mode: OTP texts land here instead of a phone, readable at GET /api/sandbox/outbox.
create table sandbox_outbox (
  id text primary key,
  -- Insertion order: "newest first" must not depend on clock resolution.
  seq integer generated always as identity,
  phone_digest text not null,
  text_sealed text not null,
  created_at timestamptz not null
);

create index sandbox_outbox_phone on sandbox_outbox (phone_digest, seq desc);
