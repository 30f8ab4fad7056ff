-- Rate-limit counters shared by every instance on this database. UNLOGGED: a counter lost in a
-- crash only forgives a few requests, and skipping the write-ahead log keeps each limited
-- request to one cheap upsert. Keys are the limiter's (a route and an address, or a keyed
-- digest of a PAN or mobile), never a personal value in clear.
create unlogged table rate_limits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
