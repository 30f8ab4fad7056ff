-- Why a bank failed, as one of a closed set of codes the borrower is told in plain words
-- (`last_error` keeps the engine's own text for the logs and is never sent to a browser).
alter table batch_banks add column failure_reason text;
update batch_banks
  set failure_reason = case
    when last_error like '%has no loan%' or last_error like '%did not return a loan%'
      then 'documents_not_available'
    else 'no_answer'
  end
  where last_error is not null;

-- Try again taps the borrower has spent on this bank (they are capped; then Keep trying).
alter table batch_banks add column borrower_retries integer not null default 0;

-- Keep trying for me: the server asks a failed bank again on a schedule for 72 hours.
-- keep_trying: null (never asked, or stopped), 'on', 'recovered' or 'gave_up'.
alter table batch_banks add column keep_trying text;
alter table batch_banks add column keep_trying_since timestamptz;
alter table batch_banks add column keep_trying_until timestamptz;
-- The next scheduled try; null once the last one has been started.
alter table batch_banks add column keep_trying_next_at timestamptz;
alter table batch_banks add column keep_trying_tries integer not null default 0;

-- The sweep finds what is due (or settled) without reading every bank of every batch.
create index batch_banks_keep_trying on batch_banks (keep_trying_next_at)
  where keep_trying = 'on';
