-- A bank whose attempt failed waits for pg-boss's next try: the borrower sees "retrying,
-- attempt 2 of 4" while it waits, not a bank that looks stuck.
alter table batch_banks add column awaiting_retry boolean not null default false;

-- Recent latencies of each lender, for the estimated time on the processing screen.
create index batch_banks_lender_finished on batch_banks (lender_id, finished_at)
  where status = 'completed';
